import { NOT_SINGLE_LINE, SINGLE_LINE_MESSAGE } from '@outlet-shop/shop-rules';
import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { DEFAULT_LOCALE, isTranslatedLocale } from '../../../i18n/locales';
import { refuseQuery } from '../../../middlewares/invalid-query';
import { overlayTranslations } from '../../../middlewares/localized-read';
import { parseListingQuery } from '../listing/listing-query';
import { listingReadModel } from '../listing/listing-read';
import { searchProducts, searchSuggestions } from '../search-query';

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

export default factories.createCoreController(UID, ({ strapi }) => {
  const listings = listingReadModel(strapi);
  return {
    /**
     * `GET /api/products` (docs/api.md): a public listing the storefront asks for (`populate=*`, in
     * English, sorted ending on `id`, filtered by category, sub-categories, title, type or an id to
     * leave out) comes from the listing read model (listing/listing-read.ts, docs/decisions/085) in
     * exactly Strapi's shape; every other read is Strapi's own `find`, the Arabic listings included:
     * the read model keeps English cards only, and their translation is put over Strapi's answer by
     * the route's localized read (`ctx.state.translatedLocale`, middlewares/localized-read.ts).
     */
    async find(ctx: Context) {
      const isTranslated = Boolean(ctx.state.translatedLocale);
      const listing =
        ctx.get('authorization') || isTranslated ? null : parseListingQuery(ctx.query as Record<string, unknown>);
      if (!listing) return super.find(ctx);
      ctx.type = 'application/json';
      ctx.body = await listings.read(listing, ctx.state.auth);
    },

    /**
     * `GET /api/products/search?q=…&locale=en|ar&page=1&pageSize=24` (docs/api.md, docs/product.md 2
     * Search, docs/decisions/076): the whole catalogue's products whose title or brand, category or
     * sub-category name matches `q` in either language, a misspelt word or Arabic without its
     * diacritics included; in stock first, then the best match. Answers as `GET /api/products?populate=*`
     * does: `{ data: Product[], meta: { pagination: { page, pageSize, pageCount, total } } }`, in
     * Arabic with `locale=ar`. When nothing matches, `meta.suggestions` offers instead the closest
     * products and the shop's categories (`{ products: [{ id, title }], categories: [{ id, title }] }`,
     * titles in the page's language), so the shopper never ends on a dead page. 400 `invalid_query`
     * when `q` is missing, shorter than 2 or longer than 80 characters or holds a control character, or the page is not a whole number 1–1000 (pageSize 1–100).
     */
    async search(ctx: Context) {
      const query = searchQuerySchema.safeParse(ctx.query);
      if (!query.success) {
        const message = query.error.issues[0]?.message ?? 'Invalid search.';
        refuseQuery(ctx, message, { fieldErrors: z.flattenError(query.error).fieldErrors });
        return;
      }
      const { q, page, pageSize, locale } = query.data;
      const hits = await searchProducts(strapi, q, page, pageSize);
      const found = await strapi.documents(UID).findMany({
        filters: { id: { $in: hits.ids } },
        populate: '*',
        locale: DEFAULT_LOCALE,
      });
      const byId = new Map(found.map((product) => [product.id, product]));
      const ordered = hits.ids.flatMap((id) => byId.get(id) ?? []);
      const data = await strapi.contentAPI.sanitize.output(ordered, strapi.getModel(UID), { auth: ctx.state.auth });
      if (isTranslatedLocale(locale)) await overlayTranslations(strapi, UID, data, locale);
      const pagination = { page, pageSize, pageCount: Math.ceil(hits.total / pageSize), total: hits.total };
      const suggestions = hits.total === 0 ? await searchSuggestions(strapi, q, locale ?? DEFAULT_LOCALE) : undefined;
      ctx.body = { data, meta: suggestions ? { pagination, suggestions } : { pagination } };
    },
  };
});
