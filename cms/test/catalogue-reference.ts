import type { Core } from '@strapi/strapi';

/*
 * The catalogue's answers worked out the slow way, for the differential test
 * (catalogue-differential.test.ts): the products as Strapi's documents API reads them from the
 * database and its content API sanitizes them for the public, then the shop's rules applied here,
 * from the docs and not from the catalogue module: the prices of now (docs/product.md 3, "Sale
 * window"), the Arabic texts over the English ones (docs/decisions/048, docs/api.md "Languages"),
 * Strapi's filters, PostgreSQL's order and Strapi's paging and projections (docs/api.md "Query shapes").
 */

const PRODUCT = 'api::product.product';
const CATEGORY = 'api::category.category';
const SUB_CATEGORY = 'api::sub-category.sub-category';

/** The product fields with an Arabic text (schema `i18n.localized`), as products answer them. */
const TRANSLATED_PRODUCT_FIELDS = ['title', 'desc', 'ingredients', 'weight'] as const;
/** The fields of a product answer that are relations or media: only `populate` brings them. */
const POPULATED_FIELDS = ['img', 'img2', 'categories', 'sub_categories', 'localizations'] as const;
/** Strapi's page size when a list names none (cms/config/api.ts `rest.defaultLimit`). */
const DEFAULT_PAGE_SIZE = 25;

type Row = Record<string, unknown>;

/** One product as the reference knows it: its public answer (saved prices) and what decides the rest. */
export interface ReferenceProduct {
  /** The English row as the content API sanitizes it with `populate=*` (private fields gone). */
  answer: Row;
  /** The sale window (private fields): AED, instants in ms; null when empty. */
  sale: { price: number | null; startsAt: number | null; endsAt: number | null };
  /** The Arabic row's translated texts, as saved (blank ones too); null without an Arabic row. */
  arabic: Record<(typeof TRANSLATED_PRODUCT_FIELDS)[number], string | null> | null;
}

/** What the database holds now: every English product, and the Arabic titles of categories and sub-categories. */
export interface CatalogueSnapshot {
  products: ReferenceProduct[];
  /** documentId → the Arabic row's title (maybe blank), for the categories that have one. */
  categoryArabic: Map<string, string | null>;
  subCategoryArabic: Map<string, string | null>;
}

/**
 * Reads the catalogue fresh from Strapi's documents API (English rows with `populate: '*'`, the
 * Arabic rows of categories and sub-categories) and sanitizes the products as the public content
 * API does (`auth: undefined`: private fields such as `stock` and the sale window dropped).
 */
export async function readCatalogueSnapshot(strapi: Core.Strapi): Promise<CatalogueSnapshot> {
  const documents = (await strapi
    .documents(PRODUCT)
    .findMany({ locale: 'en', populate: '*', limit: 100_000 } as never)) as unknown as Row[];
  const sanitized = (await strapi.contentAPI.sanitize.output(documents, strapi.getModel(PRODUCT), {
    auth: undefined,
  })) as Row[];
  const products = documents.map((document, index): ReferenceProduct => {
    const arabicRow = ((document.localizations as Row[] | undefined) ?? []).find((row) => row.locale === 'ar');
    return {
      answer: sanitized[index] as Row,
      sale: {
        price: numberOrNull(document.sale_price),
        startsAt: instantOrNull(document.sale_starts_at),
        endsAt: instantOrNull(document.sale_ends_at),
      },
      arabic: arabicRow
        ? {
            title: (arabicRow.title as string | null) ?? null,
            desc: (arabicRow.desc as string | null) ?? null,
            ingredients: (arabicRow.ingredients as string | null) ?? null,
            weight: (arabicRow.weight as string | null) ?? null,
          }
        : null,
    };
  });
  const arabicTitles = async (uid: typeof CATEGORY | typeof SUB_CATEGORY) => {
    const rows = (await strapi
      .documents(uid)
      .findMany({ locale: 'ar', fields: ['title'], limit: 100_000 } as never)) as unknown as Row[];
    return new Map(rows.map((row) => [row.documentId as string, (row.title as string | null) ?? null]));
  };
  return {
    products,
    categoryArabic: await arabicTitles(CATEGORY),
    subCategoryArabic: await arabicTitles(SUB_CATEGORY),
  };
}

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const instantOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Date.parse(String(value));

/** The prices a product shows: AED, its percent off, its discount flag. */
export interface Prices {
  price: number;
  oldprice: number | null;
  discount: boolean | null;
  discoamount: number | null;
}

/**
 * Whether a sale runs at `now` (ms) for a product saved at `price` (docs/product.md 3, "Sale
 * window"): from its start, when it has one, until before its end, when it has one; a window with
 * neither is no sale, nor is a sale price not under the price.
 */
