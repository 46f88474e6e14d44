import { DEFAULT_LOCALE } from '../../../i18n/locales';

/** A public product listing the listing read model answers (docs/decisions/085). */
export interface ListingQuery {
  page: number;
  pageSize: number;
  /** `[column, direction]`, the last one on `id` (a page's order never depends on the database's mood). */
  sort: [SortColumn, 'asc' | 'desc'][];
  categoryId?: number;
  subCategoryIds: number[];
  titleContains?: string;
  type?: string;
  idNot?: number;
}

type SortColumn = 'outofstock' | 'price' | 'created_at' | 'id';

/** The storefront's sort fields (LISTING_SORT_FIELDS of shop-rules) and their columns. */
const SORT_COLUMNS: Readonly<Record<string, SortColumn>> = {
  outofstock: 'outofstock',
  price: 'price',
  createdAt: 'created_at',
  id: 'id',
};

/** Strapi's REST page size cap (config/api.ts `maxLimit`), also the public reads' (middlewares/public-query.ts), and default. */
export const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 25;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const onlyKeys = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));
const wholeNumber = (value: unknown): number | undefined =>
  typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

function parseSort(value: unknown): ListingQuery['sort'] | null {
  const fields = typeof value === 'string' ? [value] : Array.isArray(value) ? value : null;
  if (!fields || fields.length === 0) return null;
  const sort: ListingQuery['sort'] = [];
  for (const field of fields) {
    const [name, direction = 'asc', ...rest] = typeof field === 'string' ? field.split(':') : [];
    const column = SORT_COLUMNS[name ?? ''];
    if (!column || rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) return null;
    sort.push([column, direction]);
  }
  return sort.at(-1)?.[0] === 'id' ? sort : null;
}

/** `filters[categories][id][$eq]`, `[sub_categories][id][$in]`, `[title][$containsi]`, `[type][$eq]`, `[id][$ne]`. */
function parseFilters(filters: unknown, query: ListingQuery): boolean {
  if (filters === undefined) return true;
  if (!isRecord(filters) || !onlyKeys(filters, ['categories', 'sub_categories', 'title', 'type', 'id'])) return false;
  const { categories, sub_categories: subCategories, title, type, id } = filters;
  if (categories !== undefined) {
    const eq = isRecord(categories) && isRecord(categories.id) && onlyKeys(categories, ['id']) ? categories.id : null;
    query.categoryId = eq && onlyKeys(eq, ['$eq']) ? wholeNumber(eq.$eq) : undefined;
    if (query.categoryId === undefined) return false;
  }
  if (subCategories !== undefined) {
    const ids = isRecord(subCategories) && isRecord(subCategories.id) ? subCategories.id.$in : null;
    const list = Array.isArray(ids) ? ids : isRecord(ids) ? Object.values(ids) : [];
    query.subCategoryIds = list.map(wholeNumber).filter((value): value is number => value !== undefined);
    if (query.subCategoryIds.length === 0 || query.subCategoryIds.length !== list.length) return false;
    if (!onlyKeys(subCategories as Record<string, unknown>, ['id'])) return false;
    if (!onlyKeys((subCategories as { id: Record<string, unknown> }).id, ['$in'])) return false;
  }
  if (title !== undefined) {
    if (!isRecord(title) || !onlyKeys(title, ['$containsi']) || typeof title.$containsi !== 'string') return false;
    query.titleContains = title.$containsi;
  }
  if (type !== undefined) {
    if (!isRecord(type) || !onlyKeys(type, ['$eq']) || typeof type.$eq !== 'string') return false;
    query.type = type.$eq;
  }
  if (id !== undefined) {
    query.idNot = isRecord(id) && onlyKeys(id, ['$ne']) ? wholeNumber(id.$ne) : undefined;
    if (query.idNot === undefined) return false;
  }
  return true;
}

/**
 * The listing a public `GET /api/products` asks for, when it is one the listing read model answers
 * exactly as Strapi would: `populate=*`, in English, sorted by the storefront's fields ending on
 * `id`, paged, and filtered only by category, sub-categories, a title search, the type or an id to
 * leave out. Null for every other read, which Strapi answers itself (Arabic, other filters, fields,
 * other populates, a page past Strapi's cap).
 *
 * @param query Koa's parsed `ctx.query` (Strapi's qs: nested objects)
 */
export function parseListingQuery(query: Record<string, unknown>): ListingQuery | null {
  if (!onlyKeys(query, ['populate', 'sort', 'pagination', 'filters', 'locale'])) return null;
  if (query.populate !== '*') return null;
  if (query.locale !== undefined && query.locale !== DEFAULT_LOCALE) return null;
  const sort = parseSort(query.sort);
  if (!sort) return null;
  const pagination = query.pagination ?? {};
  if (!isRecord(pagination) || !onlyKeys(pagination, ['page', 'pageSize'])) return null;
  const page = pagination.page === undefined ? 1 : wholeNumber(pagination.page);
  const pageSize = pagination.pageSize === undefined ? DEFAULT_PAGE_SIZE : wholeNumber(pagination.pageSize);
  if (!page || !pageSize || pageSize > MAX_PAGE_SIZE) return null;
  const listing: ListingQuery = { page, pageSize, sort, subCategoryIds: [] };
  return parseFilters(query.filters, listing) ? listing : null;
}
