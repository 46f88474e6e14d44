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

/**
 * The language of this page. In the browser it is fixed when the page loads; the server renders one
 * page at a time and sets it for each ({@link renderInLocale}).
 */
export let locale: Locale = typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname);

/** Whether this page reads right to left. */
export let isRtl = locale === 'ar';

/** The router's basename: the Arabic shop's routes are the English ones under {@link ARABIC_PREFIX}. */
export let routerBasename = locale === 'ar' ? ARABIC_PREFIX : undefined;

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
 * Resolves once this page can be drawn in its language: its `common` texts (decision 048). The
 * layout waits for it (React `use`). The Arabic font's rules are in the first page's stylesheet
 * (`styles/arabic.css`), so no stylesheet is waited for.
 */
export const localeReady: Promise<unknown> = i18nReady;

/** Loads `namespaces` of this page's language (a route's texts, before its code renders). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

export { i18next };

/**
 * On the server only (web/src/entry-server.tsx): makes `target` the language of the page about to
 * be rendered (`locale`, `isRtl`, `routerBasename` and i18next's language) with its `common` and
 * `namespaces` texts loaded. The server renders one page at a time, so no two renders share it.
 */
export async function renderInLocale(target: Locale, namespaces: readonly Namespace[] = []): Promise<void> {
  locale = target;
  isRtl = target === 'ar';
  routerBasename = target === 'ar' ? ARABIC_PREFIX : undefined;
  await i18nReady;
  await i18next.changeLanguage(target);
  await i18next.loadNamespaces(['common', ...namespaces]);
}

/**
 * A same-origin path as this page's router navigates to it: without the `/ar` prefix in Arabic
 * (the router's basename adds it back), or null when the path is in the other language, which
 * needs a full page load (the language is the page's for its whole life).
 */
export function routerPath(pathname: string): string | null {
  if (localeOfPath(pathname) !== locale) return null;
  if (locale === 'en') return pathname;
  return pathname.slice(ARABIC_PREFIX.length) || '/';
}
