import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { cmsLocaleParams, locale } from '@/lib/i18n';
import type { StrapiList } from './product';

/** A category (brand) and its sub-categories, clean names. */
export interface Category {
  id: number;
  title: string;
}

/** The category's title by id (`GET /api/categories?filters[id][$eq]=ID`); null when unknown. */
export async function getCategory(id: number, signal?: AbortSignal): Promise<Category | null> {
  // URLSearchParams rather than qs (≈ 15 KB gzip less in the listing chunk, decision 010).
  const query = new URLSearchParams([['filters[id][$eq]', String(id)], ...cmsLocaleParams()]);
  const answer = await requestJson<StrapiList<Category>>(`${env.cmsApiUrl}/categories?${query}`, { signal });
  const [category] = answer.data;
  return category ? { id: category.id, title: category.title } : null;
}

export const categoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['categories', locale, id], queryFn: ({ signal }) => getCategory(id, signal) });

export function useCategory(id: number) {
  return useQuery(categoryQueryOptions(id));
}
