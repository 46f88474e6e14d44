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

let cacheModule: typeof import('./response-cache');

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  vi.resetModules();
  cacheModule = await import('./response-cache');
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

describe('reads while the cache refills', () => {
  it('after a stock change, get the answer from before it at once while another read refills', async () => {
    const cms = cmsWithCatalogue();
    expect(await cms.read()).toMatchObject({ available: 20, cache: 'miss' });
    expect(await cms.read()).toMatchObject({ available: 20, cache: 'hit' });
    cms.database.available = 17;
    await cacheModule.purgeCatalogueAfterStockChange(cms.strapi);
    cms.hold();
    const refill = cms.read();
    const during = cms.read();
    expect(await isSettled(during), 'the second read does not wait for the refill').toBe(true);
    expect(await during).toEqual({ available: 20, price: 10, cache: 'stale' });
    cms.release();
    expect(await refill).toMatchObject({ available: 17, cache: 'miss' });
    expect(await cms.read()).toMatchObject({ available: 17, cache: 'hit' });
  });

  it('after a staff edit, wait for the refill: no price from before it is ever answered', async () => {
    const cms = cmsWithCatalogue();
    await cms.read();
    await cms.read();
    cms.database.price = 12;
    await cacheModule.purgeCachedCatalogue(cms.strapi);
    cms.hold();
    const refill = cms.read();
    const during = cms.read();
    expect(await isSettled(during)).toBe(false);
    cms.release();
    expect(await refill).toMatchObject({ price: 12, cache: 'miss' });
    expect(await during).toMatchObject({ price: 12, cache: 'hit' });
  });

  it("after the plugin's own purge (the admin's Purge cache button), wait for the refill", async () => {
    const cms = cmsWithCatalogue();
    await cms.read();
    await cms.read();
    cms.database.price = 13;
    await cms.instance.reset();
    cms.hold();
    const refill = cms.read();
    const during = cms.read();
    expect(await isSettled(during)).toBe(false);
    cms.release();
    expect(await refill).toMatchObject({ price: 13, cache: 'miss' });
    expect(await during).toMatchObject({ price: 13, cache: 'hit' });
  });

  it('wait when the last answer is over a second old, or the copies are not this process’s to trust (Redis)', async () => {
    const old = cmsWithCatalogue();
    await old.read();
    await old.read();
    await vi.advanceTimersByTimeAsync(cacheModule.STALE_COPY_MAX_AGE_MS + 1);
    await cacheModule.purgeCatalogueAfterStockChange(old.strapi);
    old.hold();
    const oldRefill = old.read();
    const oldDuring = old.read();
    expect(await isSettled(oldDuring)).toBe(false);
    old.release();
    await Promise.all([oldRefill, oldDuring]);

    const shared = cmsWithCatalogue('redis');
    await shared.read();
    await shared.read();
    await vi.advanceTimersByTimeAsync(cacheModule.STOCK_PURGE_WINDOW_MS);
    await cacheModule.purgeCatalogueAfterStockChange(shared.strapi);
    shared.hold();
    const sharedRefill = shared.read();
    const sharedDuring = shared.read();
    expect(await isSettled(sharedDuring)).toBe(false);
    shared.release();
    expect(await sharedDuring).toMatchObject({ available: 20, cache: 'hit' });
    await sharedRefill;
  });
});
