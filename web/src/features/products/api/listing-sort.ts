import { DEFAULT_LISTING_SORT, LISTING_SORTS, type ListingSort } from '@outlet-shop/shop-rules';

/**
 * The listing order a page's `?sort=` names (docs/product.md 2 Sort, docs/decisions/076): one of
 * {@link LISTING_SORTS}, else (none, or a value no listing offers) the default, cheapest first.
 */
export function listingSortOf(searchParams: URLSearchParams): ListingSort {
  const named = searchParams.get('sort');
  return LISTING_SORTS.find((sort) => sort === named) ?? DEFAULT_LISTING_SORT;
}