export function saleRunsAt(price: number, sale: ReferenceProduct['sale'], now: number): boolean {
  const { price: salePrice, startsAt, endsAt } = sale;
  return (
    salePrice !== null &&
    (startsAt !== null || endsAt !== null) &&
    (startsAt === null || startsAt <= now) &&
    (endsAt === null || now < endsAt) &&
    salePrice < price
  );
}

/**
 * The prices in force at `now` (ms): while a sale runs ({@link saleRunsAt}), the sale price as
 * `price`, the saved price as `oldprice`, `discount` true and `discoamount` the whole percent
 * saved, rounded; otherwise the saved prices.
 */
export function pricesAt(saved: Prices, sale: ReferenceProduct['sale'], now: number): Prices {
  if (!saleRunsAt(saved.price, sale, now) || sale.price === null) return saved;
  return {
    price: sale.price,
    oldprice: saved.price,
    discount: true,
    discoamount: Math.round(((saved.price - sale.price) / saved.price) * 100),
  };
}

/** A public product read, as the reference understands its query string. */
export interface CatalogueQuery {
  locale: 'en' | 'ar';
  filters: Filter[];
  /** Sort fields in order; empty when the query names none. */
  sort: { field: string; direction: 'asc' | 'desc' }[];
  page: number;
  pageSize: number;
  /** `fields[i]`: the answer's fields besides `id` and `documentId`; null when not narrowed. */
  fields: string[] | null;
  /** `populate=*`, `populate[0]=img`, `populate[img][fields][0]=url`, or nothing populated. */
  populate: 'star' | 'img' | 'img-url' | 'none';
}

/** One `filters[…]` condition: a field (`title`, `categories.id`), an operator and its value(s). */
export interface Filter {
  field: string;
  operator: string;
  values: string[];
}

/**
 * Reads the query string of a product read (`/api/products?…`, `/api/products/:documentId?…`)
 * into a {@link CatalogueQuery}. Understands the shapes of docs/api.md "Query shapes" that the
 * shop's clients send; throws on any other key, so a query the reference cannot judge never
 * passes unjudged.
 */
export function parseCatalogueQuery(search: string): CatalogueQuery {
  const query: CatalogueQuery = {
    locale: 'en',
    filters: [],
    sort: [],
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    fields: null,
    populate: 'none',
  };
  const sortByIndex: [number, string][] = [];
  const fieldsByIndex: [number, string][] = [];
  const filters = new Map<string, Filter & { indexed: [number, string][] }>();
  for (const [key, value] of new URLSearchParams(search)) {
    if (key === 'locale') {
      if (value !== 'en' && value !== 'ar') throw new Error(`the reference reads no locale ${value}`);
      query.locale = value;
    } else if (key === 'populate' && value === '*') {
      query.populate = 'star';
    } else if (key === 'populate[0]' && value === 'img') {
      query.populate = 'img';
    } else if (key === 'populate[img][fields][0]' && value === 'url') {
      query.populate = 'img-url';
    } else if (key === 'pagination[page]') {
      query.page = Number(value);
    } else if (key === 'pagination[pageSize]') {
      query.pageSize = Number(value);
    } else if (key === 'sort') {
      value.split(',').forEach((field, index) => {
        sortByIndex.push([index, field]);
      });
    } else if (/^sort\[\d+\]$/.test(key)) {
      sortByIndex.push([Number(key.slice(5, -1)), value]);
    } else if (/^fields\[\d+\]$/.test(key)) {
      fieldsByIndex.push([Number(key.slice(7, -1)), value]);
    } else if (key.startsWith('filters[')) {
      const segments = [...key.slice('filters'.length).matchAll(/\[([^\]]+)\]/g)].map((match) => match[1] as string);
      const operatorAt = segments.findIndex((segment) => segment.startsWith('$'));
      if (operatorAt < 1) throw new Error(`the reference reads no filter ${key}`);
      const field = segments.slice(0, operatorAt).join('.');
      const operator = segments[operatorAt] as string;
      const rest = segments.slice(operatorAt + 1);
      const id = `${field} ${operator}`;
      const filter = filters.get(id) ?? { field, operator, values: [], indexed: [] };
      filters.set(id, filter);
      if (rest.length === 0) filter.values.push(value);
      else if (rest.length === 1 && /^\d+$/.test(rest[0] as string)) filter.indexed.push([Number(rest[0]), value]);
      else throw new Error(`the reference reads no filter ${key}`);
    } else {
      throw new Error(`the reference reads no query key ${key}`);
    }
  }
  query.sort = sortByIndex
    .sort((a, b) => a[0] - b[0])
    .map(([, field]) => {
      const [name, direction = 'asc'] = field.split(':');
      return { field: name as string, direction: direction.toLowerCase() === 'desc' ? 'desc' : 'asc' };
    });
  if (fieldsByIndex.length > 0) query.fields = fieldsByIndex.sort((a, b) => a[0] - b[0]).map(([, field]) => field);
  query.filters = [...filters.values()].map(({ field, operator, values, indexed }) => ({
    field,
    operator,
    values: [...values, ...indexed.sort((a, b) => a[0] - b[0]).map(([, value]) => value)],
  }));
  return query;
}

