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

/** Whether a translated field holds something: non-blank text, or rich text with at least one block. */
export function hasTranslation(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined;
}
