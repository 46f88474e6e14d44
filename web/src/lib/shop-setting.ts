import type { DeliverySettings, DeliverySettingWire } from '@outlet-shop/shop-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from './api-client';
import { cmsLocaleParams, locale } from './i18n';

/** The social networks the footer links to, in the order it lists them, with their names. */
const SOCIAL_NETWORKS = [
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
  ['tiktok', 'TikTok'],
  ['youtube', 'YouTube'],
] as const;

/** The shop setting as `GET /api/shop-setting` answers it (docs/api.md, CMS). */
interface StrapiShopSetting extends Partial<DeliverySettingWire> {
  phone: string;
  whatsapp: string;
  email: string;
  address?: string | null;
  opening_hours?: string | null;
  instagram_url?: string | null;
  facebook_url?: string | null;
  tiktok_url?: string | null;
  youtube_url?: string | null;
}

/** The shop's contact details, as staff set them in the CMS: the footer, the chat link, the contact page. */
export interface ShopSetting {
  /** E.164 (`+97148800000`). */
  phone: string;
  /** `https://wa.me/<digits>`: the chat-help link on every page. */
  chatUrl: string;
  email: string;
  /** In this page's language (English where the Arabic is missing). */
  address: string;
  openingHours: string;
  /** Only the networks staff gave a link for. */
  socialLinks: Array<{ name: string; url: string }>;
  /** The delivery promise's settings (docs/decisions/077); null when the setting has none valid, so no date is promised. */
  delivery: DeliverySettings | null;
}

/**
 * The shop setting in this page's language (`GET /api/shop-setting`, `&locale=ar` in Arabic).
 * Throws ApiError when the CMS fails.
 */
export async function getShopSetting(signal?: AbortSignal): Promise<ShopSetting> {
  const query = new URLSearchParams(cmsLocaleParams());
  const search = query.size > 0 ? `?${query}` : '';
  const { data } = await requestJson<{ data: StrapiShopSetting }>(`${env.cmsApiUrl}/shop-setting${search}`, {
    signal,
  });
  return {
    phone: data.phone,
    chatUrl: `https://wa.me/${data.whatsapp.replace(/\D/g, '')}`,
    email: data.email,
    address: data.address ?? '',
    openingHours: data.opening_hours ?? '',
    socialLinks: SOCIAL_NETWORKS.flatMap(([network, name]) => {
      const url = data[`${network}_url`];
      return url ? [{ name, url }] : [];
    }),
    delivery: await deliverySettingsOf(data),
  };
}

/** The setting's delivery fields for the delivery promise, or null when one is missing or invalid. */
async function deliverySettingsOf(data: unknown): Promise<DeliverySettings | null> {
  const { deliverySettingWireSchema, toDeliverySettings } = await import('@/lib/cms-contracts');
  return deliverySettingWireSchema.safeParse(data).success ? toDeliverySettings(data) : null;
}

/** Read once per page: staff change it rarely, and the next page load shows the change. */
export const shopSettingQueryOptions = () =>
  queryOptions({
    queryKey: ['shop-setting', locale],
    queryFn: ({ signal }) => getShopSetting(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The shop setting: undefined while it loads or when the CMS failed (the parts that show it wait). */
export function useShopSetting() {
  return useQuery(shopSettingQueryOptions());
}
