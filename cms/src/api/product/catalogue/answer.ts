import { DEFAULT_LOCALE, hasTranslation } from '../../../i18n/locales';
import type { Availability } from './availability';
import type { CatalogueQuery, ProductFilters, SortField } from './contract';
import { CATEGORY, type CatalogueData, type Entity, type ProductRecord, SUB_CATEGORY } from './data';
import { pricesAt, type ShownPrices } from './prices';
import type { SearchMatch } from './search';

/** The inputs of one answer besides the query: the data, availability now and the time. */
export interface AnswerInputs {
  data: CatalogueData;
  /** Availability now, when the board has the product; else the figure read with it. */
  availabilityOf: (product: ProductRecord) => Availability | undefined;
  /** The answer's time, ms since the epoch. */
  now: number;
}

/** A product as one answer sees it: its record, its prices and availability now. */
interface Current {
  product: ProductRecord;
  prices: ShownPrices;
  available: number | null;
  outofstock: boolean | null;
}

/** Strapi's REST paging meta. */
export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

/** The fields of a product entry that are relations or images: shown only when populated. */
const POPULATED = new Set(['img', 'img2', 'categories', 'sub_categories', 'localizations']);
/** The populated fields that hold a category's or sub-category's entries. */
const RELATED: Readonly<Record<string, string>> = { categories: CATEGORY, sub_categories: SUB_CATEGORY };

const fils = (aed: number) => Math.round(aed * 100);

function current(inputs: AnswerInputs, product: ProductRecord): Current {
  const live = inputs.availabilityOf(product);
  return {
    product,
    prices: pricesAt(product, inputs.now),
    available: live ? live.available : product.available,
    outofstock: live ? live.outofstock : product.outofstock,
  };
}

/** The titles a title filter looks at in `locale`: the English one, and the translation's when the read is translated. */
function titlesIn(product: ProductRecord, locale: string): string[] {
  const translated = locale === DEFAULT_LOCALE ? undefined : product.translations.get(locale)?.title;
  // A translated read's search also finds the products whose translation matches.
  return typeof translated === 'string' ? [product.title, translated] : [product.title];
}

/**
 * Whether `product` holds the filters on what it keeps (ids, titles, type, relations, limits):
 * PostgreSQL's answer to Strapi's filters, in memory. `wanted` is the title search in lower case.
 */
function holdsKept(product: ProductRecord, filters: ProductFilters, locale: string, wanted: string | null): boolean {
  if (filters.idEq !== undefined && product.id !== filters.idEq) return false;
  if (filters.idNe !== undefined && product.id === filters.idNe) return false;
  if (filters.idIn !== undefined && !filters.idIn.includes(product.id)) return false;
  if (filters.type !== undefined && product.type !== filters.type) return false;
  if (filters.categoryIds && !filters.categoryIds.some((id) => product.categoryIds.includes(id))) return false;
  if (filters.subCategoryIds && !filters.subCategoryIds.some((id) => product.subCategoryIds.includes(id))) {
    return false;
  }
  if (filters.flashSale !== undefined && product.flashSale !== filters.flashSale) return false;
  if (filters.flashSalePieces !== undefined && product.flashSalePieces !== filters.flashSalePieces) return false;
  if (filters.maxOrderQuantity !== undefined && product.maxOrderQuantity !== filters.maxOrderQuantity) return false;
  if (
    filters.maxOrderQuantityNull !== undefined &&
    (product.maxOrderQuantity === null) !== filters.maxOrderQuantityNull
  ) {
    return false;
  }
  if (filters.titleNe !== undefined && product.title === filters.titleNe) return false;
  if (wanted === null && filters.titleEq === undefined) return true;
  const titles = titlesIn(product, locale);
  if (filters.titleEq !== undefined && !titles.includes(filters.titleEq)) return false;
  return wanted === null || titles.some((title) => title.toLowerCase().includes(wanted));
}

