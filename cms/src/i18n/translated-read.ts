import type { Core, UID } from '@strapi/strapi';
import type { Context } from 'koa';
import { DEFAULT_LOCALE, hasTranslation, isTranslatedLocale, type TranslatedLocale } from './locales';
import { isTranslatedType, localizedFields, type TranslatedType } from './localized-fields';

type Entity = Record<string, unknown> & { documentId?: string };
type Attribute = { type: string; target?: string };

/** Text filters a translated answer also matches in the translation (the listing's search). */
const TEXT_OPERATORS = new Set(['$eq', '$eqi', '$contains', '$containsi', '$startsWith', '$startsWithi']);

function attributesOf(strapi: Core.Strapi, uid: string): Record<string, Attribute> {
  return (strapi.getModel(uid as UID.Schema)?.attributes ?? {}) as Record<string, Attribute>;
}

/** Calls `visit` on every translated entity of the answer: the entries and the entries they populate. */
function walk(
  strapi: Core.Strapi,
  uid: string,
  value: unknown,
  visit: (uid: TranslatedType, entity: Entity) => void,
): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(strapi, uid, item, visit);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const entity = value as Entity;
  if (isTranslatedType(strapi, uid)) visit(uid, entity);
  for (const [name, attribute] of Object.entries(attributesOf(strapi, uid))) {
    if (attribute.type === 'relation' && attribute.target && name in entity) {
      walk(strapi, attribute.target, entity[name], visit);
    }
  }
}

/**
 * Drops the alternative texts of the shared images (media not flagged `localized`) of translated
 * entries: they are written in English. A localized image (a banner's) is the translation's own.
 */
function dropImageAltTexts(strapi: Core.Strapi, uid: TranslatedType, entity: Entity): void {
  const localized = new Set(localizedFields(strapi, uid).map((field) => field.name));
  for (const [name, attribute] of Object.entries(attributesOf(strapi, uid))) {
    const media = entity[name];
    if (attribute.type !== 'media' || localized.has(name) || !media || typeof media !== 'object') continue;
    for (const file of [media].flat() as Entity[]) file.alternativeText = null;
  }
}

/**
 * A translated media value in the shape of the English one: each file keeps only the keys the
 * English answer shows (the row read here also has the upload plugin's private columns). Without
 * an English file to copy the shape from, the English value stays.
 */
function mediaInShapeOf(english: unknown, translated: unknown): unknown {
  const sample = Array.isArray(english) ? english[0] : english;
  if (!sample || typeof sample !== 'object' || !translated || typeof translated !== 'object') return english;
  const keys = Object.keys(sample);
  const pick = (file: Entity) => Object.fromEntries(keys.map((key) => [key, file[key] ?? null]));
  if (Array.isArray(translated)) return Array.isArray(english) ? translated.map(pick) : english;
  return Array.isArray(english) ? english : pick(translated as Entity);
}

/**
 * Puts the `locale` translations of the fields its schema flags `localized` over the default-locale
 * entities of `data` (a REST answer's `data`: one entity or a list, with populated relations), in
 * place. Ids, documentIds and every shared field stay the default locale's, so the shop's ids
 * (docs/product.md 2) are the same in every language; `locale` says `ar` where the entry has a
 * translation, `en` where it has none. A translated field that is missing or blank leaves the
 * English text (docs/decisions/048: fallback, field by field); staff see it under Missing
 * translation. The alternative texts of shared images are dropped (they are English).
 */
export async function overlayTranslations(
  strapi: Core.Strapi,
  uid: string,
  data: unknown,
  locale: TranslatedLocale,
): Promise<void> {
  const wanted = new Map<TranslatedType, Set<string>>();
  walk(strapi, uid, data, (type, entity) => {
    if (entity.documentId) wanted.set(type, (wanted.get(type) ?? new Set()).add(entity.documentId));
  });
  const translations = new Map<string, Entity>();
  for (const [type, documentIds] of wanted) {
    const fields = localizedFields(strapi, type);
    const rows: Entity[] = await strapi.db.query(type).findMany({
      where: { documentId: { $in: [...documentIds] }, locale },
      select: ['documentId', ...fields.filter((field) => !field.isMedia).map((field) => field.name)],
      populate: Object.fromEntries(fields.filter((field) => field.isMedia).map((field) => [field.name, true])),
    });
    for (const row of rows) translations.set(`${type}:${row.documentId}`, row);
  }
  walk(strapi, uid, data, (type, entity) => {
    const translation = translations.get(`${type}:${entity.documentId}`);
    for (const { name, isMedia } of localizedFields(strapi, type)) {
      const value = translation?.[name];
      if (!(name in entity) || !hasTranslation(value)) continue;
      entity[name] = isMedia ? mediaInShapeOf(entity[name], value) : value;
    }
    if ('locale' in entity) entity.locale = translation ? locale : DEFAULT_LOCALE;
    dropImageAltTexts(strapi, type, entity);
  });
}

