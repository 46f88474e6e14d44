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

/** Bumped by every clear of the store: a read that was answered from the database across one is not kept. */
let purges = 0;

/**
 * How many times the store has been cleared: a read compares it before and after it was answered.
 * Every clear follows a write (staff edits, media, the plugin's own purges); `writePurges` is the
 * same count, which the product listing read model (src/api/product/listing) reads.
 */
export function purgeCounts(): { purges: number; writePurges: number } {
  return { purges, writePurges: purges };
}

const countedStores = new WeakSet<CacheStore>();

/**
 * Makes every clear of the store count as a purge: the plugin's own clears too (its lifecycle
 * hooks, the admin's "Purge cache" button, `POST /strapi-cache/purge-cache`), so no read answered
 * from the database across one keeps the row from before it.
 */
function countClears(store: CacheStore): CacheStore {
  if (countedStores.has(store)) return store;
  countedStores.add(store);
  for (const method of ['clearByRegexp', 'reset'] as const) {
    const clear = store[method].bind(store) as (...args: unknown[]) => Promise<unknown>;
    store[method] = ((...args: unknown[]) => {
      purges += 1;
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
 * Drops every kept answer of the public catalogue (categories, sub-categories, banners, pages, the
 * shop setting; docs/decisions/050), from memory or from the Redis all CMS replicas share. Called
 * after a write has committed: staff edits and media writes (`purges.ts`), and the plugin's
 * `purge.now()` for a write made behind Strapi's back. Never throws: a cache that cannot be reached
 * is logged (its entries expire by TTL).
 */
export async function purgeCachedCatalogue(strapi: Core.Strapi): Promise<void> {
  try {
    await cacheStore(strapi)?.clearByRegexp([CATALOGUE_KEYS]);
  } catch (error) {
    strapi.log.warn(`Response cache: purge failed (${String(error)}); kept answers expire by their TTL`);
  }
}