/** Whether `item` holds the filters on what changes: the price and availability of now. */
function holdsLive(item: Current, filters: ProductFilters): boolean {
  const price = fils(item.prices.price);
  if (filters.priceLt !== undefined && !(price < filters.priceLt)) return false;
  if (filters.priceLte !== undefined && !(price <= filters.priceLte)) return false;
  if (filters.availableGte !== undefined && !(item.available !== null && item.available >= filters.availableGte)) {
    return false;
  }
  return filters.outofstock === undefined || item.outofstock === filters.outofstock;
}

/** An item's value of `field` as a number for ordering; NaN for none (SQL's NULL). */
function sortValue(item: Current, field: SortField): number {
  switch (field) {
    case 'outofstock':
      return item.outofstock === null ? Number.NaN : Number(item.outofstock);
    case 'price':
      return item.prices.price;
    case 'createdAt':
      return item.product.createdAt;
    default:
      return item.product.id;
  }
}

/**
 * `items` in PostgreSQL's order of `sort`: ascending puts nulls last, descending first; `id`
 * ascending breaks ties. Each item's values are read once into typed arrays, then its index is
 * ordered by them.
 */
function sortItems(items: Current[], sort: CatalogueQuery['sort']): Current[] {
  const order = sort.some(([field]) => field === 'id') ? sort : [...sort, ['id', 'asc'] as const];
  const count = items.length;
  const width = order.length;
  // Row-major: item i's values at i * width … i * width + width - 1; NaN sorts as SQL's NULL.
  const values = new Float64Array(count * width);
  const signs = new Int8Array(width);
  for (let column = 0; column < width; column += 1) {
    const [field, direction] = order[column] as [SortField, 'asc' | 'desc'];
    signs[column] = direction === 'asc' ? 1 : -1;
    for (let index = 0; index < count; index += 1) {
      values[index * width + column] = sortValue(items[index] as Current, field);
    }
  }
  const indexes = new Uint32Array(count);
  for (let index = 0; index < count; index += 1) indexes[index] = index;
  indexes.sort((a, b) => {
    for (let column = 0; column < width; column += 1) {
      const x = values[a * width + column] as number;
      const y = values[b * width + column] as number;
      if (x === y) continue;
      const sign = signs[column] as number;
      if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : sign;
      if (Number.isNaN(y)) return -sign;
      return x < y ? -sign : sign;
    }
    return 0;
  });
  const sorted: Current[] = new Array(count);
  for (let index = 0; index < count; index += 1) sorted[index] = items[indexes[index] as number] as Current;
  return sorted;
}

/** The populated category or sub-category entries of `entry[name]` in `locale`. */
function relatedIn(data: CatalogueData, name: string, entries: unknown, locale: string): unknown {
  const uid = RELATED[name];
  if (!uid || locale === DEFAULT_LOCALE || !Array.isArray(entries)) return entries;
  return entries.map((related: Entity) => {
    const title = data.relatedTitles.get(`${uid}:${related.documentId}`)?.get(locale);
    const translated = data.relatedTitles.get(`${uid}:${related.documentId}`)?.has(locale) ?? false;
    return {
      ...related,
      ...(hasTranslation(title) ? { title } : {}),
      ...('locale' in related ? { locale: translated ? locale : DEFAULT_LOCALE } : {}),
    };
  });
}

/** An image as a translated answer shows it: the shared image's alternative text is written in English. */
const withoutAltText = (image: unknown) =>
  image && typeof image === 'object' ? { ...(image as object), alternativeText: null } : image;

/** Only `fields` of an image (with its `id` and `documentId`, as Strapi answers them). */
function imageFields(image: unknown, fields: string[] | null): unknown {
  if (!fields || !image || typeof image !== 'object') return image;
  const file = image as Record<string, unknown>;
  return Object.fromEntries(
    ['id', 'documentId', ...fields].filter((key) => key in file).map((key) => [key, file[key]]),
  );
}

/** The fields an answer writes at its own moment: the prices of now and the availability of now. */
const LIVE_FIELDS = ['price', 'oldprice', 'discount', 'discoamount', 'available', 'outofstock'] as const;
type LiveField = (typeof LIVE_FIELDS)[number];
const isLive = (name: string): name is LiveField => (LIVE_FIELDS as readonly string[]).includes(name);

