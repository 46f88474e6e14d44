import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '@/locales/en/common.json';

/**
 * The shop's languages (docs/decisions/048): English at the spec's paths, Arabic under `/ar`.
 * The language is the page's for its whole life: the language switch is a full page load.
 */
export type Locale = 'en' | 'ar';

/** The path prefix of the Arabic shop. */
export const ARABIC_PREFIX = '/ar';

/** The language a path is in: `/ar` and `/ar/…` are Arabic, every other path English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? 'ar' : 'en';
}

/** The language of this page. */
export const locale: Locale = typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname);

/** Whether this page reads right to left. */
export const isRtl = locale === 'ar';

/** The router's basename: the Arabic shop's routes are the English ones under {@link ARABIC_PREFIX}. */
export const routerBasename = locale === 'ar' ? ARABIC_PREFIX : undefined;

/**
 * A path of the shop (`/products/2`, as docs/product.md 2 spells it) in `target`'s language:
 * `/ar/products/2` in Arabic, `/products/2` in English; `/` is `/ar` in Arabic.
 */
export function pathIn(target: Locale, path: string): string {
  if (target === 'en') return path;
  return path === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${path}`;
}

/** The query parameter the CMS answers Arabic to (cms/src/middlewares/localized-read.ts); none in English. */
export function cmsLocaleParams(): [string, string][] {
  return locale === 'en' ? [] : [['locale', locale]];
}

/** The namespaces besides `common`, each loaded with the routes that use it. */
export type Namespace = 'common' | 'checkout' | 'contact' | 'marketing';

// Everything but English `common` (bundled, the first page's texts) loads on demand: Arabic only on /ar.
const loaders = import.meta.glob<{ default: ResourceKey }>(['../locales/*/*.json', '!../locales/en/common.json']);

const lazyResources: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/**
 * i18next with react-i18next: English `common` is in the bundle; other namespaces and every
 * Arabic text load on demand. Resolves once this page's language has its `common` texts.
 */
export const i18nReady = i18next
  .use(initReactI18next)
  .use(lazyResources)
  .init({
    lng: locale,
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/**
 * Resolves once this page can be drawn in its language: its `common` texts and, in Arabic, the
 * Arabic font faces (loaded only on /ar, decision 048). The layout waits for it (React `use`).
 */
export const localeReady: Promise<unknown> = Promise.all([
  i18nReady,
  locale === 'ar' ? import('../styles/arabic.css') : null,
]);

/** Loads `namespaces` of this page's language (a route's texts, before its code renders). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

export { i18next };

const PAYMENT_LOCALE_KEY = 'outlet-shop:payment-locale';

/** Remembers this page's language while the card payment runs in another page (Stripe's). */
export function rememberPaymentLocale(): void {
  sessionStorage.setItem(PAYMENT_LOCALE_KEY, locale);
}

/**
 * Where to go instead when the card page returns an Arabic shopper to the English
 * `/check_out?session_id=…` (the return URL has no language): the same address under `/ar`, or null.
 */
export function paymentReturnRedirect(location: Pick<Location, 'pathname' | 'search'>): string | null {
  const isReturn = location.pathname === '/check_out' && new URLSearchParams(location.search).has('session_id');
  if (!isReturn || sessionStorage.getItem(PAYMENT_LOCALE_KEY) !== 'ar') return null;
  sessionStorage.removeItem(PAYMENT_LOCALE_KEY);
  return `${ARABIC_PREFIX}${location.pathname}${location.search}`;
}
