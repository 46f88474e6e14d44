import { checkShopSetting, SOCIAL_NETWORKS } from './contact-details';

/** Reads one setting; empty counts as unset (as `.env.example` leaves keys blank). */
type ReadSetting = (key: string) => string | undefined;

/** A text in each of the shop's languages. */
export interface InLanguages {
  en: string;
  ar: string;
}

/** What the shop setting starts as on a new database (the fields of the `shop-setting` single type). */
export interface ShopSettingDefaults {
  phone: string;
  whatsapp: string;
  email: string;
  address: InLanguages;
  opening_hours: InLanguages;
  instagram_url: string | null;
  facebook_url: string | null;
  tiktok_url: string | null;
  youtube_url: string | null;
}

/** The environment key of each checked field, to name in a refusal. */
const KEYS: Record<string, string> = {
  phone: 'SHOP_PHONE',
  whatsapp: 'SHOP_WHATSAPP',
  ...Object.fromEntries(SOCIAL_NETWORKS.map((network) => [`${network}_url`, `SHOP_${network.toUpperCase()}_URL`])),
};

/**
 * The shop setting's first values (docs/operations.md, Shop setting), from `SHOP_PHONE`,
 * `SHOP_WHATSAPP`, `SHOP_EMAIL`, `SHOP_CONTACT_ADDRESS_EN/AR`, `SHOP_OPENING_HOURS_EN/AR` and
 * `SHOP_<NETWORK>_URL`, with development placeholders. Staff edit the setting afterwards; these are
 * read only while the database has none. Throws naming every key whose value a save would refuse.
 */
export function shopSettingDefaults(read: ReadSetting): ShopSettingDefaults {
  const value = (key: string, fallback: string) => read(key)?.trim() || fallback;
  const defaults: ShopSettingDefaults = {
    phone: value('SHOP_PHONE', '+97148800000'),
    whatsapp: value('SHOP_WHATSAPP', '+971500000000'),
    email: value('SHOP_EMAIL', 'info@outlet-shop.example'),
    address: {
      en: value('SHOP_CONTACT_ADDRESS_EN', 'Dubai Industrial City, Dubai, United Arab Emirates'),
      ar: value('SHOP_CONTACT_ADDRESS_AR', 'مدينة دبي الصناعية، دبي، الإمارات العربية المتحدة'),
    },
    opening_hours: {
      en: value('SHOP_OPENING_HOURS_EN', 'Every day, 9:00 to 21:00'),
      ar: value('SHOP_OPENING_HOURS_AR', 'يومياً من 9:00 إلى 21:00'),
    },
    instagram_url: value('SHOP_INSTAGRAM_URL', 'https://www.instagram.com/'),
    facebook_url: value('SHOP_FACEBOOK_URL', 'https://www.facebook.com/'),
    tiktok_url: value('SHOP_TIKTOK_URL', 'https://www.tiktok.com/'),
    youtube_url: value('SHOP_YOUTUBE_URL', 'https://www.youtube.com/'),
  };
  const problems = checkShopSetting(defaults as unknown as Record<string, unknown>);
  if (problems.length > 0) {
    throw new Error(
      `Invalid shop setting defaults: ${problems.map((p) => `${KEYS[p.field]}: ${p.message}`).join('; ')}`,
    );
  }
  return defaults;
}
