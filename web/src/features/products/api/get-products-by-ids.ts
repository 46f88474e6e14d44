import type { Product } from '@outlet-shop/shop-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { cmsLocaleParams, locale } from '@/lib/i18n';

/**
 * The products with these numeric ids, in the order of `ids`; ids the CMS does not have are
 * left out (`GET /api/products?filters[id][$in]=…&populate=img`). Throws ApiError when the CMS fails.
 */
export async function getProductsByIds(ids: readonly number[], signal?: AbortSignal): Promise<Product[]> {
  const query = new URLSearchParams([
    ...ids.map((id, index) => [`filters[id][$in][${index}]`, String(id)]),
    ['populate[0]', 'img'],
    ['pagination[pageSize]', String(ids.length)],
    ...cmsLocaleParams(),
  ]);
  const answer = await requestJson(`${env.cmsApiUrl}/products?${query}`, { signal });
  const { parseProductList } = await import('@/lib/cms-contracts');
  const products = parseProductList(answer);
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const productsByIdsQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['products', 'ids', locale, ids.join(',')],
    queryFn: ({ signal }) => getProductsByIds(ids, signal),
  });

/** A fixed set of products (the home tile grid): loading, then data or error (docs/product.md 4). */
export function useProductsByIds(ids: readonly number[]) {
  return useQuery(productsByIdsQueryOptions(ids));
}
