import etag from '@koa/etag';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import conditionalGet from 'koa-conditional-get';
import { changesTheAnswer } from '../plugins/response-cache/server/settings';

/** The public reads every shopper makes: lists, product pages, sub-categories, …, the shop setting. */
const CATALOGUE_PATH = /^\/api\/(products|categories|sub-categories|banners|pages|shop-setting)(\/|$)/;

/**
 * `Cache-Control` of a public catalogue answer: shared caches (the edge, a CDN) may keep it 1 s
 * (`s-maxage`), so a staff edit or a stock change shows within 1 s (the CMS's own cache is purged
 * on every write, docs/decisions/050), and serve a stale copy only while the CMS fails
 * (`stale-if-error`); browsers revalidate every time (`max-age=0`) with the ETag.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-if-error=600';

/**
 * Strapi middleware `global::catalogue-cache`: for anonymous `GET`/`HEAD` of the catalogue
 * collections it sets {@link CATALOGUE_CACHE_CONTROL} and a weak ETag over the JSON answer
 * (@koa/etag), and answers `If-None-Match` with `304 Not Modified` and no body
 * (koa-conditional-get). Requests with `Authorization` (staff, services) are left alone; those
 * with a `strapi-*` header ({@link changesTheAnswer}: another shape of the same URL) are marked
 * `Cache-Control: private, no-store`, so no shared cache keeps them for the URL's other readers.
 */
export default (_config: unknown, _context: { strapi: Core.Strapi }) => {
  // Weak: the answer may go out gzipped (strapi::compression), so its bytes vary with the encoding.
  const withEtag = etag({ weak: true });
  const withConditionalGet = conditionalGet();
  return async (ctx: Context, next: Next) => {
    const isCatalogueRead =
      (ctx.method === 'GET' || ctx.method === 'HEAD') && CATALOGUE_PATH.test(ctx.path) && !ctx.get('authorization');
    if (!isCatalogueRead) return next();
    if (changesTheAnswer(ctx.headers)) {
      await next();
      ctx.set('Cache-Control', 'private, no-store');
      return;
    }
    await withConditionalGet(ctx, () => withEtag(ctx, next));
    if (ctx.status === 200 || ctx.status === 304) ctx.set('Cache-Control', CATALOGUE_CACHE_CONTROL);
  };
};
