import { PRODUCT_READ as product } from '../api/product/catalogue/contract';
import { DEFAULT_LOCALE, TRANSLATED_LOCALES } from '../i18n/locales';

/**
 * The query shapes the CMS's content API reads accept (`global::public-query`, docs/api.md "Query
 * shapes"): exactly what the shop's own clients send, the storefront (web/src/features/∗/api, also
 * run by the server render), the sitemaps (web-origin/src/seo.ts), the checkout's catalogue
 * (checkout-service/src/clients/catalog.ts), the journeys' and benches' look-ups of test products
 * (tests/, scripts/bench). One object per content type (products: the catalogue's contract, api/product/catalogue/contract.ts); a new client query adds its shape here.
 */

/** A filter operator a field may take; `$in` takes a list of at most {@link MAX_LIST_VALUES} values. */
export type FilterOperator = '$eq' | '$ne' | '$in' | '$lt' | '$lte' | '$gt' | '$gte' | '$null' | '$containsi';

/** What one content type's reads may ask for. */
export interface ReadShape {
  /**
   * The fields a list (`find`) may filter on and the operators each takes: a field of the type
   * (`title`), or a relation's id (`categories.id`). Never `$or`, `$and` or `$not`, never another
   * field of a relation, never a relation of a relation.
   */
  filters: Readonly<Record<string, readonly FilterOperator[]>>;
  /**
   * What `populate` may name, one level only: `'*'` (every relation and media field, theirs not
   * populated) when `star`, else relation or media fields by name, each with the `fields` of its
   * own it may narrow to (`populate[img][fields][0]=url`).
   */
  populate: { star: boolean; relations: Readonly<Record<string, readonly string[]>> };
  /** The fields `fields[…]` may narrow the answer to. */
  fields: readonly string[];
  /** The fields a list may be sorted by (`sort=price:asc`, `sort[0]=…`), either direction. */
  sort: readonly string[];
  /** The `locale` values the read takes (`*`: every language at once). */
  locales: readonly string[];
  /** The query's top-level keys besides `locale`; a single type answers neither filters nor paging. */
  keys: readonly ('filters' | 'populate' | 'fields' | 'sort' | 'pagination')[];
}

/** The most values of one `$in` list (the checkout's and the saved cart's 100 ids). */
export const MAX_LIST_VALUES = 100;
/** The longest filter value, characters (a product title, a page slug, a search of the listing). */
export const MAX_FILTER_VALUE_LENGTH = 200;
/** The most sort fields of one read (the listing's three). */
export const MAX_SORT_FIELDS = 3;
/**
 * The last page a list may ask for: 1,000 pages of 100 (the sitemaps page through every product
 * 100 at a time), a catalogue of 100,000 products.
 */
export const MAX_PAGE = 1000;

const LOCALES = [DEFAULT_LOCALE, ...TRANSLATED_LOCALES.map((locale) => locale.code)] as const;
const LIST_KEYS = ['filters', 'populate', 'fields', 'sort', 'pagination'] as const;

const category: ReadShape = {
  filters: { id: ['$eq'], title: ['$eq'] },
  populate: { star: false, relations: {} },
  fields: ['title', 'updatedAt'],
  sort: ['id'],
  locales: LOCALES,
  keys: LIST_KEYS,
};

const subCategory: ReadShape = {
  filters: { id: ['$eq'], 'categories.id': ['$eq'] },
  populate: { star: false, relations: {} },
  fields: ['title'],
  sort: ['title', 'id'],
  locales: LOCALES,
  keys: LIST_KEYS,
};

const banner: ReadShape = {
  filters: { id: ['$eq'], position: ['$eq'] },
  populate: { star: false, relations: { image: [] } },
  fields: [],
  sort: ['position', 'id'],
  // The home page reads every language's banners at once (`locale=*`).
  locales: [...LOCALES, '*'],
  keys: LIST_KEYS,
};

const page: ReadShape = {
  filters: { id: ['$eq'], slug: ['$eq'] },
  populate: { star: false, relations: {} },
  fields: ['slug', 'updatedAt'],
  sort: ['id'],
  locales: LOCALES,
  keys: LIST_KEYS,
};

/** The shop setting: one entry whose route sets what it holds; only the language is the reader's. */
const shopSetting: ReadShape = {
  filters: {},
  populate: { star: false, relations: {} },
  fields: [],
  sort: [],
  locales: LOCALES,
  keys: [],
};

/** What a route other than a content type's list or entry takes: the query keys it reads. */
export interface PlainRoute {
  /** The query's keys; their values are the controller's to check. */
  keys: readonly string[];
}

/**
 * Every content API read with a query, by path: a content type's list (`/api/products`) and entry
 * (`/api/products/:documentId`, which takes `locale`, `populate` and `fields` only), and the
 * catalogue search. Any other `GET /api/…` takes no query at all.
 */
export const PUBLIC_READS: ReadonlyArray<{ path: RegExp; shape: ReadShape | PlainRoute; name: string }> = [
  {
    path: /^\/api\/products\/search\/?$/,
    shape: { keys: ['q', 'page', 'pageSize', 'locale'] },
    name: 'product search',
  },
  { path: /^\/api\/products\/?$/, shape: product, name: 'products' },
  { path: /^\/api\/products\/[^/]+\/?$/, shape: entryOf(product), name: 'product' },
  { path: /^\/api\/categories\/?$/, shape: category, name: 'categories' },
  { path: /^\/api\/categories\/[^/]+\/?$/, shape: entryOf(category), name: 'category' },
  { path: /^\/api\/sub-categories\/?$/, shape: subCategory, name: 'sub-categories' },
  { path: /^\/api\/sub-categories\/[^/]+\/?$/, shape: entryOf(subCategory), name: 'sub-category' },
  { path: /^\/api\/banners\/?$/, shape: banner, name: 'banners' },
  { path: /^\/api\/banners\/[^/]+\/?$/, shape: entryOf(banner), name: 'banner' },
  { path: /^\/api\/pages\/?$/, shape: page, name: 'pages' },
  { path: /^\/api\/pages\/[^/]+\/?$/, shape: entryOf(page), name: 'page' },
  { path: /^\/api\/shop-setting\/?$/, shape: shopSetting, name: 'shop setting' },
];

/** An entry's read (`findOne`): the list's shape without filters, sorting and paging. */
function entryOf(shape: ReadShape): ReadShape {
  return { ...shape, filters: {}, sort: [], keys: shape.keys.filter((key) => key === 'populate' || key === 'fields') };
}
