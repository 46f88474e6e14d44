import type { UID } from '@strapi/strapi';

/** Strapi's default locale: the row whose numeric id is the shop's identity of an entry (decision 048). */
export const DEFAULT_LOCALE = 'en';

/** The other languages staff translate the catalogue into, with the admin's name for each. */
export const TRANSLATED_LOCALES = [{ code: 'ar', name: 'Arabic (ar)' }] as const;

/** A language the public API can answer in besides the default. */
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number]['code'];

/** Whether `value` names one of {@link TRANSLATED_LOCALES}. */
export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return TRANSLATED_LOCALES.some((locale) => locale.code === value);
}

/**
 * The content types staff translate and their translated fields (docs/decisions/048). Everything
 * else (prices, stock, flags, numbers, images, links) is shared by the locales of an entry.
 */
export const TRANSLATED_FIELDS = {
  'api::product.product': ['title', 'desc', 'weight'],
  'api::category.category': ['title'],
  'api::sub-category.sub-category': ['title'],
  'api::banner.banner': ['title'],
  'api::page.page': ['title', 'description', 'body'],
} as const satisfies Partial<Record<UID.ContentType, readonly string[]>>;

/** A content type of {@link TRANSLATED_FIELDS}. */
export type TranslatedType = keyof typeof TRANSLATED_FIELDS;

/** Whether `uid` is one of the translated content types. */
export function isTranslatedType(uid: string): uid is TranslatedType {
  return uid in TRANSLATED_FIELDS;
}

/** Whether a translated field holds something: non-blank text, or rich text with at least one block. */
export function hasTranslation(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined;
}
