import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { changesTheAnswer } from './settings';
import { CATALOGUE_KEYS, cacheStore, purgeCounts, STRAPI_CACHE } from './store';

/**
 * The plugin mounts its middleware ahead of all of Strapi's (outermost): hits would skip the request
 * log, compression and the catalogue's ETag and Cache-Control. It is taken out here (this plugin's
 * bootstrap, after every register) and mounted by `plugin::response-cache.catalogue` in
 * config/middlewares.ts, inside `global::catalogue-cache`. There is no GraphQL here, so its GraphQL middleware goes too.
 */
export function unmountResponseCachePlugin(strapi: Core.Strapi): void {
  const plugin = strapi.plugin(STRAPI_CACHE) as unknown as { middlewares: Record<string, unknown> } | undefined;
  if (!plugin) return;
  const own = new Set(Object.values(plugin.middlewares));
  const app = strapi.server.app as unknown as { middleware: unknown[] };
  app.middleware = app.middleware.filter((middleware) => !own.has(middleware));
}

/**
 * A read the plugin may answer from its cache and keep the answer of: an anonymous GET of a path
 * the cache keeps (`CATALOGUE_API_PATHS`: no product reads), not a forced reload, with no header
 * that changes the answer ({@link changesTheAnswer}; the plugin keys answers by URL alone). Every
 * other request passes the plugin by.
 */
function isCacheableRead(ctx: Context): boolean {
  return (
    ctx.method === 'GET' &&
    CATALOGUE_KEYS.test(`GET:${ctx.path}`) &&
    !ctx.get('authorization') &&
    !ctx.get('cache-control').includes('no-cache') &&
    !changesTheAnswer(ctx.headers)
  );
}

type KoaMiddleware = (ctx: Context, next: Next) => Promise<void>;

/**
 * The plugin's cache middleware, wrapped, noting `ctx.state.responseCache` (`hit` or `miss`) for
 * the request log. Only the reads `isCacheableRead` admits reach the plugin: one with
 * `Authorization`, `Cache-Control: no-cache` or a `strapi-*` header (`Strapi-Response-Format: v4`
 * would otherwise be kept and served to every shopper, docs/decisions/057) goes to Strapi.
 * - Concurrent misses of one URL (a burst of shoppers right after a purge) ask the database once:
 *   the others wait for the first answer, then read it from the cache.
 * - A read answered from the database while a purge ran may hold the row as it was before the
 *   write; it is dropped instead of kept until the next purge.
 */
export function catalogueResponseCache(strapi: Core.Strapi): KoaMiddleware {
  const cache = strapi.plugin(STRAPI_CACHE).middleware('cache') as unknown as KoaMiddleware;
  const misses = new Map<string, Promise<void>>();
  return async (ctx, next) => {
    if (!isCacheableRead(ctx)) return next();
    // The plugin's own clears count from the first read on (its store exists once it has started).
    cacheStore(strapi);
    const key = `GET:${ctx.request.url}`;
    const running = misses.get(key);
    if (running) await running.catch(() => undefined);
    const before = purgeCounts().purges;
    // The plugin goes on to Strapi (`next`) only when it has no kept answer: a miss.
    let missed = false;
    const answered = cache(ctx, () => {
      missed = true;
      return next();
    });
    if (!running) misses.set(key, answered);
    try {
      await answered;
    } finally {
      if (misses.get(key) === answered) misses.delete(key);
    }
    if (purgeCounts().purges !== before) await cacheStore(strapi)?.del(key);
    ctx.state.responseCache = missed ? 'miss' : 'hit';
  };
}
