import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { LRUCache } from 'lru-cache';
import { availabilityOverlay, keepBoardCurrent } from './live-availability';
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
 * A read the plugin may answer from its cache and keep the answer of: an anonymous GET of a
 * catalogue path, not a forced reload, with no header that changes the answer
 * ({@link changesTheAnswer}; the plugin keys answers by URL alone). Every other request passes the
 * plugin by.
 */
function isCacheableRead(ctx: Context): boolean {
  return (
    ctx.method === 'GET' &&
    CATALOGUE_KEYS.test(`GET:${ctx.path}`) &&
    !ctx.get('authorization') &&
    !ctx.get('cache-control').includes('no-cache') &&
    !changesTheAnswer(ctx.headers) &&
    // Filtered or ordered by `available`: which products it holds moves with every hold.
    !ctx.request.url.includes('available')
  );
}

/** How long after its last answer a copy may stand in for a refill after a stock change, ms. */
export const STALE_COPY_MAX_AGE_MS = 1000;

/** Copies of the last answer of each catalogue URL this process keeps (least recently used dropped first). */
const COPY_ENTRIES = 500;

/** The last answer of one catalogue URL, as the plugin gave it from its cache. */
interface AnswerCopy {
  body: string | Buffer;
  contentType: string;
  /**
   * `writePurges` ({@link purgeCounts}) when it was answered: a copy from before a staff edit or the
   * plugin's own purge is never replayed.
   */
  writePurges: number;
  /** `performance.now()` when it was answered. */
  answeredAt: number;
}

/** Answers `ctx` with `copy` when it may stand in for the refill under way; false when it may not. */
function answerFromCopy(ctx: Context, copy: AnswerCopy | undefined): boolean {
  if (!copy || copy.writePurges !== purgeCounts().writePurges) return false;
  if (performance.now() - copy.answeredAt > STALE_COPY_MAX_AGE_MS) return false;
  ctx.status = 200;
  ctx.set('Content-Type', copy.contentType);
  ctx.body = copy.body;
  ctx.state.responseCache = 'stale';
  return true;
}

/**
 * A catalogue answer as it goes out shows every product's availability as it is now, whenever the
 * answer was kept (docs/decisions/085): stock changes do not purge the cache. It goes out as the
 * overlay's kept bytes with their weak ETag, which `global::catalogue-cache` then keeps.
 */
function fillAvailability(strapi: Core.Strapi, ctx: Context, key: string): void {
  if (ctx.status !== 200) return;
  const body = Buffer.isBuffer(ctx.body) ? ctx.body.toString('utf8') : ctx.body;
  if (typeof body !== 'string') return;
  const filled = availabilityOverlay(strapi).fill(key, body);
  const type = ctx.response.get('Content-Type');
  ctx.body = filled.body;
  // A Buffer body would make Koa answer application/octet-stream.
  if (type) ctx.set('Content-Type', type);
  ctx.response.etag = filled.etag;
}

/**
 * The plugin's cache middleware, wrapped, noting `ctx.state.responseCache` (`hit`, `miss` or
 * `stale`) for the request log. Only the reads `isCacheableRead` admits reach the plugin: one with
 * `Authorization`, `Cache-Control: no-cache` or a `strapi-*` header (`Strapi-Response-Format: v4`
 * would otherwise be kept and served to every shopper, docs/decisions/057) goes to Strapi.
 * - Concurrent misses of one URL (a burst of shoppers right after a purge) ask the database once:
 *   the others wait for the first answer, then read it from the cache.
 * - After a stock change's purge they need not wait: with the memory store, a read that comes while
 *   another refills its URL gets the last answer from before the change (`stale`), if no staff edit
 *   was purged since and it is under {@link STALE_COPY_MAX_AGE_MS} old. Its `available` is at most
 *   one refill late, within the 1 s that stock changes may take to show (docs/decisions/050); under
 *   checkout load the cache is emptied every 250 ms, and such reads would otherwise queue behind
 *   each refill. With Redis (several replicas, whose staff edits this process cannot see) every
 *   read waits.
 * - A read answered from the database while a purge ran may hold the row as it was before the
 *   write; it is dropped instead of kept until the next purge.
 */
export function catalogueResponseCache(strapi: Core.Strapi): (ctx: Context, next: Next) => Promise<void> {
  const plugin = strapi.plugin(STRAPI_CACHE);
  const cache = plugin.middleware('cache') as unknown as (ctx: Context, next: Next) => Promise<void>;
  const keepsCopies = plugin.config('provider') === 'memory';
  const misses = new Map<string, Promise<void>>();
  const copies = new LRUCache<string, AnswerCopy>({ max: COPY_ENTRIES });
  return async (ctx, next) => {
    if (!isCacheableRead(ctx)) return next();
    // The plugin's own clears count from the first read on (its store exists once it has started).
    cacheStore(strapi);
    keepBoardCurrent(strapi);
    const key = `GET:${ctx.request.url}`;
    const running = misses.get(key);
    if (running) {
      if (keepsCopies && answerFromCopy(ctx, copies.get(key))) return fillAvailability(strapi, ctx, key);
      await running.catch(() => undefined);
    }
    const before = purgeCounts();
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
    if (purgeCounts().purges !== before.purges) await cacheStore(strapi)?.del(key);
    ctx.state.responseCache = missed ? 'miss' : 'hit';
    if (missed) {
      // Refilled: no copy from before the refill is replayed after it.
      copies.delete(key);
    } else if (keepsCopies && ctx.status === 200 && (typeof ctx.body === 'string' || Buffer.isBuffer(ctx.body))) {
      copies.set(key, {
        body: ctx.body,
        contentType: ctx.response.get('Content-Type'),
        writePurges: before.writePurges,
        answeredAt: performance.now(),
      });
    }
    // A refill read the availability with the rest; a listing asked once (a new URL) is never cut.
    if (!missed) fillAvailability(strapi, ctx, key);
  };
}
