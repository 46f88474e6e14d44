import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { type Locale, locale } from '@/lib/i18n';
import { type Picture, type StrapiMedia, toPicture } from '@/lib/strapi-image';

interface StrapiBanner {
  id: number;
  documentId: string;
  locale?: string | null;
  title?: string | null;
  link?: string | null;
  image?: StrapiMedia | null;
}

/** A home hero banner: its picture, an optional title and an in-shop link. */
export interface Banner {
  id: number;
  title: string;
  link: string | null;
  picture: Picture | null;
}

/**
 * The home hero banners in position order, in `language`: `GET /api/banners?populate=image&sort=position&locale=*`
 * answers every language's banners at once, so the one call index.html preloads serves English and
 * Arabic pages alike (decision 048). A banner without a translation, title or picture in
 * `language` shows its English one; ids are the English banners'.
 */
export async function getBanners(signal?: AbortSignal, language: Locale = locale): Promise<Banner[]> {
  const query = new URLSearchParams({ populate: 'image', sort: 'position', locale: '*' });
  const answer = await requestJson<{ data: StrapiBanner[] }>(`${env.cmsApiUrl}/banners?${query}`, { signal });
  const translated = new Map(
    answer.data.filter((banner) => banner.locale === language).map((banner) => [banner.documentId, banner]),
  );
  return answer.data
    .filter((banner) => (banner.locale ?? 'en') === 'en')
    .map((english) => {
      const banner = translated.get(english.documentId);
      const title = banner?.title || english.title || '';
      return {
        id: english.id,
        title,
        link: english.link ?? null,
        picture: toPicture(banner?.image ?? english.image, title || 'Outlet Shop'),
      };
    });
}

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['banners', locale], queryFn: ({ signal }) => getBanners(signal), retry: false });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
