import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useInView } from 'react-intersection-observer';
import { ProductGrid } from '@/components/product-card';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import type { ListingPage } from '../api/get-brand-products';

/**
 * The paged product tiles of a listing or a search (docs/product.md 2): 'Loading...', 'Something
 * went wrong!' (or, when the address searched too often, the wait the CMS asks for), 'No products found.', "Showing N of M products", and the next page as the end of
 * the list comes within 600 px of the viewport, or with "Load more products" (keyboard and
 * screen-reader users).
 */
export function ProductResults({
  products,
}: {
  products: UseInfiniteQueryResult<InfiniteData<ListingPage, unknown>, Error>;
}) {
  const { t } = useTranslation();
  const { ref: endOfList, inView: isNearEnd } = useInView({ rootMargin: '600px 0px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = products;

  useEffect(() => {
    if (isNearEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [isNearEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const pages = products.data?.pages ?? [];
  const visible = pages.flatMap((page) => page.products);
  return (
    <section className="listing__results" aria-busy={products.isFetching}>
      {products.isPending ? <p role="status">{t('loading')}</p> : null}
      {products.isError ? (
        <p className="error-text" role="alert">
          {products.error instanceof ApiError && products.error.status === 429
            ? errorMessage(products.error)
            : t('somethingWrong')}
        </p>
      ) : null}
      {products.data && visible.length === 0 ? <p role="status">{t('noProducts')}</p> : null}
      {visible.length > 0 ? (
        <>
          <p className="listing__count" role="status">
            {t('listing.showing', { shown: visible.length, total: pages[0]?.total ?? 0 })}
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
  );
}
