import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * How stock changes purge the catalogue's kept answers (docs/decisions/050): at once after a quiet
 * spell, then at most once per 250 ms window, and never lost when the CMS stops.
 */

/** A CMS whose response cache counts its purges. */
function cmsWithCache() {
  const purges: number[] = [];
  const cache = {
    clearByRegexp: async () => {
      purges.push(Date.now());
    },
    reset: async () => undefined,
    del: async () => undefined,
  };
  const strapi = {
    plugin: () => ({ service: () => ({ getCacheInstance: () => cache }) }),
    log: { warn: () => undefined },
  } as unknown as Core.Strapi;
  return { strapi, purges };
}

/** The plugin's server modules, loaded afresh for each test (their purge counters start at 0). */
let cacheModule: typeof import('./store') & typeof import('./purges') & typeof import('./cache');

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  vi.resetModules();
  cacheModule = { ...(await import('./store')), ...(await import('./purges')), ...(await import('./cache')) };
});

afterEach(() => {
  vi.useRealTimers();
});

describe('purges after stock changes', () => {
  it('purges at once after a quiet spell; changes within 250 ms share one purge at the window’s end', async () => {
    const { strapi, purges } = cmsWithCache();
    await cacheModule.purgeCatalogueAfterStockChange(strapi);
    expect(purges).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(50);
    await cacheModule.purgeCatalogueAfterStockChange(strapi);
    await cacheModule.purgeCatalogueAfterStockChange(strapi);
    expect(purges).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(purges).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(purges).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(purges).toHaveLength(2);
    // A quiet spell again: the next change purges at once.
    await cacheModule.purgeCatalogueAfterStockChange(strapi);
    expect(purges).toHaveLength(3);
  });

  it('runs a waiting purge at once when the CMS stops, and only once', async () => {
    const { strapi, purges } = cmsWithCache();
    await cacheModule.purgeCatalogueAfterStockChange(strapi);
    await cacheModule.purgeCatalogueAfterStockChange(strapi);
    expect(purges).toHaveLength(1);
    await cacheModule.flushDeferredStockPurge(strapi);
    expect(purges).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(purges).toHaveLength(2);
    await cacheModule.flushDeferredStockPurge(strapi);
    expect(purges).toHaveLength(2);
  });
});

/**
 * A CMS whose response cache is the plugin's middleware over a memory store, in front of a
 * "database" whose answers the test holds back (`hold()`, then `release()`).
 */
