import type { Product } from '@outlet-shop/shop-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError, requestJson, withErrorTexts } from '@/lib/api-client';
import { cmsLocaleParams, locale } from '@/lib/i18n';

/**
 * One product by numeric id (`GET /api/products?filters[id][$eq]=ID&populate=*`; Strapi 5's
 * findOne takes a documentId, docs/architecture.md 8). Throws ApiError `not_found` (404) when absent.
 */
export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  // URLSearchParams rather than qs, which adds ≈ 15 KB gzip to the product page (decision 010).
  const query = new URLSearchParams([['filters[id][$eq]', String(id)], ['populate', '*'], ...cmsLocaleParams()]);
  const answer = await requestJson(`${env.cmsApiUrl}/products?${query}`, { signal });
  const { parseProductList } = await import('@/lib/cms-contracts');
  const [product] = parseProductList(answer);
  if (!product) throw await withErrorTexts(new ApiError(404, 'not_found', 'This product is no longer available.'));
  return product;
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['products', 'one', locale, id],
    queryFn: ({ signal }) => getProduct(id, signal),
    // A product that does not exist is not asked for again (the server's 404 waits for no retry).
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 404),
  });

/** The product page's product. */
export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
