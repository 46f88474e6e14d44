import {
  DEFAULT_LISTING_SORT,
  LISTING_SORT_FIELDS,
  type ListingSort,
  type Product,
  toProduct,
} from '@outlet-shop/shop-rules';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { cmsLocaleParams, locale } from '@/lib/i18n';

/** Products per page of a listing (Strapi's REST caps a page at 100). */
export const LISTING_PAGE_SIZE = 24;

/** What a listing asks the CMS for. */
export interface ListingFilter {
  categoryId: number;
  subCategoryIds: number[];
  /** Case-insensitive part of the title; blank = all. */
  search: string;
  /** The order (`?sort=` of the page, docs/decisions/076), cheapest first when not given; in-stock products first in each. */
  sort?: ListingSort;
}

/** One page of a listing: its products and where it stands among all pages. */
export interface ListingPage {
  products: Product[];
  page: number;
  pageCount: number;
  total: number;
}

/**
 * One page of a brand or category listing (docs/product.md 2, 7), filtered, sorted and paged by the
 * CMS so it stays correct for a brand of any size: title containing `search` (case-insensitive),
 * any of the checked sub-categories, in-stock before out-of-stock, then in `filter.sort` (cheapest
 * first unless the shopper chose dearest first or newest, docs/decisions/076). No price is
 * hidden: every link to a listing shows all it promises, the hampers too (docs/decisions/073).
 * Category 1 is "Shop all": every category. In Arabic the texts are Arabic and the search also
 * matches Arabic titles (docs/decisions/048).
 */
export async function getBrandProductsPage(
  filter: ListingFilter,
  page: number,
  signal?: AbortSignal,
): Promise<ListingPage> {
  // URLSearchParams rather than qs, which adds ≈ 15 KB gzip to the listing (decision 010).
  const query = new URLSearchParams({ populate: '*' });
  LISTING_SORT_FIELDS[filter.sort ?? DEFAULT_LISTING_SORT].forEach((field, index) => {
    query.set(`sort[${index}]`, field);
  });
  query.set('pagination[page]', String(page));
  query.set('pagination[pageSize]', String(LISTING_PAGE_SIZE));
  for (const [key, value] of cmsLocaleParams()) query.set(key, value);
  if (filter.categoryId !== 1) query.set('filters[categories][id][$eq]', String(filter.categoryId));
  filter.subCategoryIds.forEach((id, index) => {
    query.set(`filters[sub_categories][id][$in][${index}]`, String(id));
  });
  const search = filter.search.trim();
  if (search) query.set('filters[title][$containsi]', search);
  return readListingPage(`${env.cmsApiUrl}/products?${query}`, signal);
}

/** One page of products the CMS answers at `url` (`productPageSchema`), as a listing page. */
export async function readListingPage(url: string, signal?: AbortSignal): Promise<ListingPage> {
  const read = await requestJson(url, { signal });
  const { productPageSchema } = await import('@/lib/cms-contracts');
  const answer = productPageSchema.parse(read);
  const { pagination } = answer.meta;
  return {
    products: answer.data.map(toProduct),
    page: pagination.page,
    pageCount: pagination.pageCount,
    total: pagination.total,
  };
}

/** The page after `last`, or undefined after the last one (TanStack Query's `getNextPageParam`). */
export const nextListingPage = (last: ListingPage) => (last.page < last.pageCount ? last.page + 1 : undefined);

/** The listing's query: key and pages (shared by the hook and the route's prefetch). */
export const brandProductsQueryOptions = (filter: ListingFilter) =>
  infiniteQueryOptions({
    queryKey: [
      'products',
      'listing',
      locale,
      filter.categoryId,
      [...filter.subCategoryIds].sort((a, b) => a - b),
      filter.search.trim().toLowerCase(),
      filter.sort ?? DEFAULT_LISTING_SORT,
    ],
    queryFn: ({ pageParam, signal }) => getBrandProductsPage(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListingPage,
  });