/**
 * `filters` with each search on a translated text field (`{ title: { $containsi: 'تمر' } }`) also
 * finding the entries whose `locale` translation matches: `{ title: f }` becomes
 * `{ $and: [{ $or: [{ title: f }, { documentId: { $in: [...] } }] }] }`. Other filters stay as they are;
 * `filters` itself is never changed (a new object is returned when something is widened).
 */
export async function widenTextFilters(
  strapi: Core.Strapi,
  uid: TranslatedType,
  filters: Record<string, unknown>,
  locale: TranslatedLocale,
): Promise<Record<string, unknown>> {
  const widened: Record<string, unknown> = { ...filters };
  const alternatives: Record<string, unknown>[] = [];
  for (const { name: field } of localizedFields(strapi, uid)) {
    const condition = filters[field];
    if (!condition || typeof condition !== 'object') continue;
    const entries = Object.entries(condition);
    if (!entries.every(([operator, value]) => TEXT_OPERATORS.has(operator) && typeof value === 'string')) continue;
    const rows: Entity[] = await strapi.db.query(uid).findMany({
      where: { locale, [field]: condition },
      select: ['documentId'],
    });
    delete widened[field];
    alternatives.push({
      $or: [{ [field]: condition }, { documentId: { $in: rows.map((row) => row.documentId ?? '') } }],
    });
  }
  if (alternatives.length === 0) return filters;
  return { ...widened, $and: [...((widened.$and as unknown[]) ?? []), ...alternatives] };
}

/** One of Strapi's core read actions (`super.find`, `super.findOne`): it answers the REST body. */
export type CoreRead = (ctx: Context) => Promise<unknown>;

/**
 * `ctx` as `action` sees it, with `query` in place of the request's: state, auth, params, status
 * and body stay the request's own. Neither the request's parsed query (Strapi keeps one per query
 * string, and other middlewares read it) nor its query string (rebuilding it with qs.stringify
 * would cut a long `$in` list at qs's array limit) is touched.
 */
function withQuery(ctx: Context, query: Record<string, unknown>): Context {
  return Object.create(ctx, { query: { value: query, writable: true, enumerable: true } }) as Context;
}

/**
 * A public read (`find` or `findOne`) of a translated content type, for its controller:
 * `read(ctx)` is Strapi's own action (`(view) => super.find(view)`). The controller sees the
 * request's `locale` and decides here:
 * - no `locale`, `locale=en`, or one that is not translated (`locale=*`, the banners' every
 *   language at once): Strapi's action answers the query as it came;
 * - a translated locale (`locale=ar`, src/i18n/locales.ts): Strapi's action answers the default
 *   locale's (English) entries, found, filtered, sorted and paged exactly as in English, a search on
 *   a translated text also matching the translation (widenTextFilters), and the translation is put
 *   over them (overlayTranslations; docs/decisions/048: the Arabic row of English id N, English
 *   where the translation is missing or blank).
 * Returns the action's answer (`{ data, meta }`), which the route sends; errors are the action's.
 */
export async function translatedRead(
  strapi: Core.Strapi,
  uid: TranslatedType,
  ctx: Context,
  read: CoreRead,
): Promise<unknown> {
  const { locale, filters } = ctx.query as Record<string, unknown>;
  if (!isTranslatedLocale(locale)) return read(ctx);
  const query: Record<string, unknown> = { ...ctx.query, locale: DEFAULT_LOCALE };
  if (filters && typeof filters === 'object' && !Array.isArray(filters)) {
    query.filters = await widenTextFilters(strapi, uid, filters as Record<string, unknown>, locale);
  }
  const answer = await read(withQuery(ctx, query));
  const data = (answer as { data?: unknown } | null | undefined)?.data;
  if (data) await overlayTranslations(strapi, uid, data, locale);
  return answer;
}
