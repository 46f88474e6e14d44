import etag from '@koa/etag';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import conditionalGet from 'koa-conditional-get';

/** The public catalogue reads every shopper makes (issue 6): lists, product pages, sub-categories, … */
const CATALOGUE_PATH = /^\/api\/(products|categories|sub-categories|banners|pages)(\/|$)/;

/**
 * `Cache-Control` of a public catalogue answer: shared caches (the nginx edge, a CDN) may keep
 * it 5 s (`s-maxage`), so a staff edit shows within 5 s, and serve it up to 30 s stale while
 * they refresh it in the background; browsers revalidate every time (`max-age=0`) with the ETag.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';

/**
 * Strapi middleware `global::catalogue-cache`: for anonymous `GET`/`HEAD` of the catalogue
 * collections it sets {@link CATALOGUE_CACHE_CONTROL} and a weak ETag over the JSON answer
 * (@koa/etag), and answers `If-None-Match` with `304 Not Modified` and no body
 * (koa-conditional-get). Requests with `Authorization` (staff, services) are left alone.
 */
export default (_config: unknown, _context: { strapi: Core.Strapi }) => {
  // Weak: the answer may go out gzipped (strapi::compression), so its bytes vary with the encoding.
  const withEtag = etag({ weak: true });
  const withConditionalGet = conditionalGet();
  return async (ctx: Context, next: Next) => {
    const isCatalogueRead =
      (ctx.method === 'GET' || ctx.method === 'HEAD') && CATALOGUE_PATH.test(ctx.path) && !ctx.get('authorization');
    if (!isCatalogueRead) return next();
    await withConditionalGet(ctx, () => withEtag(ctx, next));
    if (ctx.status === 200 || ctx.status === 304) ctx.set('Cache-Control', CATALOGUE_CACHE_CONTROL);
  };
};
