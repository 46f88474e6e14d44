import etag from '@koa/etag';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import conditionalGet from 'koa-conditional-get';
import { changesTheAnswer } from '../plugins/response-cache/server/settings';

/** The public reads every shopper makes: lists, product pages, sub-categories, …, the shop setting. */
const CATALOGUE_PATH = /^\/api\/(products|categories|sub-categories|banners|pages|shop-setting)(\/|$)/;

/** How long shared caches (the edge, a CDN) may keep a public catalogue answer, seconds. */
const SHARED_MAX_AGE_S = 1;

/**
 * `Cache-Control` of a public catalogue answer: shared caches (the edge, a CDN) may keep it 1 s
 * (`s-maxage`), so a staff edit or a stock change shows within 1 s (the catalogue module reads
 * availability as it answers; the CMS's response cache keeps no product answer and is purged on
 * every write, docs/decisions/050), and serve a stale copy only while the CMS fails
 * (`stale-if-error`); browsers revalidate every time (`max-age=0`) with the ETag.
 */
export const CATALOGUE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-if-error=600`;

/**
 * The `Cache-Control` of a public catalogue answer that changes by itself in `freshForMs`
 * milliseconds (a sale window opening or closing; the controller's `ctx.state.catalogueFreshForMs`):
 * `s-maxage` is the whole seconds until then when that is under the usual 1 s, i.e. `s-maxage=0`
 * when the change is less than a second away, so no shared cache answers the old figures after it.
 * Otherwise, or when `freshForMs` is not a number, {@link CATALOGUE_CACHE_CONTROL}.
 *
 * @param freshForMs ms until the answer's next time-dependent change; negative counts as now.
 */
export function catalogueCacheControl(freshForMs: unknown): string {
  if (typeof freshForMs !== 'number' || Number.isNaN(freshForMs)) return CATALOGUE_CACHE_CONTROL;
  const seconds = Math.max(0, Math.floor(freshForMs / 1000));
  if (seconds >= SHARED_MAX_AGE_S) return CATALOGUE_CACHE_CONTROL;
  return `public, max-age=0, s-maxage=${seconds}, stale-if-error=600`;
}

/**
 * Strapi middleware `global::catalogue-cache`: for anonymous `GET`/`HEAD` of the catalogue
 * collections (products too) it sets {@link CATALOGUE_CACHE_CONTROL}, or a shorter `s-maxage` when
 * the controller set `ctx.state.catalogueFreshForMs` ({@link catalogueCacheControl}), and a weak
 * ETag over the JSON answer (@koa/etag), and answers `If-None-Match` with `304 Not Modified` and
 * no body (koa-conditional-get). Requests with `Authorization` (staff, services) are left alone; those
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
    if (ctx.status === 200 || ctx.status === 304) {
      ctx.set('Cache-Control', catalogueCacheControl(ctx.state.catalogueFreshForMs));
    }
  };
};
