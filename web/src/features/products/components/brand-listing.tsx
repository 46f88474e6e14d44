import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useIsHydrated } from '@/lib/first-screen';
import { useTranslation } from '@/lib/i18n';
import { useCategory } from '../api/get-category';
import { useSubCategories } from '../api/get-sub-categories';
import { listingSortOf } from '../api/listing-sort';
import { useBrandProducts } from '../api/use-brand-products';
import { ListingSortSelect } from './listing-sort-select';
import { ProductResults } from './product-results';
import { SubCategoryFilter } from './sub-category-filter';

/** How long typing must pause before the search goes to the server, ms. */
const SEARCH_DELAY_MS = 250;

/**
 * A brand or category listing (docs/product.md 2): the category's title, a case-insensitive title
 * search, sub-category checkboxes, the order (`?sort=`, so a shared link keeps it; docs/decisions/076),
 * 'Loading...', 'No products found.', in-stock first. The CMS
 * filters, sorts and pages (decision 012); the next page loads as the shopper nears the end of
 * the list, or with the "Load more products" button (keyboard and screen-reader users).
 */
export function BrandListing({ categoryId, fallbackTitle }: { categoryId: number; fallbackTitle: string }) {
  const { t } = useTranslation();
  const isHydrated = useIsHydrated();
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [checkedIds, setCheckedIds] = useState<number[]>([]);
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = listingSortOf(searchParams);
  const category = useCategory(categoryId);
  const subCategories = useSubCategories(categoryId);
  const products = useBrandProducts({ categoryId, subCategoryIds: checkedIds, search, sort });

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const changeSort = (next: string) =>
    setSearchParams(
      (params) => {
        params.set('sort', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const toggle = (id: number) =>
    setCheckedIds((ids) => (ids.includes(id) ? ids.filter((checked) => checked !== id) : [...ids, id]));

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
          <ListingSortSelect value={sort} onChange={changeSort} isDisabled={!isHydrated} />
          <SubCategoryFilter
            subCategories={subCategories.data ?? []}
            isLoading={subCategories.isPending}
            checkedIds={checkedIds}
            onToggle={toggle}
          />
        </aside>
        <ProductResults products={products} />
      </div>
    </div>
  );
}