/** The most views of one product kept serialized (languages × field choices); more empty its views. */
const MAX_VIEWS_PER_PRODUCT = 16;

/** What a product shows for `query` besides its live fields: each name, and its value in the query's language. */
function keptPart(data: CatalogueData, product: ProductRecord, query: CatalogueQuery): Record<string, unknown> {
  const { locale, projection } = query;
  const isTranslatedRead = locale !== DEFAULT_LOCALE;
  const translation = isTranslatedRead ? product.translations.get(locale) : undefined;
  const wanted = projection.fields ? new Set(['id', 'documentId', ...projection.fields]) : null;
  const shown: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(product.entry)) {
    // The translations' own entries end the answer with their live fields (liveParts).
    if (name === 'localizations') continue;
    if (POPULATED.has(name)) {
      if (projection.populate === 'none' || (projection.populate === 'img' && name !== 'img')) continue;
      let populated = name === 'img' ? imageFields(value, projection.imageFields) : value;
      if (isTranslatedRead && (name === 'img' || name === 'img2')) populated = withoutAltText(populated);
      shown[name] = relatedIn(data, name, populated, locale);
      continue;
    }
    if (isLive(name) || (wanted && !wanted.has(name))) continue;
    if (name === 'locale') shown[name] = translation ? locale : DEFAULT_LOCALE;
    else if (translation && name in translation && hasTranslation(translation[name])) shown[name] = translation[name];
    else shown[name] = value;
  }
  return shown;
}

/**
 * The product's view for `query` up to its live fields, serialized once and kept with the product
 * (so a write, which replaces the product's record, drops it): the JSON object without its closing
 * brace, `{"id":1,…,"locale":"ar"`.
 */
function viewOf(data: CatalogueData, product: ProductRecord, query: CatalogueQuery): Buffer {
  const { locale, projection } = query;
  const key = `${locale}|${projection.populate}|${projection.fields?.join(',') ?? ''}|${projection.imageFields?.join(',') ?? ''}`;
  const kept = product.views.get(key);
  if (kept) return kept;
  const view = Buffer.from(JSON.stringify(keptPart(data, product, query)).slice(0, -1), 'utf8');
  if (product.views.size >= MAX_VIEWS_PER_PRODUCT) product.views.clear();
  product.views.set(key, view);
  return view;
}

/** The live fields of `item` as JSON members: `,"price":15,…,"outofstock":false` (only `fields`, when named). */
function liveMembers(item: Current, fields: readonly string[] | null): string {
  const { price, oldprice, discount, discoamount } = item.prices;
  if (!fields) {
    return `,"price":${price},"oldprice":${oldprice},"discount":${discount},"discoamount":${discoamount},"available":${item.available},"outofstock":${item.outofstock}`;
  }
  const values: Record<LiveField, unknown> = {
    price,
    oldprice,
    discount,
    discoamount,
    available: item.available,
    outofstock: item.outofstock,
  };
  let members = '';
  for (const name of LIVE_FIELDS) if (fields.includes(name)) members += `,"${name}":${JSON.stringify(values[name])}`;
  return members;
}

/**
 * The product's translation entries (`localizations`, populated by `populate=*`) up to their live
 * fields, serialized once and kept with the product like its views.
 */
function localizationViews(product: ProductRecord): Buffer[] {
  const entries = product.entry.localizations;
  if (!Array.isArray(entries)) return [];
  return entries.map((entry: Record<string, unknown>, index) => {
    const key = `localizations|${index}`;
    const kept = product.views.get(key);
    if (kept) return kept;
    const view = Buffer.from(
      JSON.stringify(Object.fromEntries(Object.entries(entry).filter(([name]) => !isLive(name)))).slice(0, -1),
      'utf8',
    );
    product.views.set(key, view);
    return view;
  });
}

/**
 * What ends `item`'s JSON object for `query`, written at answer time: its live fields, then (with
 * `populate=*`) its translations' entries, each with the same live fields (a document's locales
 * share its stock and prices), then `}`. Strings are ASCII.
 */