/** A product with the prices of now, before projection and language. */
interface PricedProduct {
  row: Row;
  source: ReferenceProduct;
}

/** The product's answer with the prices in force at `now` (its Arabic row's, under `localizations`, too). */
function pricedAt(product: ReferenceProduct, now: number): PricedProduct {
  const reprice = (row: Row): Row => ({ ...row, ...pricesAt(savedPrices(row), product.sale, now) });
  const row = reprice(product.answer);
  if (Array.isArray(row.localizations)) row.localizations = (row.localizations as Row[]).map(reprice);
  return { row, source: product };
}

const savedPrices = (row: Row): Prices => ({
  price: Number(row.price),
  oldprice: numberOrNull(row.oldprice),
  discount: (row.discount as boolean | null) ?? null,
  discoamount: numberOrNull(row.discoamount),
});

/** A filter value as its field holds it: numbers and flags from the query's text. */
function typed(field: string, value: string): unknown {
  if (field === 'title' || field === 'type') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return Number(value);
}

/** Whether `product` passes one filter, as PostgreSQL answers Strapi's SQL (a NULL passes no comparison). */
function passes(product: PricedProduct, filter: Filter, locale: 'en' | 'ar'): boolean {
  const { field, operator, values } = filter;
  const candidates: unknown[] =
    field === 'categories.id' || field === 'sub_categories.id'
      ? ((product.row[field.split('.')[0] as string] as Row[] | undefined) ?? []).map((entry) => entry.id)
      : [product.row[field]];
  // In Arabic a title filter also matches the Arabic title (docs/decisions/048).
  if (field === 'title' && locale === 'ar' && product.source.arabic && ['$containsi', '$eq'].includes(operator)) {
    candidates.push(product.source.arabic.title);
  }
  const wanted = values.map((value) => typed(field, value));
  const compare = (candidate: unknown): boolean => {
    switch (operator) {
      case '$null':
        return wanted[0] === true ? candidate === null || candidate === undefined : candidate != null;
      case '$eq':
        return candidate != null && candidate === wanted[0];
      case '$ne':
        return candidate != null && candidate !== wanted[0];
      case '$in':
        return candidate != null && wanted.includes(candidate);
      case '$lt':
        return candidate != null && Number(candidate) < Number(wanted[0]);
      case '$lte':
        return candidate != null && Number(candidate) <= Number(wanted[0]);
      case '$gt':
        return candidate != null && Number(candidate) > Number(wanted[0]);
      case '$gte':
        return candidate != null && Number(candidate) >= Number(wanted[0]);
      case '$containsi':
        return typeof candidate === 'string' && candidate.toLowerCase().includes(String(wanted[0]).toLowerCase());
      default:
        throw new Error(`the reference reads no operator ${operator}`);
    }
  };
  return candidates.some(compare);
}

/** A sortable value of a field: numbers, flags as 0/1, instants in ms; null stays null. */
function sortValue(row: Row, field: string): number | string | null {
  const value = row[field];
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (field === 'createdAt' || field === 'updatedAt' || field === 'publishedAt') return Date.parse(String(value));
  return typeof value === 'number' ? value : String(value);
}

/**
 * PostgreSQL's order of Strapi's `ORDER BY`: ascending puts NULLs last, descending first; rows
 * still tied are ordered by `id` (ascending unless the sort names `id`).
 */
function compareRows(sort: CatalogueQuery['sort']) {
  const keys = sort.some((key) => key.field === 'id') ? sort : [...sort, { field: 'id', direction: 'asc' as const }];
  return (a: PricedProduct, b: PricedProduct): number => {
    for (const { field, direction } of keys) {
      const left = sortValue(a.row, field);
      const right = sortValue(b.row, field);
      if (left === right) continue;
      if (left === null) return direction === 'asc' ? 1 : -1;
      if (right === null) return direction === 'asc' ? -1 : 1;
      const order = left < right ? -1 : 1;
      return direction === 'asc' ? order : -order;
    }
    return 0;
  };
}

