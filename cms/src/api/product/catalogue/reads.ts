import { NOT_SINGLE_LINE, SINGLE_LINE_MESSAGE } from '@outlet-shop/shop-rules';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { DEFAULT_LOCALE } from '../../../i18n/locales';
import { refuseQuery } from '../../../middlewares/invalid-query';
import rateLimit from '../../../middlewares/rate-limit';
import { catalogue } from '.';
import { type CatalogueQuery, CatalogueQueryError, parseCatalogueQuery } from './contract';
import { searchMatches, searchSuggestions } from './search';

/*
 * The catalogue's three public reads, as Koa handlers: the product controller's actions
 * (controllers/product.ts) and the anonymous reads answered ahead of Strapi's router
 * (front.ts) run exactly these.
 */

/** `GET /api/products/search`'s query (docs/api.md): what the shopper typed, the page, the language. */
const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Say what to search for in `q`.' })
    .trim()
    .min(2, 'Search for at least 2 characters.')
    .max(80, 'Search for at most 80 characters.')
    .refine((value) => !NOT_SINGLE_LINE.test(value), SINGLE_LINE_MESSAGE),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
  locale: z.enum([DEFAULT_LOCALE, 'ar']).optional(),
});

/**
 * The catalogue query of `ctx`, or null after answering 400 `invalid_query` with the value's
 * problem as the message (`details: {}`, as every read's value that does not fit its field).
 */
function catalogueQuery(ctx: Context): CatalogueQuery | null {
  try {
    return parseCatalogueQuery(ctx.query as Record<string, unknown>);
  } catch (error) {
    if (!(error instanceof CatalogueQueryError)) throw error;
    refuseQuery(ctx, error.message);
    return null;
  }
}

const SEARCH_LIMIT_MESSAGE = 'Too many searches from your connection. Please wait a minute.';
let searchLimit: ReturnType<typeof rateLimit> | undefined;

/**
 * Counts a search that reads PostgreSQL against the client address's `catalogue-search` allowance
 * (`CMS_SEARCH_RATE_LIMIT` a minute); false when the address is over it and `ctx` has been answered
 * `429 rate_limited` with `Retry-After`.
 */
async function mayReadTheDatabase(strapi: Core.Strapi, ctx: Context): Promise<boolean> {
  searchLimit ??= rateLimit({ bucket: 'catalogue-search', message: SEARCH_LIMIT_MESSAGE }, { strapi });
  let allowed = false;
  await searchLimit(ctx, async () => {
    allowed = true;
  });
  return allowed;
}

/** Answers `body` (JSON bytes) and tells `global::catalogue-cache` how long its prices hold. */
function answerJson(ctx: Context, body: Buffer, freshForMs: number): void {
  ctx.state.catalogueFreshForMs = freshForMs;
  ctx.type = 'application/json';
  ctx.body = body;
}

/**
 * `GET /api/products` (docs/api.md): one page of the products the query's filters select, in its
 * order: `{ data: Product[], meta: { pagination: { page, pageSize, pageCount, total } } }`. The
 * query shapes are the catalogue's contract (contract.ts); 400 `invalid_query` when a value does
 * not fit its field.
 */
export async function readList(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const query = catalogueQuery(ctx);
  if (!query) return;
  const { body, freshForMs } = await catalogue(strapi).list(query);
  answerJson(ctx, body, freshForMs);
}

/** `GET /api/products/:documentId` (docs/api.md): `{ data: Product, meta: {} }`; 404 `NotFoundError` when there is none. */
export async function readEntry(strapi: Core.Strapi, ctx: Context, documentId: string): Promise<void> {
  const query = catalogueQuery(ctx);
  if (!query) return;
  const { body, freshForMs } = await catalogue(strapi).entry(documentId, query);
  if (body === null) {
    ctx.notFound();
    return;
  }
  answerJson(ctx, body, freshForMs);
}

/**
 * `GET /api/products/search?q=…&locale=en|ar&page=1&pageSize=24` (docs/api.md, docs/product.md 2
 * Search, docs/decisions/076, 099): the whole catalogue's products whose title or brand, category or
 * sub-category name matches `q` in either language, a misspelt word or Arabic without its
 * diacritics included; in stock first, then the best match. Answers as `GET /api/products?populate=*`
 * does: `{ data: Product[], meta: { pagination: { page, pageSize, pageCount, total } } }`, in
 * Arabic with `locale=ar`. When nothing matches, `meta.suggestions` offers instead the closest
 * products and the shop's categories (`{ products: [{ id, title }], categories: [{ id, title }] }`,
 * titles in the page's language), so the shopper never ends on a dead page. 400 `invalid_query`
 * when `q` is missing, shorter than 2 or longer than 80 characters or holds a control character, or the page is not a whole number 1–1000 (pageSize 1–100).
 */
export async function readSearch(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const parsed = searchQuerySchema.safeParse(ctx.query);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid search.';
    refuseQuery(ctx, message, { fieldErrors: z.flattenError(parsed.error).fieldErrors });
    return;
  }
  const { q, page, pageSize, locale = DEFAULT_LOCALE } = parsed.data;
  const shop = catalogue(strapi);
  let found = shop.searched(q, locale);
  if (!found) {
    // Only a search that reads PostgreSQL counts against the address's limit (429 answered by it).
    if (!(await mayReadTheDatabase(strapi, ctx))) return;
    const since = shop.writes;
    const matches = await searchMatches(strapi, q);
    const extraMeta = matches.length === 0 ? { suggestions: await searchSuggestions(strapi, q, locale) } : {};
    shop.keepSearch(q, locale, since, matches, extraMeta);
    found = { matches, extraMeta };
  }
  const shown = { ...parseCatalogueQuery({ populate: '*', locale }), page, pageSize };
  const { body, freshForMs } = await shop.searchPage(found.matches, shown, found.extraMeta);
  answerJson(ctx, body, freshForMs);
}
