import { useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { ProductGrid } from '@/components/product-card';
import { useIsHydrated } from '@/lib/first-screen';
import { useTranslation } from '@/lib/i18n';
import { useBrandProducts } from '../api/get-brand-products';
import { useCategory } from '../api/get-category';
import { useSubCategories } from '../api/get-sub-categories';
import { SubCategoryFilter } from './sub-category-filter';

/** How long typing must pause before the search goes to the server, ms. */
const SEARCH_DELAY_MS = 250;

/**
 * A brand or category listing (docs/product.md 2): the category's title, a case-insensitive title
 * search, sub-category checkboxes, 'Loading...', 'No products found.', in-stock first. The CMS
 * filters, sorts and pages (decision 012); the next page loads as the shopper nears the end of
 * the list, or with the "Load more products" button (keyboard and screen-reader users).
 */
export function BrandListing({ categoryId, fallbackTitle }: { categoryId: number; fallbackTitle: string }) {
  const { t } = useTranslation();
  const isHydrated = useIsHydrated();
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [checkedIds, setCheckedIds] = useState<number[]>([]);
  const category = useCategory(categoryId);
  const subCategories = useSubCategories(categoryId);
  const products = useBrandProducts({ categoryId, subCategoryIds: checkedIds, search });
  const { ref: endOfList, inView: isNearEnd } = useInView({ rootMargin: '600px 0px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = products;

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  useEffect(() => {
    if (isNearEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [isNearEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const toggle = (id: number) =>
    setCheckedIds((ids) => (ids.includes(id) ? ids.filter((checked) => checked !== id) : [...ids, id]));
  const pages = products.data?.pages ?? [];
  const visible = pages.flatMap((page) => page.products);
  const total = pages[0]?.total ?? 0;

  return (
    <div className="listing">
      <h1 className="page-title">{category.data?.title ?? fallbackTitle}</h1>
      <div className="listing__layout">
        <aside className="listing__filters" aria-label={t('listing.filters')}>
          <label className="field">
            <span className="field__label">{t('listing.search')}</span>
            <input
              type="search"
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              readOnly={!isHydrated}
              placeholder={t('listing.searchPlaceholder')}
            />
          </label>
          <SubCategoryFilter
            subCategories={subCategories.data ?? []}
            isLoading={subCategories.isPending}
            checkedIds={checkedIds}
            onToggle={toggle}
          />
        </aside>
        <section className="listing__results" aria-busy={products.isFetching}>
          {products.isPending ? <p role="status">{t('loading')}</p> : null}
          {products.isError ? <p className="error-text">{t('somethingWrong')}</p> : null}
          {products.data && visible.length === 0 ? <p role="status">{t('noProducts')}</p> : null}
          {visible.length > 0 ? (
            <>
              <p className="listing__count" role="status">
                {t('listing.showing', { shown: visible.length, total })}
              </p>
              <ProductGrid products={visible} priorityCount={4} />
              <div ref={endOfList} className="listing__more">
                {hasNextPage ? (
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={isFetchingNextPage}
                    onClick={() => void fetchNextPage()}
                  >
                    {isFetchingNextPage ? t('loading') : t('listing.loadMore')}
                  </button>
                ) : null}
              </div>
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