/** Whether a text is there to show: not null and not only spaces. */
const shown = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** The answer's fields of one product for `query`: its projection, then its language. */
function project(product: PricedProduct, query: CatalogueQuery, snapshot: CatalogueSnapshot): Row {
  const { row } = product;
  let answer: Row;
  if (query.fields) {
    answer = { id: row.id, documentId: row.documentId };
    for (const field of query.fields) answer[field] = row[field];
  } else {
    answer = Object.fromEntries(
      Object.entries(row).filter(([key]) => !(POPULATED_FIELDS as readonly string[]).includes(key)),
    );
    if (query.populate === 'star') {
      for (const key of POPULATED_FIELDS) if (key in row) answer[key] = row[key];
    } else if (query.populate === 'img') {
      answer.img = row.img;
    } else if (query.populate === 'img-url') {
      const image = row.img as Row | null;
      answer.img = image ? { id: image.id, documentId: image.documentId, url: image.url } : null;
    }
  }
  return query.locale === 'ar' ? inArabic(answer, product.source, snapshot) : answer;
}

/**
 * The Arabic answer of one product (docs/decisions/048): each translated text from the Arabic row
 * when it is not blank, else the English one; `locale` `ar` when the product has an Arabic row;
 * populated categories and sub-categories likewise; the shared images without their English
 * alternative text. Ids, prices, flags and dates stay the English row's.
 */
function inArabic(answer: Row, product: ReferenceProduct, snapshot: CatalogueSnapshot): Row {
  const arabic = { ...answer };
  for (const field of TRANSLATED_PRODUCT_FIELDS) {
    const text = product.arabic?.[field];
    if (field in arabic && shown(text)) arabic[field] = text;
  }
  if ('locale' in arabic) arabic.locale = product.arabic ? 'ar' : 'en';
  for (const image of ['img', 'img2'] as const) {
    const media = arabic[image] as Row | null | undefined;
    if (media && 'alternativeText' in media) arabic[image] = { ...media, alternativeText: null };
  }
  const relation = (key: string, titles: Map<string, string | null>) => {
    if (!Array.isArray(arabic[key])) return;
    arabic[key] = (arabic[key] as Row[]).map((entry) => {
      const documentId = entry.documentId as string;
      const title = titles.get(documentId);
      return { ...entry, title: shown(title) ? title : entry.title, locale: titles.has(documentId) ? 'ar' : 'en' };
    });
  };
  relation('categories', snapshot.categoryArabic);
  relation('sub_categories', snapshot.subCategoryArabic);
  return arabic;
}

/** The products `query` selects at `now`, in the answer's order, before paging. */
export function selectedAt(query: CatalogueQuery, snapshot: CatalogueSnapshot, now: number): PricedProduct[] {
  return snapshot.products
    .map((product) => pricedAt(product, now))
    .filter((product) => query.filters.every((filter) => passes(product, filter, query.locale)))
    .sort(compareRows(query.sort));
}

/**
 * The answer of `GET /api/products?…` at `now`: `{ data, meta: { pagination: { page, pageSize,
 * pageCount, total } } }`, the products filtered, ordered, paged, projected and in the query's language.
 */
export function expectedList(search: string, snapshot: CatalogueSnapshot, now: number): unknown {
  const query = parseCatalogueQuery(search);
  const selected = selectedAt(query, snapshot, now);
  const start = (query.page - 1) * query.pageSize;
  return {
    data: selected.slice(start, start + query.pageSize).map((product) => project(product, query, snapshot)),
    meta: {
      pagination: {
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(selected.length / query.pageSize),
        total: selected.length,
      },
    },
  };
}

/** The answer of `GET /api/products/:documentId?…` at `now`: `{ data, meta: {} }`, or null when there is no such product. */
export function expectedEntry(documentId: string, search: string, snapshot: CatalogueSnapshot, now: number): unknown {
  const query = parseCatalogueQuery(search);
  const product = snapshot.products.find((entry) => entry.answer.documentId === documentId);
  if (!product) return null;
  return { data: project(pricedAt(product, now), query, snapshot), meta: {} };
}

/**
 * One product of a search's answer (`GET /api/products/search`, docs/api.md): the `populate=*`
 * product in the search's language, with the prices of now. The search's matching and ranking are
 * its own (pg_trgm); the test checks what it answers for each product it finds.
 */
export function expectedSearchProduct(
  documentId: string,
  locale: 'en' | 'ar',
  snapshot: CatalogueSnapshot,
  now: number,
): unknown {
  return (expectedEntry(documentId, `populate=*&locale=${locale}`, snapshot, now) as { data: unknown } | null)?.data;
}
