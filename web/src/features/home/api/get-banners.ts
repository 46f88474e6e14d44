import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { type Picture, type StrapiMedia, toPicture } from '@/lib/strapi-image';

interface StrapiBanner {
  id: number;
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

/** The home hero banners in position order (`GET /api/banners?populate=image&sort=position`). */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const query = new URLSearchParams({ populate: 'image', sort: 'position' });
  const answer = await requestJson<{ data: StrapiBanner[] }>(`${env.cmsApiUrl}/banners?${query}`, { signal });
  return answer.data.map((banner) => ({
    id: banner.id,
    title: banner.title ?? '',
    link: banner.link ?? null,
    picture: toPicture(banner.image, banner.title ?? 'Outlet Shop'),
  }));
}

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['banners'], queryFn: ({ signal }) => getBanners(signal), retry: false });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
