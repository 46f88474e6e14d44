import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import type { Category } from './get-category';
import type { StrapiList } from './product';

/**
 * The sub-categories of a category, for the listing's checkboxes (docs/product.md 7:
 * `GET /sub-categories?filters[categories][id][$eq]={catId}`). Category 1 (Shop all) gets all.
 */
export async function getSubCategories(categoryId: number, signal?: AbortSignal): Promise<Category[]> {
  const query = new URLSearchParams({ sort: 'title:asc' });
  if (categoryId !== 1) query.set('filters[categories][id][$eq]', String(categoryId));
  const answer = await requestJson<StrapiList<Category>>(`${env.cmsApiUrl}/sub-categories?${query}`, { signal });
  return answer.data.map((sub) => ({ id: sub.id, title: sub.title }));
}

export const subCategoriesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['sub-categories', categoryId],
    queryFn: ({ signal }) => getSubCategories(categoryId, signal),
  });

export function useSubCategories(categoryId: number) {
  return useQuery(subCategoriesQueryOptions(categoryId));
}
