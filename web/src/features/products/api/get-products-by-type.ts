import type { Product, ProductType } from '@outlet-shop/shop-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { cmsLocaleParams, locale } from '@/lib/i18n';
import { inStockFirst } from './product';

/**
 * The products of one type, cheapest first, in-stock before out-of-stock (docs/product.md 7:
 * `GET /products?populate=*&filters[type][$eq]={type}&sort=price:asc`).
 * Throws ApiError when the CMS fails. Built with URLSearchParams, not qs: this call is on the home
 * page, and qs brings ≈ 15 KB gzip of dependencies with it.
 */
export async function getProductsByType(type: ProductType, signal?: AbortSignal): Promise<Product[]> {
  const query = new URLSearchParams([
    ['populate', '*'],
    ['filters[type][$eq]', type],
    ['sort', 'price:asc'],
    ...cmsLocaleParams(),
  ]);
  const answer = await requestJson(`${env.cmsApiUrl}/products?${query}`, { signal });
  const { parseProductList } = await import('@/lib/cms-contracts');
  return inStockFirst(parseProductList(answer));
}

export const productsByTypeQueryOptions = (type: ProductType) =>
  queryOptions({
    queryKey: ['products', 'type', locale, type],
    queryFn: ({ signal }) => getProductsByType(type, signal),
  });

/** Products of a type for a strip or list: loading, then data or error (docs/product.md 4). */
export function useProductsByType(type: ProductType) {
  return useQuery(productsByTypeQueryOptions(type));
}
