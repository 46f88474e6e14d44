import type { BlocksContent } from '@strapi/blocks-react-renderer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError, requestJson, withErrorTexts } from '@/lib/api-client';
import { cmsLocaleParams, locale } from '@/lib/i18n';

/** A shop page staff edit in the CMS (about, terms, privacy; docs/product.md 2). */
export interface ShopPage {
  title: string;
  description: string;
  body: BlocksContent;
}

interface StrapiPage {
  title: string;
  description?: string | null;
  body: BlocksContent;
}

/**
 * The page with this slug (`GET /api/pages?filters[slug][$eq]={slug}`). Throws ApiError
 * `page_not_found` (404) when the CMS has no such page, or the CMS's error when it fails.
 */
export async function getPage(slug: string, signal?: AbortSignal): Promise<ShopPage> {
  const query = new URLSearchParams([['filters[slug][$eq]', slug], ...cmsLocaleParams()]);
  const answer = await requestJson<{ data: StrapiPage[] }>(`${env.cmsApiUrl}/pages?${query}`, { signal });
  const [page] = answer.data;
  if (!page) throw await withErrorTexts(new ApiError(404, 'page_not_found', 'This page is not available.'));
  return { title: page.title, description: page.description ?? '', body: page.body };
}

export const pageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['pages', locale, slug],
    queryFn: ({ signal }) => getPage(slug, signal),
    // A page that does not exist (or is not published) is not asked for again: the server's 404 waits for no retry.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 404),
  });

/** A CMS page: loading, then data or error (docs/product.md 4). */
export function usePage(slug: string) {
  return useQuery(pageQueryOptions(slug));
}
