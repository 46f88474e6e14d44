import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { LRUCache } from 'lru-cache';
import { CATALOGUE_API_PATHS, CATALOGUE_CONTENT_TYPES, changesTheAnswer } from './settings';

const PLUGIN = 'strapi-cache';

/** The plugin's keys are `${method}:${url}`: every kept answer of a catalogue read. */
const CATALOGUE_KEYS = new RegExp(
  `^GET:(${CATALOGUE_API_PATHS.map((path) => path.replace(/[/-]/g, '\\$&')).join('|')})([/?]|$)`,
);

/** Document service actions that change what the public catalogue shows. */
const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

interface CacheStore {
  clearByRegexp(patterns: RegExp[]): Promise<unknown>;
  reset(): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

/** Bumped by every purge: a read that was answered from the database across a purge is not kept. */
let purges = 0;

/**
 * Bumped by every purge but a stock change's (staff edits, media writes: prices, titles, images):
 * no answer from before one is ever replayed ({@link catalogueResponseCache}'s copies).
 */
let writePurges = 0;

/** Why the catalogue is purged: a stock change (only `available` and `outofstock` moved) or any other write. */
export type PurgeReason = 'stock' | 'write';

/** True only while this module starts a stock change's purge: the store's clear is not a write's. */
let clearingForStock = false;

const countedStores = new WeakSet<CacheStore>();

/**
 * Makes every clear of the store count as a purge, and as a write's unless a stock change's purge
 * started it: the plugin's own clears too (its lifecycle hooks, the admin's "Purge cache" button,
 * `POST /strapi-cache/purge-cache`), so no answer from before one is replayed.
 */
function countClears(store: CacheStore): CacheStore {
  if (countedStores.has(store)) return store;
  countedStores.add(store);
  for (const method of ['clearByRegexp', 'reset'] as const) {
    const clear = store[method].bind(store) as (...args: unknown[]) => Promise<unknown>;
    store[method] = ((...args: unknown[]) => {
      purges += 1;
      if (!clearingForStock) writePurges += 1;
      return clear(...args);
    }) as never;
  }
  return store;
}

function cacheStore(strapi: Core.Strapi): CacheStore | null {
  const service = strapi.plugin(PLUGIN)?.service('service') as { getCacheInstance(): CacheStore | null } | undefined;
  const store = service?.getCacheInstance() ?? null;
  return store && countClears(store);
}

/**
 * Drops every kept answer of the public catalogue (products, categories, sub-categories, banners,
 * pages; docs/decisions/050), from memory or from the Redis all CMS replicas share. Called after a
 * write has committed: staff edits (below) and every stock change the stock service makes in SQL
 * (holds, releases, commits, restocks), which Strapi's lifecycle hooks never see. A product's
 * stock and price also show in lists and through relations, so the whole catalogue goes, not one
 * entry. Never throws: a cache that cannot be reached is logged (its entries expire by TTL).
 * `reason` `stock` lets a read that waits for the refill get the answer from before the change
 * ({@link catalogueResponseCache}); `write` (the default) never does.
 */
export async function purgeCachedCatalogue(strapi: Core.Strapi, reason: PurgeReason = 'write'): Promise<void> {
  // The store's clear counts the purge ({@link countClears}), as a write's unless `reason` is `stock`.
  try {
    const store = cacheStore(strapi);
    let clearing: Promise<unknown> | undefined;
    clearingForStock = reason === 'stock';
    try {
      clearing = store?.clearByRegexp([CATALOGUE_KEYS]);
    } finally {
      clearingForStock = false;
    }
    await clearing;
  } catch (error) {
    strapi.log.warn(`Response cache: purge failed (${String(error)}); kept answers expire by their TTL`);
  }
}

/** Stock changes purge the catalogue at most once per this many ms (availability shows within 1 s). */
export const STOCK_PURGE_WINDOW_MS = 250;
let lastStockPurgeAt = Number.NEGATIVE_INFINITY;
let deferredStockPurge: NodeJS.Timeout | null = null;

/**
 * Purges the catalogue after a stock change the stock service made in SQL (hold, release, commit,
 * restock), at most once per {@link STOCK_PURGE_WINDOW_MS}: the first change after a quiet spell
 * purges at once (awaited); changes within the window after a purge share one purge at the
 * window's end. Shoppers see availability at most 250 ms late, and a sale's burst of checkouts
 * (each holding pieces) does not empty the cache on every hold (docs/performance.md). Prices and
 * staff edits purge at once ({@link purgeCatalogueAfterWrites}).
 */
export async function purgeCatalogueAfterStockChange(strapi: Core.Strapi): Promise<void> {
  if (deferredStockPurge) return;
  const wait = lastStockPurgeAt + STOCK_PURGE_WINDOW_MS - performance.now();
  if (wait <= 0) {
    lastStockPurgeAt = performance.now();
    await purgeCachedCatalogue(strapi, 'stock');
    return;
  }
  deferredStockPurge = setTimeout(() => {
    deferredStockPurge = null;
    lastStockPurgeAt = performance.now();
    void purgeCachedCatalogue(strapi, 'stock');
  }, wait);
  deferredStockPurge.unref();
}

/**
 * Runs a deferred stock purge now, if one waits (the CMS is stopping): with Redis the kept answers
 * outlive this process, and other replicas would show the old availability until the TTL.
 */
export async function flushDeferredStockPurge(strapi: Core.Strapi): Promise<void> {
  if (!deferredStockPurge) return;
  clearTimeout(deferredStockPurge);
  deferredStockPurge = null;
  lastStockPurgeAt = performance.now();
  await purgeCachedCatalogue(strapi, 'stock');
}

/**
 * The plugin mounts its middleware ahead of all of Strapi's (outermost): hits would skip the request
 * log, compression and the catalogue's ETag and Cache-Control. It is taken out here (this plugin's
 * bootstrap, after every register) and mounted by `plugin::response-cache.catalogue` in
 * config/middlewares.ts, inside `global::catalogue-cache`. There is no GraphQL here, so its GraphQL middleware goes too.
 */
export function unmountResponseCachePlugin(strapi: Core.Strapi): void {
  const plugin = strapi.plugin(PLUGIN) as unknown as { middlewares: Record<string, unknown> } | undefined;
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
    !changesTheAnswer(ctx.headers)
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
  /** {@link writePurges} when it was answered: a copy from before a staff edit or the plugin's own purge is never replayed. */
  writePurges: number;
  /** `performance.now()` when it was answered. */
  answeredAt: number;
}

/** Answers `ctx` with `copy` when it may stand in for the refill under way; false when it may not. */
function answerFromCopy(ctx: Context, copy: AnswerCopy | undefined): boolean {
  if (!copy || copy.writePurges !== writePurges) return false;
  if (performance.now() - copy.answeredAt > STALE_COPY_MAX_AGE_MS) return false;
  ctx.status = 200;
  ctx.set('Content-Type', copy.contentType);
  ctx.body = copy.body;
  ctx.state.responseCache = 'stale';
  return true;
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
  const plugin = strapi.plugin(PLUGIN);
  const cache = plugin.middleware('cache') as unknown as (ctx: Context, next: Next) => Promise<void>;
  const keepsCopies = plugin.config('provider') === 'memory';
  const misses = new Map<string, Promise<void>>();
  const copies = new LRUCache<string, AnswerCopy>({ max: COPY_ENTRIES });
  return async (ctx, next) => {
    if (!isCacheableRead(ctx)) return next();
    // The plugin's own clears count from the first read on (its store exists once it has started).
    cacheStore(strapi);
    const key = `GET:${ctx.request.url}`;
    const running = misses.get(key);
    if (running) {
      if (keepsCopies && answerFromCopy(ctx, copies.get(key))) return;
      await running.catch(() => undefined);
    }
    const purgesBefore = purges;
    const writePurgesBefore = writePurges;
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
    if (purges !== purgesBefore) await cacheStore(strapi)?.del(key);
    ctx.state.responseCache = missed ? 'miss' : 'hit';
    if (missed) {
      // Refilled: no copy from before the refill is replayed after it.
      copies.delete(key);
    } else if (keepsCopies && ctx.status === 200 && (typeof ctx.body === 'string' || Buffer.isBuffer(ctx.body))) {
      copies.set(key, {
        body: ctx.body,
        contentType: ctx.response.get('Content-Type'),
        writePurges: writePurgesBefore,
        answeredAt: performance.now(),
      });
    }
  };
}

/**
 * Runs `work` once the current transaction has committed (at once when there is none), as Strapi's
 * own document events do; awaited unless an outer transaction is still open.
 */
async function afterCommit(strapi: Core.Strapi, work: () => Promise<void>): Promise<void> {
  let running: Promise<void> | undefined;
  await strapi.db.transaction(async ({ onCommit }) => {
    onCommit(() => {
      running = work();
    });
  });
  await running;
}

/**
 * Purges the catalogue's kept answers after every write of a catalogue entry through the document
 * service (staff in the admin, scripts), once the write has committed; the plugin's own hooks run
 * inside the transaction, where a read could still fetch and keep the old row. A replaced media
 * file changes the image URLs products show, so media writes purge too.
 */
export function purgeCatalogueAfterWrites(strapi: Core.Strapi): void {
  const catalogue: readonly string[] = CATALOGUE_CONTENT_TYPES;
  const purge = () => afterCommit(strapi, () => purgeCachedCatalogue(strapi));
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (catalogue.includes(context.uid) && WRITE_ACTIONS.has(context.action)) await purge();
    return result;
  });
  strapi.db.lifecycles.subscribe({
    models: ['plugin::upload.file'],
    afterUpdate: purge,
    afterDelete: purge,
  });
}
