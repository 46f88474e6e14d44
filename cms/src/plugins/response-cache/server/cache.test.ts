import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The response cache of the catalogue reads that show no product (docs/decisions/050): what it
 * keeps, what it passes by, how reads behave while it refills, and which writes purge it.
 */

/** The plugin's server modules, loaded afresh for each test (their purge counter starts at 0). */
let cacheModule: typeof import('./store') & typeof import('./purges') & typeof import('./cache');

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  vi.resetModules();
  cacheModule = { ...(await import('./store')), ...(await import('./purges')), ...(await import('./cache')) };
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A CMS whose response cache is the plugin's middleware over a memory store, in front of a
 * "database" whose answers the test holds back (`hold()`, then `release()`).
 */
function cmsWithCatalogue() {
  const store = new Map<string, string>();
  const database = { title: 'Dates', reads: 0 };
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
      service: () => ({ getCacheInstance: () => instance }),
    }),
    log: { warn: () => undefined },
  } as unknown as Core.Strapi;
  const middleware = cacheModule.catalogueResponseCache(strapi);

  /** A shopper's read of `url` (category 1 unless told): what it answered, and how the cache answered it. */
  async function read(
    url = '/api/categories?filters[id][$eq]=1',
    headers: Record<string, string> = {},
  ): Promise<{ title: string; cache: string | undefined }> {
    const sent = new Map<string, string>();
    const ctx = {
      method: 'GET',
      path: url.split('?')[0],
      request: { url },
      headers,
      get: (name: string) => headers[name.toLowerCase()] ?? '',
      set: (name: string, value: string) => sent.set(name.toLowerCase(), value),
      response: { get: (name: string) => sent.get(name.toLowerCase()) ?? '' },
      status: 404,
      body: undefined as unknown,
      state: {} as Record<string, unknown>,
    } as unknown as Context;
    await middleware(ctx, async () => {
      database.reads += 1;
      const answer = JSON.stringify({ title: database.title });
      await gate;
      ctx.status = 200;
      ctx.set('Content-Type', 'application/json');
      ctx.body = answer;
    });
    return { ...JSON.parse(ctx.body as string), cache: ctx.state.responseCache as string | undefined };
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

describe('what the response cache keeps', () => {
  it('keeps a category read until a purge: a rename shows from the next read after it', async () => {
    const cms = cmsWithCatalogue();
    expect(await cms.read()).toEqual({ title: 'Dates', cache: 'miss' });
    cms.database.title = 'Fresh Dates';
    expect(await cms.read()).toEqual({ title: 'Dates', cache: 'hit' });
    await cacheModule.purgeCachedCatalogue(cms.strapi);
    expect(await cms.read()).toEqual({ title: 'Fresh Dates', cache: 'miss' });
  });

  it('keeps no product answer: every product read, list, entry or search, goes to the catalogue', async () => {
    const cms = cmsWithCatalogue();
    for (const url of ['/api/products?filters[id][$eq]=1', '/api/products/abc123', '/api/products/search?q=dates']) {
      await cms.read(url);
      expect(await cms.read(url), url).toEqual({ title: 'Dates', cache: undefined });
    }
    expect(cms.database.reads).toBe(6);
  });

  it('passes by a read whose headers change the answer, a forced reload and a staff read', async () => {
    const cms = cmsWithCatalogue();
    await cms.read();
    cms.database.title = 'Fresh Dates';
    const passers: Record<string, string>[] = [
      { 'strapi-response-format': 'v4' },
      { 'cache-control': 'no-cache' },
      { authorization: 'Bearer staff' },
    ];
    for (const headers of passers) {
      expect(await cms.read(undefined, headers), JSON.stringify(headers)).toEqual({
        title: 'Fresh Dates',
        cache: undefined,
      });
    }
    // None of them was kept: a shopper's read still gets the kept answer.
    expect(await cms.read()).toEqual({ title: 'Dates', cache: 'hit' });
  });
});

describe('reads while the cache refills', () => {
  it('concurrent misses of one URL ask the database once; the others get its answer', async () => {
    const cms = cmsWithCatalogue();
    cms.hold();
    const reads = Array.from({ length: 5 }, () => cms.read());
    expect(await isSettled(Promise.all(reads))).toBe(false);
    cms.release();
    const answers = await Promise.all(reads);
    expect(cms.database.reads).toBe(1);
    expect(answers.map((answer) => answer.cache)).toEqual(['miss', 'hit', 'hit', 'hit', 'hit']);
  });

  it('after a staff edit, a read during the refill waits for it: no title from before is answered', async () => {
    const cms = cmsWithCatalogue();
    await cms.read();
    cms.database.title = 'Fresh Dates';
    await cacheModule.purgeCachedCatalogue(cms.strapi);
    cms.hold();
    const refill = cms.read();
    const during = cms.read();
    expect(await isSettled(during)).toBe(false);
    cms.release();
    expect(await refill).toEqual({ title: 'Fresh Dates', cache: 'miss' });
    expect(await during).toEqual({ title: 'Fresh Dates', cache: 'hit' });
  });

  it("a read answered across a purge (the admin's Purge cache button) is not kept", async () => {
    const cms = cmsWithCatalogue();
    cms.hold();
    const refill = cms.read();
    await vi.advanceTimersByTimeAsync(5);
    // The row changes and is purged while the read that fetched the old one is still answering.
    cms.database.title = 'Fresh Dates';
    await cms.instance.reset();
    cms.release();
    expect(await refill).toEqual({ title: 'Dates', cache: 'miss' });
    expect(await cms.read()).toEqual({ title: 'Fresh Dates', cache: 'miss' });
  });
});

describe('which writes purge the kept answers', () => {
  /** A CMS with `purgeCatalogueAfterWrites` registered: `write(uid, action)` runs a document write. */
  function cmsWithWrites() {
    let purges = 0;
    const documentMiddlewares: ((context: { uid: string; action: string }, next: () => unknown) => unknown)[] = [];
    const mediaHooks: Record<string, () => Promise<void>> = {};
    const store = {
      clearByRegexp: async () => {
        purges += 1;
      },
      reset: async () => undefined,
      del: async () => 0,
    };
    const strapi = {
      plugin: () => ({ service: () => ({ getCacheInstance: () => store }) }),
      log: { warn: () => undefined },
      documents: { use: (middleware: (typeof documentMiddlewares)[number]) => documentMiddlewares.push(middleware) },
      db: {
        transaction: async (work: (trx: { onCommit(run: () => void): void }) => Promise<void>) => {
          const committed: (() => void)[] = [];
          await work({ onCommit: (run) => committed.push(run) });
          for (const run of committed) run();
        },
        lifecycles: {
          subscribe: ({ models, ...hooks }: { models: string[] } & Record<string, () => Promise<void>>) => {
            if (models.includes('plugin::upload.file')) Object.assign(mediaHooks, hooks);
          },
        },
      },
    } as unknown as Core.Strapi;
    cacheModule.purgeCatalogueAfterWrites(strapi);
    return {
      purges: () => purges,
      write: async (uid: string, action: string) => {
        for (const middleware of documentMiddlewares) await middleware({ uid, action }, async () => ({}));
      },
      mediaHooks,
    };
  }

  it('a staff edit of a category, banner, page or the shop setting purges once it has committed', async () => {
    const cms = cmsWithWrites();
    await cms.write('api::category.category', 'update');
    await cms.write('api::banner.banner', 'create');
    await cms.write('api::page.page', 'delete');
    await cms.write('api::shop-setting.shop-setting', 'update');
    expect(cms.purges()).toBe(4);
    await cms.write('api::category.category', 'findMany');
    expect(cms.purges(), 'a read purges nothing').toBe(4);
  });

  it('a replaced or deleted media file purges (banner images)', async () => {
    const cms = cmsWithWrites();
    await cms.mediaHooks.afterUpdate?.();
    await cms.mediaHooks.afterDelete?.();
    expect(cms.purges()).toBe(2);
  });

  it('a product write purges nothing: no kept answer shows a product', async () => {
    const cms = cmsWithWrites();
    await cms.write('api::product.product', 'update');
    await cms.write('api::product.product', 'create');
    expect(cms.purges()).toBe(0);
  });
});
