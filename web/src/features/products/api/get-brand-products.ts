import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import qs from 'qs';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { inStockFirst, type Product, type StrapiList, type StrapiProduct, toProduct } from './product';

/** Products priced above this (AED) are hidden from brand listings; there is no control (SPEC.md 9). */
export const MAX_LISTING_PRICE_AED = 200;

/**
 * The products of a category, narrowed to the checked sub-categories (any of them), priced at
 * most {@link MAX_LISTING_PRICE_AED}, in-stock first (SPEC.md 2 brand listing, 7).
 * Category 1 is "Shop all" and lists every category's products.
 */
export async function getBrandProducts(
  categoryId: number,
  subCategoryIds: number[],
  signal?: AbortSignal,
): Promise<Product[]> {
  const filters: Record<string, unknown> = { price: { $lte: MAX_LISTING_PRICE_AED } };
  if (categoryId !== 1) filters.categories = { id: { $eq: categoryId } };
  if (subCategoryIds.length > 0) filters.sub_categories = { id: { $in: subCategoryIds } };
  const query = qs.stringify(
    { populate: '*', filters, sort: 'price:asc', pagination: { pageSize: 100 } },
    { encodeValuesOnly: true },
  );
  const answer = await requestJson<StrapiList<StrapiProduct>>(`${env.cmsApiUrl}/products?${query}`, { signal });
  return inStockFirst(answer.data.map(toProduct));
}

export const brandProductsQueryOptions = (categoryId: number, subCategoryIds: number[]) =>
  queryOptions({
    queryKey: ['products', 'category', categoryId, [...subCategoryIds].sort((a, b) => a - b)],
    queryFn: ({ signal }) => getBrandProducts(categoryId, subCategoryIds, signal),
  });

/** The listing's products; keeps the previous list on screen while a filter change loads. */
export function useBrandProducts(categoryId: number, subCategoryIds: number[]) {
  return useQuery({ ...brandProductsQueryOptions(categoryId, subCategoryIds), placeholderData: keepPreviousData });
}