function cmsWithCatalogue(provider: 'memory' | 'redis' = 'memory') {
  const store = new Map<string, string>();
  const database = { available: 20, price: 10 };
  let gate: Promise<void> = Promise.resolve();
  let release = () => {};
  const pluginCache = async (ctx: Context, next: () => Promise<void>) => {
    const key = `GET:${ctx.request.url}`;
    const kept = store.get(key);
    if (kept !== undefined) {
      ctx.status = 200;
      ctx.set('Content-Type', 'application/json');
      ctx.body = kept;
      return;
    }
    await next();
    if (ctx.status === 200) store.set(key, ctx.body as string);
  };
  // The plugin's store: its purge button and its own hooks call `reset` and `clearByRegexp` on it.
  const instance = {
    clearByRegexp: async () => store.clear(),
    reset: async () => store.clear(),
    del: async (key: string) => store.delete(key),
  };
  const strapi = {
    plugin: () => ({
      middleware: () => pluginCache,
      config: () => provider,
      service: () => ({ getCacheInstance: () => instance }),
    }),
    log: { warn: () => undefined },
  } as unknown as Core.Strapi;
  const middleware = cacheModule.catalogueResponseCache(strapi);

  /** A shopper's read of product 1: what it answered, and how the cache answered it. */
  async function read(): Promise<{ available: number; price: number; cache: string }> {
    const headers = new Map<string, string>();
    const url = '/api/products?filters[id][$eq]=1';
    const ctx = {
      method: 'GET',
      path: '/api/products',
      request: { url },
      headers: {},
      get: () => '',
      set: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      response: { get: (name: string) => headers.get(name.toLowerCase()) ?? '' },
      status: 404,
      body: undefined as unknown,
      state: {} as Record<string, unknown>,
    } as unknown as Context;
    await middleware(ctx, async () => {
      const answer = JSON.stringify(database);
      await gate;
      ctx.status = 200;
      ctx.set('Content-Type', 'application/json');
      ctx.body = answer;
    });
    return { ...JSON.parse(ctx.body as string), cache: ctx.state.responseCache };
  }

  return {
    strapi,
    instance,
    database,
    read,
    /** The database's next answers wait until `release()`. */
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

/** Whether `promise` has settled after the pending callbacks have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(5);
  return settled;
}

type Catalogue = ReturnType<typeof cmsWithCatalogue>;
type Read = Awaited<ReturnType<Catalogue['read']>>;

/**
 * Fills the cache with product 1 (a miss, then a hit), runs `change` (a write and its purge), then
 * reads it twice while the database holds its answer: the refill, and a read that comes during it.
 * `waited`: whether that second read waited for the refill.
 */
async function readDuringRefill(
  cms: Catalogue,
  change: () => Promise<unknown>,
): Promise<{ waited: boolean; refill: Read; during: Read }> {
  await cms.read();
  await cms.read();
  await change();
  cms.hold();
  const refill = cms.read();
  const during = cms.read();
  const waited = !(await isSettled(during));
  cms.release();
  return { waited, refill: await refill, during: await during };
}

describe('reads while the cache refills', () => {
  it('after a stock change, get the answer from before it at once while another read refills', async () => {
    const cms = cmsWithCatalogue();
    const { waited, refill, during } = await readDuringRefill(cms, () => {
      cms.database.available = 17;
      return cacheModule.purgeCatalogueAfterStockChange(cms.strapi);
    });
    expect(waited, 'the second read does not wait for the refill').toBe(false);
    expect(during).toEqual({ available: 20, price: 10, cache: 'stale' });
    expect(refill).toMatchObject({ available: 17, cache: 'miss' });
    expect(await cms.read()).toMatchObject({ available: 17, cache: 'hit' });
  });

  it('after a staff edit, wait for the refill: no price from before it is ever answered', async () => {
    const cms = cmsWithCatalogue();
    const { waited, refill, during } = await readDuringRefill(cms, () => {
      cms.database.price = 12;
      return cacheModule.purgeCachedCatalogue(cms.strapi);
    });
    expect(waited).toBe(true);
    expect(refill).toMatchObject({ price: 12, cache: 'miss' });
    expect(during).toMatchObject({ price: 12, cache: 'hit' });
  });

  it("after the plugin's own purge (the admin's Purge cache button), wait for the refill", async () => {
    const cms = cmsWithCatalogue();
    const { waited, during } = await readDuringRefill(cms, () => {
      cms.database.price = 13;
      return cms.instance.reset();
    });
    expect(waited).toBe(true);
    expect(during).toMatchObject({ price: 13, cache: 'hit' });
  });

  it('after a stock change, wait when the last answer is over a second old', async () => {
    const cms = cmsWithCatalogue();
    const { waited, during } = await readDuringRefill(cms, async () => {
      await vi.advanceTimersByTimeAsync(cacheModule.STALE_COPY_MAX_AGE_MS + 1);
      cms.database.available = 17;
      await cacheModule.purgeCatalogueAfterStockChange(cms.strapi);
    });
    expect(waited).toBe(true);
    expect(during).toMatchObject({ available: 17, cache: 'hit' });
  });

  it('after a stock change, wait with Redis: another replica’s staff edits are out of this process’s sight', async () => {
    const cms = cmsWithCatalogue('redis');
    const { waited, during } = await readDuringRefill(cms, () => {
      cms.database.available = 17;
      return cacheModule.purgeCatalogueAfterStockChange(cms.strapi);
    });
    expect(waited).toBe(true);
    expect(during).toMatchObject({ available: 17, cache: 'hit' });
  });
});
