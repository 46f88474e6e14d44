import { DEFAULT_LOCALE, hasTranslation } from '../../../i18n/locales';
import type { Availability } from './availability';
import type { CatalogueQuery, ProductFilters, SortField } from './contract';
import { CATEGORY, type CatalogueData, type Entity, type ProductRecord, SUB_CATEGORY } from './data';
import { pricesAt, type ShownPrices } from './prices';

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

/** The fields of a product entry that are neither a relation nor an image (those come only populated). */
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

/** Whether `item` holds every filter of `filters` (PostgreSQL's answer to Strapi's filters, in memory). */
function matches(item: Current, filters: ProductFilters, locale: string): boolean {
  const { product, prices } = item;
  if (filters.idEq !== undefined && product.id !== filters.idEq) return false;
  if (filters.idNe !== undefined && product.id === filters.idNe) return false;
  if (filters.idIn !== undefined && !filters.idIn.includes(product.id)) return false;
  const titles = [product.title];
  const translated = locale === DEFAULT_LOCALE ? undefined : product.translations.get(locale)?.title;
  // A translated read's search also finds the products whose translation matches.
  if (typeof translated === 'string') titles.push(translated);
  if (filters.titleContains !== undefined) {
    const wanted = filters.titleContains.toLowerCase();
    if (!titles.some((title) => title.toLowerCase().includes(wanted))) return false;
  }
  if (filters.titleEq !== undefined && !titles.includes(filters.titleEq)) return false;
  if (filters.titleNe !== undefined && product.title === filters.titleNe) return false;
  if (filters.type !== undefined && product.type !== filters.type) return false;
  if (filters.categoryIds && !filters.categoryIds.some((id) => product.categoryIds.includes(id))) return false;
  if (filters.subCategoryIds && !filters.subCategoryIds.some((id) => product.subCategoryIds.includes(id))) {
    return false;
  }
  if (filters.priceLt !== undefined && !(fils(prices.price) < filters.priceLt)) return false;
  if (filters.priceLte !== undefined && !(fils(prices.price) <= filters.priceLte)) return false;
  if (filters.availableGte !== undefined && !(item.available !== null && item.available >= filters.availableGte)) {
    return false;
  }
  if (filters.outofstock !== undefined && item.outofstock !== filters.outofstock) return false;
  if (filters.flashSale !== undefined && product.flashSale !== filters.flashSale) return false;
  if (filters.flashSalePieces !== undefined && product.flashSalePieces !== filters.flashSalePieces) return false;
  if (filters.maxOrderQuantity !== undefined && product.maxOrderQuantity !== filters.maxOrderQuantity) return false;
  if (
    filters.maxOrderQuantityNull !== undefined &&
    (product.maxOrderQuantity === null) !== filters.maxOrderQuantityNull
  ) {
    return false;
  }
  return true;
}

function sortValue(item: Current, field: SortField): number | null {
  switch (field) {
    case 'outofstock':
      return item.outofstock === null ? null : Number(item.outofstock);
    case 'price':
      return item.prices.price;
    case 'createdAt':
      return item.product.createdAt;
    default:
      return item.product.id;
  }
}

/** PostgreSQL's order: ascending puts nulls last, descending first; `id` ascending breaks ties. */
function compare(sort: CatalogueQuery['sort']) {
  const order = sort.some(([field]) => field === 'id') ? sort : [...sort, ['id', 'asc'] as const];
  return (a: Current, b: Current): number => {
    for (const [field, direction] of order) {
      const x = sortValue(a, field);
      const y = sortValue(b, field);
      if (x === y) continue;
      const sign = direction === 'asc' ? 1 : -1;
      if (x === null) return sign;
      if (y === null) return -sign;
      return x < y ? -sign : sign;
    }
    return 0;
  };
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

/** The entry `item` shows for `query`: its fields in the query's language, prices and availability now. */
function entryOf(data: CatalogueData, item: Current, query: CatalogueQuery): Record<string, unknown> {
  const { product } = item;
  const { locale, projection } = query;
  const isTranslatedRead = locale !== DEFAULT_LOCALE;
  const translation = isTranslatedRead ? product.translations.get(locale) : undefined;
  const wanted = projection.fields ? new Set(['id', 'documentId', ...projection.fields]) : null;
  const shown: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(product.entry)) {
    if (POPULATED.has(name)) {
      if (projection.populate === 'none' || (projection.populate === 'img' && name !== 'img')) continue;
      let populated = name === 'img' ? imageFields(value, projection.imageFields) : value;
      if (isTranslatedRead && (name === 'img' || name === 'img2')) populated = withoutAltText(populated);
      shown[name] = relatedIn(data, name, populated, locale);
      continue;
    }
    if (wanted && !wanted.has(name)) continue;
    if (name in item.prices) shown[name] = item.prices[name as keyof ShownPrices];
    else if (name === 'available') shown[name] = item.available;
    else if (name === 'outofstock') shown[name] = item.outofstock;
    else if (name === 'locale') shown[name] = translation ? locale : DEFAULT_LOCALE;
    else if (translation && name in translation && hasTranslation(translation[name])) shown[name] = translation[name];
    else shown[name] = value;
  }
  return shown;
}

/**
 * One page of the products `query` selects, in its order, each as it shows now: the answer of
 * `GET /api/products` (`{ data, meta: { pagination } }`, Strapi's flat shape).
 */
export function answerList(
  inputs: AnswerInputs,
  query: CatalogueQuery,
): { data: unknown[]; meta: { pagination: Pagination } } {
  const selected: Current[] = [];
  for (const product of inputs.data.products.values()) {
    const item = current(inputs, product);
    if (matches(item, query.filters, query.locale)) selected.push(item);
  }
  selected.sort(compare(query.sort));
  const start = (query.page - 1) * query.pageSize;
  const data = selected.slice(start, start + query.pageSize).map((item) => entryOf(inputs.data, item, query));
  const total = selected.length;
  return {
    data,
    meta: {
      pagination: { page: query.page, pageSize: query.pageSize, pageCount: Math.ceil(total / query.pageSize), total },
    },
  };
}

/** One product by its document id, as `GET /api/products/:documentId` answers it; null when there is none. */
export function answerEntry(inputs: AnswerInputs, documentId: string, query: CatalogueQuery): unknown | null {
  for (const product of inputs.data.products.values()) {
    if (product.documentId === documentId) return entryOf(inputs.data, current(inputs, product), query);
  }
  return null;
}

/** The products of `ids` in that order (the search's hits), as `query` shows them; ids the catalogue lacks are left out. */
export function answerProducts(inputs: AnswerInputs, ids: readonly number[], query: CatalogueQuery): unknown[] {
  return ids.flatMap((id) => {
    const product = inputs.data.products.get(id);
    return product ? [entryOf(inputs.data, current(inputs, product), query)] : [];
  });
}
