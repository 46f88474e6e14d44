import { NOT_SINGLE_LINE, SINGLE_LINE_MESSAGE } from '@outlet-shop/shop-rules';
import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { DEFAULT_LOCALE } from '../../../i18n/locales';
import { refuseQuery } from '../../../middlewares/invalid-query';
import { catalogue } from '../catalogue';
import { type CatalogueQuery, CatalogueQueryError, parseCatalogueQuery } from '../catalogue/contract';
import { searchProducts, searchSuggestions } from '../catalogue/search';

const UID = 'api::product.product';

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

/**
 * The product API's public reads, every one answered by the catalogue (catalogue/index.ts,
 * docs/decisions/100) in Strapi's flat shape, English or Arabic (`locale=ar`), with the
 * availability and prices of now. `ctx.state.catalogueFreshForMs` tells `global::catalogue-cache`
 * how long a shared cache may keep the answer before a price in it changes.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * `GET /api/products` (docs/api.md): one page of the products the query's filters select, in its
   * order: `{ data: Product[], meta: { pagination: { page, pageSize, pageCount, total } } }`. The
   * query shapes are the catalogue's contract (catalogue/contract.ts); 400 `invalid_query` when a
   * value does not fit its field.
   */
  async find(ctx: Context) {
    const query = catalogueQuery(ctx);
    if (!query) return;
    const { body, freshForMs } = await catalogue(strapi).list(query);
    ctx.state.catalogueFreshForMs = freshForMs;
    ctx.body = body;
  },

  /** `GET /api/products/:documentId` (docs/api.md): `{ data: Product, meta: {} }`; 404 `NotFoundError` when there is none. */
  async findOne(ctx: Context) {
    const query = catalogueQuery(ctx);
    if (!query) return;
    const { body, freshForMs } = await catalogue(strapi).entry(String(ctx.params.id), query);
    if (body === null) return ctx.notFound();
    ctx.state.catalogueFreshForMs = freshForMs;
    ctx.body = { data: body, meta: {} };
  },

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
  async search(ctx: Context) {
    const parsed = searchQuerySchema.safeParse(ctx.query);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid search.';
      refuseQuery(ctx, message, { fieldErrors: z.flattenError(parsed.error).fieldErrors });
      return;
    }
    const { q, page, pageSize, locale = DEFAULT_LOCALE } = parsed.data;
    const hits = await searchProducts(strapi, q, page, pageSize);
    const shown = parseCatalogueQuery({ populate: '*', locale });
    const { data, freshForMs } = await catalogue(strapi).products(hits.ids, shown);
    const pagination = { page, pageSize, pageCount: Math.ceil(hits.total / pageSize), total: hits.total };
    const suggestions = hits.total === 0 ? await searchSuggestions(strapi, q, locale) : undefined;
    ctx.state.catalogueFreshForMs = freshForMs;
    ctx.body = { data, meta: suggestions ? { pagination, suggestions } : { pagination } };
  },
}));
