import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { cmsLocaleParams, locale } from '@/lib/i18n';
import type { Category } from './get-category';
import type { StrapiList } from './product';

/**
 * The sub-categories of a category, for the listing's checkboxes (docs/product.md 7:
 * `GET /sub-categories?filters[categories][id][$eq]={catId}`). Category 1 (Shop all) gets all.
 */
export async function getSubCategories(categoryId: number, signal?: AbortSignal): Promise<Category[]> {
  const query = new URLSearchParams([['sort', 'title:asc'], ...cmsLocaleParams()]);
  if (categoryId !== 1) query.set('filters[categories][id][$eq]', String(categoryId));
  const answer = await requestJson<StrapiList<Category>>(`${env.cmsApiUrl}/sub-categories?${query}`, { signal });
  const subs = answer.data.map((sub) => ({ id: sub.id, title: sub.title }));
  // The CMS sorts by the English title; another language sorts its own titles.
  return locale === 'en' ? subs : subs.sort((a, b) => a.title.localeCompare(b.title, locale));
}

export const subCategoriesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['sub-categories', locale, categoryId],
    queryFn: ({ signal }) => getSubCategories(categoryId, signal),
  });

export function useSubCategories(categoryId: number) {
  return useQuery(subCategoriesQueryOptions(categoryId));
}
