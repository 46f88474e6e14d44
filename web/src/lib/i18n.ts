import { setupI18n } from '@lingui/core';
import { use } from 'react';
import type { CompiledCatalogue } from '../../compile-catalogues.ts';

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

/** The query parameter the CMS answers Arabic to (its catalogue and translated reads, docs/architecture.md "Two languages"); none in English. */
export function cmsLocaleParams(): [string, string][] {
  return locale === 'en' ? [] : [['locale', locale]];
}

/**
 * The shop's text files (namespaces), each loaded with the routes that use it; `errors`, the
 * services' refusals by code, when one reaches the shopper (web/src/lib/api-client.ts).
 */
export type Namespace = 'common' | 'checkout' | 'contact' | 'marketing' | 'errors';

/** The English texts of each namespace: the reference for the keys `t` accepts. */
type Texts = {
  common: typeof import('@/locales/en/common.json');
  checkout: typeof import('@/locales/en/checkout.json');
  contact: typeof import('@/locales/en/contact.json');
  marketing: typeof import('@/locales/en/marketing.json');
  errors: typeof import('@/locales/en/errors.json');
};

/** Every dotted key of a text file whose value is `Value` (a text, or a list of texts). */
type KeysOf<Group, Value> = {
  [Key in keyof Group & string]: Group[Key] extends Value
    ? Key
    : Group[Key] extends string | readonly unknown[]
      ? never
      : `${Key}.${KeysOf<Group[Key], Value>}`;
}[keyof Group & string];

/** A text's key in `Ns` (`cart.button`). */
export type TextKey<Ns extends Namespace> = KeysOf<Texts[Ns], string>;

/** Values for a text's placeholders (`{count}`, `{title}`), and how to read it. */
export type TextOptions = Record<string, unknown> & {
  /** Another namespace than the hook's, for this text only. */
  ns?: Namespace;
  /** What to show when the key has no text (a server's own message, an unknown code). */
  defaultValue?: string;
};

/** A namespace's `t`: the text of a key in this page's language, its placeholders filled in. */
export interface TranslateFunction<Ns extends Namespace> {
  (key: KeysOf<Texts[Ns], readonly string[]>, options: { returnObjects: true }): string[];
  (key: TextKey<'common'>, options: TextOptions & { ns: 'common' }): string;
  (key: TextKey<Ns>, options?: TextOptions): string;
}

/**
 * Lingui's runtime (`@lingui/core`) holds this page's texts. The text files are compiled as they
 * are bundled (web/compile-catalogues.ts), each under its namespace (`checkout:summary.title`).
 */
export const i18n = setupI18n();

type Catalogue = { default: CompiledCatalogue };

// Every text file loads on demand, so a page loads its own language's texts only. The busy page's
// texts are the build's (web/vite.config.ts writes them into that page), never the app's.
const loaders = import.meta.glob<Catalogue>(['../locales/*/*.json', '!../locales/*/busy.json']);

/** The namespaces loading, by `language:namespace`, and those loaded. */
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

function addCatalogue(language: Locale, namespace: Namespace, catalogue: CompiledCatalogue): void {
  i18n.load(
    language,
    Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [`${namespace}:${key}`, message])),
  );
  loaded.add(`${language}:${namespace}`);
}

// The page's language from the start: a text asked for before its file has loaded reads as its key.
i18n.activate(locale);

function loadNamespace(language: Locale, namespace: Namespace): Promise<void> {
  const name = `${language}:${namespace}`;
  if (loaded.has(name)) return Promise.resolve();
  let load = loading.get(name);
  if (!load) {
    const importTexts = loaders[`../locales/${language}/${namespace}.json`];
    if (!importTexts) throw new Error(`No texts for ${name}`);
    load = importTexts().then((module) => addCatalogue(language, namespace, module.default));
    // A failed load (the network) is tried again by the next page that needs it.
    load.catch(() => loading.delete(name));
    loading.set(name, load);
  }
  return load;
}

/**
 * Resolves once this page can be drawn in its language: its `common` texts (decision 048). The
 * layout waits for it (React `use`). The Arabic font's rules are in the first page's stylesheet
 * (`styles/arabic.css`), so no stylesheet is waited for.
 */
export const localeReady: Promise<void> = loadNamespace(locale, 'common');

/** Loads `namespaces` of this page's language (a route's texts, before its code renders). */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await Promise.all(namespaces.map((namespace) => loadNamespace(locale, namespace)));
}

/**
 * The text of `key` in `namespace` (`errors.generic` in `common`), in this page's language, with
 * `options`' placeholder values; `defaultValue` answers a key with no text.
 */
export function translate(namespace: Namespace, key: string, options?: TextOptions): string {
  const id = `${options?.ns ?? namespace}:${key}`;
  if (options?.defaultValue !== undefined && !Object.hasOwn(i18n.messages, id)) return options.defaultValue;
  return i18n._(id, options);
}

/** The texts of the list `key` in `namespace` (`nutButter.points`), in this page's language. */
function translateList(namespace: Namespace, key: string): string[] {
  const items: string[] = [];
  for (let index = 0; Object.hasOwn(i18n.messages, `${namespace}:${key}.${index}`); index += 1) {
    items.push(translate(namespace, `${key}.${index}`));
  }
  return items;
}

/** One `t` per namespace, the same on every render (it reads the language when called). */
const translateFunctions = new Map<Namespace, unknown>();

function translateFunction<Ns extends Namespace>(namespace: Ns): TranslateFunction<Ns> {
  let t = translateFunctions.get(namespace);
  if (!t) {
    t = (key: string, options?: TextOptions & { returnObjects?: true }) =>
      options?.returnObjects ? translateList(namespace, key) : translate(namespace, key, options);
    translateFunctions.set(namespace, t);
  }
  return t as TranslateFunction<Ns>;
}

/**
 * A component's texts (React Suspense until `namespace` has loaded, as a route's loader usually
 * has already): `const { t } = useTranslation('checkout')`, then `t('summary.title')`. `t` is the
 * same function on every render, so it can stand in an effect's dependencies.
 */
export function useTranslation<Ns extends Namespace = 'common'>(
  namespace: Ns = 'common' as Ns,
): { t: TranslateFunction<Ns> } {
  // Suspends only while the texts load (React 19 `use`); loaded texts are read at once.
  if (!loaded.has(`${locale}:${namespace}`)) use(loadNamespace(locale, namespace));
  return { t: translateFunction(namespace) };
}

/**
 * On the server only (web/src/entry-server.tsx): makes `target` the language of the page about to
 * be rendered (`locale`, `isRtl`, `routerBasename` and Lingui's locale) with its `common` and
 * `namespaces` texts loaded. The server renders one page at a time, so no two renders share it.
 */
export async function renderInLocale(target: Locale, namespaces: readonly Namespace[] = []): Promise<void> {
  locale = target;
  isRtl = target === 'ar';
  routerBasename = target === 'ar' ? ARABIC_PREFIX : undefined;
  await Promise.all(['common' as const, ...namespaces].map((namespace) => loadNamespace(target, namespace)));
  i18n.activate(target);
}
