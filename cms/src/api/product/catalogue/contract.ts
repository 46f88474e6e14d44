import { CART_LINE_CMS_FIELDS, LISTING_SORT_FIELDS } from '@outlet-shop/shop-rules';
import { DEFAULT_LOCALE, TRANSLATED_LOCALES } from '../../../i18n/locales';
import type { ReadShape } from '../../../middlewares/public-query-shapes';

/**
 * The catalogue's contract (docs/api.md "Query shapes", docs/decisions/100): the product reads the
 * shop's own clients send, as `global::public-query` checks them before any work (400
 * `invalid_query` otherwise), and {@link parseCatalogueQuery}, which turns one into what the
 * catalogue answers. The clients: the storefront (web/src/features/∗/api, also run by the server
 * render), the sitemaps (web-origin/src/seo.ts), the checkout (shop-rules' catalogue-queries.ts),
 * the journeys' and benches' look-ups of test products (tests/support, scripts/bench).
 */

const LOCALES = [DEFAULT_LOCALE, ...TRANSLATED_LOCALES.map((locale) => locale.code)] as const;

/** The storefront's listing orders' fields (`outofstock`, `price`, `createdAt`, `id`). */
const LISTING_SORTS = [
  ...new Set(Object.values(LISTING_SORT_FIELDS).flatMap((fields) => fields.map((field) => field.split(':')[0] ?? ''))),
];

/** Strapi's REST page size cap (config/api.ts `maxLimit`), the largest page a read may ask for. */
export const MAX_PAGE_SIZE = 100;
/** Strapi's default page size, when a read names none. */
export const DEFAULT_PAGE_SIZE = 25;

/** `GET /api/products` and `/api/products/:documentId`'s query shape, checked by `global::public-query`. */
export const PRODUCT_READ: ReadShape = {
  filters: {
    // One product (the product page, the journeys), a set of them (the home tiles, the cart, the
    // checkout), one left out (the benches' cache-free reads).
    id: ['$eq', '$ne', '$in'],
    // The listing's search (counted as a search), a test product by name, a marker that makes a URL new.
    title: ['$containsi', '$eq', '$ne'],
    type: ['$eq'],
    'categories.id': ['$eq', '$in'],
    'sub_categories.id': ['$eq', '$in'],
    // The listing's price cap; the journeys' and benches' look-ups of a product to buy (tests/support/shop.ts, …).
    price: ['$lt', '$lte'],
    available: ['$gte'],
    outofstock: ['$eq'],
    flash_sale: ['$eq'],
    flash_sale_product_pcs: ['$eq'],
    max_order_qut: ['$eq', '$null'],
  },
  populate: { star: true, relations: { img: ['url'] } },
  fields: [...new Set([...CART_LINE_CMS_FIELDS, 'title', 'weight', 'locale', 'updatedAt'])],
  sort: [...new Set([...LISTING_SORTS, 'price', 'id'])],
  locales: LOCALES,
  keys: ['filters', 'populate', 'fields', 'sort', 'pagination'],
};

/** A field a catalogue answer may be sorted by. */
export type SortField = 'outofstock' | 'price' | 'createdAt' | 'id';

/** What a product read answers: which products, in which order, which page, what of each. */
export interface CatalogueQuery {
  locale: string;
  filters: ProductFilters;
  sort: [SortField, 'asc' | 'desc'][];
  page: number;
  pageSize: number;
  /**
   * What each product shows: `fields` names its fields (with `id` and `documentId` always), null
   * for every field that is neither a relation nor an image; `populate` adds every relation and
   * image (`all`, `populate=*`), the first image only (`img`), or nothing; `imageFields` narrows
   * that image to some of its fields (`populate[img][fields][0]=url`).
   */
  projection: { fields: string[] | null; populate: 'all' | 'img' | 'none'; imageFields: string[] | null };
}

/** The filters a product read may combine (all must hold); numbers as the query gave them. */
export interface ProductFilters {
  idEq?: number;
  idNe?: number;
  idIn?: number[];
  titleContains?: string;
  titleEq?: string;
  titleNe?: string;
  type?: string;
  categoryIds?: number[];
  subCategoryIds?: number[];
  /** Price now (a sale window's when one runs), fils: `$lt` is kept as `< value`, `$lte` as `≤ value`. */
  priceLt?: number;
  priceLte?: number;
  availableGte?: number;
  outofstock?: boolean;
  flashSale?: boolean;
  flashSalePieces?: number;
  maxOrderQuantity?: number;
  maxOrderQuantityNull?: boolean;
}

/** A query value the catalogue cannot take (a word where an id goes): the key and why, for a 400. */
export class CatalogueQueryError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

type Query = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `a`, `[a, b]` or qs's `{ 0: a, 1: b }` as a list. */
const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : value === undefined ? [] : [value];

/** The range of the database's `integer`, which ids, pieces and limits are. */
const INTEGER_RANGE = [-2_147_483_648, 2_147_483_647] as const;

function wholeNumber(key: string, value: unknown): number {
  const number = typeof value === 'string' && /^-?\d{1,12}$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (number >= INTEGER_RANGE[0] && number <= INTEGER_RANGE[1]) return number;
  throw new CatalogueQueryError(
    key,
    `\`${key}\` takes a whole number from ${INTEGER_RANGE[0]} to ${INTEGER_RANGE[1]}.`,
  );
}

/** A price in the query (AED, up to 2 decimals) in fils. */
function fils(key: string, value: unknown): number {
  if (typeof value === 'string' && /^\d{1,9}(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 100);
  throw new CatalogueQueryError(key, `\`${key}\` takes an amount in AED (\`60\`, \`12.50\`).`);
}

function flag(key: string, value: unknown): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new CatalogueQueryError(key, `\`${key}\` takes true or false.`);
}