function liveParts(item: Current, query: CatalogueQuery): (Buffer | string)[] {
  const members = liveMembers(item, query.projection.fields);
  if (query.projection.populate !== 'all' || !Array.isArray(item.product.entry.localizations)) return [`${members}}`];
  const parts: (Buffer | string)[] = [`${members},"localizations":[`];
  const full = liveMembers(item, null);
  localizationViews(item.product).forEach((view, index) => {
    parts.push(index > 0 ? `,` : '', view, `${full}}`);
  });
  parts.push(']}');
  return parts;
}

/**
 * A JSON answer `{"data":<items' entries>…` for `query`, ending with `tail`: each item's kept view
 * and its live parts, written into one buffer.
 */
function answerBytes(
  data: CatalogueData,
  items: readonly Current[],
  query: CatalogueQuery,
  head: string,
  tail: string,
): Buffer {
  const parts: (Buffer | string)[] = [];
  items.forEach((item, index) => {
    if (index > 0) parts.push(',');
    parts.push(viewOf(data, item.product, query), ...liveParts(item, query));
  });
  let length = Buffer.byteLength(head) + Buffer.byteLength(tail);
  for (const part of parts) length += part.length;
  const bytes = Buffer.allocUnsafe(length);
  let at = bytes.write(head);
  for (const part of parts) at += typeof part === 'string' ? bytes.write(part, at, 'latin1') : part.copy(bytes, at);
  at += bytes.write(tail, at);
  return bytes.subarray(0, at);
}

/**
 * One page of the products `query` selects, in its order, each as it shows now: the answer of
 * `GET /api/products` (`{ data, meta: { pagination } }`, Strapi's flat shape), JSON bytes.
 */
export function answerList(inputs: AnswerInputs, query: CatalogueQuery): Buffer {
  const { filters, locale } = query;
  const wanted = filters.titleContains === undefined ? null : filters.titleContains.toLowerCase();
  const matching: Current[] = [];
  for (const product of inputs.data.products.values()) {
    if (!holdsKept(product, filters, locale, wanted)) continue;
    const item = current(inputs, product);
    if (holdsLive(item, filters)) matching.push(item);
  }
  const selected = sortItems(matching, query.sort);
  const start = (query.page - 1) * query.pageSize;
  const total = selected.length;
  const pagination: Pagination = {
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
    total,
  };
  const page = selected.slice(start, start + query.pageSize);
  return answerBytes(inputs.data, page, query, '{"data":[', `],"meta":${JSON.stringify({ pagination })}}`);
}

/** One product by its document id, as `GET /api/products/:documentId` answers it (`{ data, meta: {} }`, JSON bytes); null when there is none. */
export function answerEntry(inputs: AnswerInputs, documentId: string, query: CatalogueQuery): Buffer | null {
  for (const product of inputs.data.products.values()) {
    if (product.documentId !== documentId) continue;
    return answerBytes(inputs.data, [current(inputs, product)], query, '{"data":', ',"meta":{}}');
  }
  return null;
}

/**
 * One page of a search's matches (best first, by id on ties), in stock first with the availability
 * of now, as `query` shows them: `{ data, meta: { pagination, …extra } }` JSON bytes. Matches the
 * catalogue no longer has are left out.
 */
export function answerSearch(
  inputs: AnswerInputs,
  matches: readonly SearchMatch[],
  query: CatalogueQuery,
  extraMeta: Record<string, unknown> = {},
): Buffer {
  const found = matches.flatMap((match, rank) => {
    const product = inputs.data.products.get(match.id);
    return product ? [{ item: current(inputs, product), rank }] : [];
  });
  const inStockFirst = (outofstock: boolean | null) => (outofstock === false ? 0 : outofstock === true ? 1 : 2);
  found.sort((a, b) => inStockFirst(a.item.outofstock) - inStockFirst(b.item.outofstock) || a.rank - b.rank);
  const start = (query.page - 1) * query.pageSize;
  const total = found.length;
  const pagination: Pagination = {
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
    total,
  };
  const page = found.slice(start, start + query.pageSize).map(({ item }) => item);
  return answerBytes(
    inputs.data,
    page,
    query,
    '{"data":[',
    `],"meta":${JSON.stringify({ pagination, ...extraMeta })}}`,
  );
}
