import { toProduct } from '@outlet-shop/shop-rules';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { cmsLocaleParams, locale } from '@/lib/i18n';
import { LISTING_PAGE_SIZE, type ListingPage, nextListingPage } from './get-brand-products';

/** The shortest and longest search the CMS takes (docs/api.md `GET /api/products/search`). */
export const SEARCH_QUERY_LENGTH = { min: 2, max: 80 } as const;

/** A product or category a search that found nothing offers: its id and its title in the page's language. */
export interface SearchSuggestion {
  id: number;
  title: string;
}

/** One page of a search; when nothing matched, what the CMS offers instead (docs/api.md `meta.suggestions`). */
export interface SearchPage extends ListingPage {
  suggestions?: { products: SearchSuggestion[]; categories: SearchSuggestion[] };
}

/**
 * One page of the whole catalogue's search (docs/product.md 2 Search, docs/decisions/076): the
 * CMS's `GET /api/products/search`, which matches titles and brand and category names in both
 * languages, a misspelt word, Arabic spelt any common way or the shop's words' other spellings
 * included; in stock first, best match next. When nothing matches, the closest products and the
 * shop's categories come in `suggestions`.
 */
export async function searchProductsPage(query: string, page: number, signal?: AbortSignal): Promise<SearchPage> {
  const params = new URLSearchParams({ q: query, page: String(page), pageSize: String(LISTING_PAGE_SIZE) });
  for (const [key, value] of cmsLocaleParams()) params.set(key, value);
  const read = await requestJson(`${env.cmsApiUrl}/products/search?${params}`, { signal });
  const { productSearchPageSchema } = await import('@/lib/cms-contracts');
  const { data, meta } = productSearchPageSchema.parse(read);
  return {
    products: data.map(toProduct),
    page: meta.pagination.page,
    pageCount: meta.pagination.pageCount,
    total: meta.pagination.total,
    suggestions: meta.suggestions,
  };
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
