import type { Core } from '@strapi/strapi';
import { CATALOGUE_API_PATHS } from './settings';

/** The plugin this one works over: it keeps the answers, in memory or in Redis. */
export const STRAPI_CACHE = 'strapi-cache';

/** The plugin's keys are `${method}:${url}`: every kept answer of a catalogue read. */
export const CATALOGUE_KEYS = new RegExp(
  `^GET:(${CATALOGUE_API_PATHS.map((path) => path.replace(/[/-]/g, '\\$&')).join('|')})([/?]|$)`,
);

interface CacheStore {
  clearByRegexp(patterns: RegExp[]): Promise<unknown>;
  reset(): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

/** Bumped by every purge: a read that was answered from the database across a purge is not kept. */
let purges = 0;

/**
 * Bumped by every purge but a stock change's (staff edits, media writes: prices, titles, images):
 * no answer from before one is ever replayed (the copies of `cache.ts`).
 */
let writePurges = 0;

/**
 * How many purges there have been, and how many of them were not a stock change's: a read compares
 * them before and after it was answered.
 */
export function purgeCounts(): { purges: number; writePurges: number } {
  return { purges, writePurges };
}

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

/** The plugin's store, its clears counted ({@link countClears}); null before the plugin has started. */
export function cacheStore(strapi: Core.Strapi): CacheStore | null {
  const service = strapi.plugin(STRAPI_CACHE)?.service('service') as
    | { getCacheInstance(): CacheStore | null }
    | undefined;
  const store = service?.getCacheInstance() ?? null;
  return store && countClears(store);
}

/**
 * Drops every kept answer of the public catalogue (products, categories, sub-categories, banners,
 * pages; docs/decisions/050), from memory or from the Redis all CMS replicas share. Called after a
 * write has committed: staff edits (`purges.ts`) and every stock change the stock service makes in SQL
 * (holds, releases, commits, restocks), which Strapi's lifecycle hooks never see. A product's
 * stock and price also show in lists and through relations, so the whole catalogue goes, not one
 * entry. Never throws: a cache that cannot be reached is logged (its entries expire by TTL).
 * `reason` `stock` lets a read that waits for the refill get the answer from before the change
 * (`cache.ts`); `write` (the default) never does.
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
