import type { Core } from '@strapi/strapi';
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