function text(key: string, value: unknown): string {
  if (typeof value === 'string' && !value.includes('\u0000')) return value;
  throw new CatalogueQueryError(key, `\`${key}\` takes text without a NUL character.`);
}

function relationIds(key: string, condition: unknown): number[] {
  const id = isRecord(condition) ? condition.id : undefined;
  if (!isRecord(id)) return [];
  const ids: number[] = [];
  if (id.$eq !== undefined) ids.push(wholeNumber(`${key}[id][$eq]`, id.$eq));
  for (const [index, each] of listOf(id.$in).entries()) ids.push(wholeNumber(`${key}[id][$in][${index}]`, each));
  return ids;
}

function parseFilters(filters: unknown): ProductFilters {
  if (!isRecord(filters)) return {};
  const parsed: ProductFilters = {};
  const condition = (field: string) => (isRecord(filters[field]) ? (filters[field] as Query) : {});
  const id = condition('id');
  if (id.$eq !== undefined) parsed.idEq = wholeNumber('filters[id][$eq]', id.$eq);
  if (id.$ne !== undefined) parsed.idNe = wholeNumber('filters[id][$ne]', id.$ne);
  if (id.$in !== undefined) {
    parsed.idIn = listOf(id.$in).map((each, index) => wholeNumber(`filters[id][$in][${index}]`, each));
  }
  const title = condition('title');
  if (title.$containsi !== undefined) parsed.titleContains = text('filters[title][$containsi]', title.$containsi);
  if (title.$eq !== undefined) parsed.titleEq = text('filters[title][$eq]', title.$eq);
  if (title.$ne !== undefined) parsed.titleNe = text('filters[title][$ne]', title.$ne);
  const type = condition('type');
  if (type.$eq !== undefined) parsed.type = text('filters[type][$eq]', type.$eq);
  if (filters.categories !== undefined) parsed.categoryIds = relationIds('filters[categories]', filters.categories);
  if (filters.sub_categories !== undefined) {
    parsed.subCategoryIds = relationIds('filters[sub_categories]', filters.sub_categories);
  }
  const price = condition('price');
  if (price.$lt !== undefined) parsed.priceLt = fils('filters[price][$lt]', price.$lt);
  if (price.$lte !== undefined) parsed.priceLte = fils('filters[price][$lte]', price.$lte);
  const available = condition('available');
  if (available.$gte !== undefined) parsed.availableGte = wholeNumber('filters[available][$gte]', available.$gte);
  const outofstock = condition('outofstock');
  if (outofstock.$eq !== undefined) parsed.outofstock = flag('filters[outofstock][$eq]', outofstock.$eq);
  const flashSale = condition('flash_sale');
  if (flashSale.$eq !== undefined) parsed.flashSale = flag('filters[flash_sale][$eq]', flashSale.$eq);
  const pieces = condition('flash_sale_product_pcs');
  if (pieces.$eq !== undefined)
    parsed.flashSalePieces = wholeNumber('filters[flash_sale_product_pcs][$eq]', pieces.$eq);
  const maxOrder = condition('max_order_qut');
  if (maxOrder.$eq !== undefined) parsed.maxOrderQuantity = wholeNumber('filters[max_order_qut][$eq]', maxOrder.$eq);
  if (maxOrder.$null !== undefined) parsed.maxOrderQuantityNull = flag('filters[max_order_qut][$null]', maxOrder.$null);
  return parsed;
}

function parseSort(sort: unknown): CatalogueQuery['sort'] {
  const entries = typeof sort === 'string' ? sort.split(',') : listOf(sort);
  return entries.map((entry) => {
    const [field, direction = 'asc'] = String(entry).split(':');
    return [field as SortField, direction === 'desc' ? 'desc' : 'asc'];
  });
}

/** `populate=*`, `populate=img`, `populate[0]=img`, `populate[img][fields][0]=url`. */
function parseProjection(query: Query): CatalogueQuery['projection'] {
  const { populate } = query;
  const fields = query.fields === undefined ? null : listOf(query.fields).map(String);
  if (populate === '*') return { fields, populate: 'all', imageFields: null };
  if (isRecord(populate) && isRecord(populate.img)) {
    const imageFields = listOf(populate.img.fields).map(String);
    return { fields, populate: 'img', imageFields: imageFields.length > 0 ? imageFields : null };
  }
  const wantsImage = populate !== undefined && listOf(populate).includes('img');
  return { fields, populate: wantsImage ? 'img' : 'none', imageFields: null };
}

/**
 * What a product read asks for, from Strapi's parsed query (qs: nested objects and lists) whose
 * shape `global::public-query` has accepted ({@link PRODUCT_READ}). Strapi's defaults hold: page
 * 1 of 25, English, every scalar field and no relation.
 *
 * @throws CatalogueQueryError when a value does not fit its field (a word for an id, `maybe` for a flag).
 */
export function parseCatalogueQuery(query: Query): CatalogueQuery {
  const pagination = isRecord(query.pagination) ? query.pagination : {};
  return {
    locale: typeof query.locale === 'string' ? query.locale : DEFAULT_LOCALE,
    filters: parseFilters(query.filters),
    sort: query.sort === undefined ? [] : parseSort(query.sort),
    page: pagination.page === undefined ? 1 : wholeNumber('pagination[page]', pagination.page),
    pageSize:
      pagination.pageSize === undefined ? DEFAULT_PAGE_SIZE : wholeNumber('pagination[pageSize]', pagination.pageSize),
    projection: parseProjection(query),
  };
}
