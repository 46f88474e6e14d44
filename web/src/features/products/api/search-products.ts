import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { cmsLocaleParams, locale } from '@/lib/i18n';
import { LISTING_PAGE_SIZE, type ListingPage, nextListingPage, readListingPage } from './get-brand-products';

/** The shortest and longest search the CMS takes (docs/api.md `GET /api/products/search`). */
export const SEARCH_QUERY_LENGTH = { min: 2, max: 80 } as const;

/**
 * One page of the whole catalogue's search (docs/product.md 2 Search, docs/decisions/076): the
 * CMS's `GET /api/products/search`, which matches titles and brand and category names in both
 * languages, a misspelt word or Arabic without diacritics included; in stock first, best match next.
 */
export async function searchProductsPage(query: string, page: number, signal?: AbortSignal): Promise<ListingPage> {
  const params = new URLSearchParams({ q: query, page: String(page), pageSize: String(LISTING_PAGE_SIZE) });
  for (const [key, value] of cmsLocaleParams()) params.set(key, value);
  return readListingPage(`${env.cmsApiUrl}/products/search?${params}`, signal);
}

/** The search's query: its words (trimmed) and pages. */
export const searchProductsQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['products', 'search', locale, query.trim().toLowerCase()],
    queryFn: ({ pageParam, signal }) => searchProductsPage(query.trim(), pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListingPage,
  });

/** The search's pages; asks nothing while the words are too short to search for. */
export function useSearchProducts(query: string) {
  return useInfiniteQuery({
    ...searchProductsQueryOptions(query),
    enabled: query.trim().length >= SEARCH_QUERY_LENGTH.min,
    placeholderData: keepPreviousData,
  });
}
