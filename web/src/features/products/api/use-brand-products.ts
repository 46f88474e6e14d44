import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { brandProductsQueryOptions, type ListingFilter } from './get-brand-products';

/**
 * The listing's pages, one more each time `fetchNextPage` is called (the page loads more as the
 * shopper scrolls); keeps the previous list on screen while a new filter or search loads. A module
 * of its own, apart from the query the router's loader starts, so TanStack Query's paging observer
 * loads with the listing's code, not with every first page (docs/performance.md, "Storefront's
 * first page").
 */
export function useBrandProducts(filter: ListingFilter) {
  return useInfiniteQuery({ ...brandProductsQueryOptions(filter), placeholderData: keepPreviousData });
}
