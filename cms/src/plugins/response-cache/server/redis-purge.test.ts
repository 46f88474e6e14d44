import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandIn, startRedisStandIn } from '../../../../../scripts/stack/stand-ins.ts';
import { responseCacheConfig } from './settings';
import { purgeCachedCatalogue } from './store';

/*
 * Two CMS replicas sharing one Redis (docs/decisions/086): a staff edit through one must drop the
 * answers the other would give, so every replica shows the renamed category at once.
 */

interface CacheProvider {
  init(): void;
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
  clearByRegexp(patterns: RegExp[]): Promise<unknown>;
  client: Redis;
}

const strapiCache = createRequire(import.meta.url)('strapi-cache/strapi-server') as {
  services: { service(deps: { strapi: Core.Strapi }): { getCacheInstance(): CacheProvider } };
};

/** One replica: a Strapi with the plugin configured as config/plugins.ts does for `REDIS_URL`. */
function replica(redisUrl: string): { strapi: Core.Strapi; cache: CacheProvider } {
  const config: Record<string, unknown> = {
    ...responseCacheConfig((key) => (key === 'REDIS_URL' ? redisUrl : undefined)),
    redisClusterNodes: [],
    redisScanDeleteCount: 100,
    debug: false,
  };
  const service = strapiCache.services.service({ strapi: undefined as unknown as Core.Strapi });
  const strapi = {
    plugin: () => ({ config: (key: string) => config[key], service: () => service }),
    log: { warn: () => undefined, info: () => undefined, error: () => undefined },
  } as unknown as Core.Strapi;
  // The plugin's logger reads the global `strapi`; its provider reads the config through the one it is given.
  (globalThis as { strapi?: Core.Strapi }).strapi = strapi;
  const fresh = strapiCache.services.service({ strapi });
  const cache = fresh.getCacheInstance();
  cache.init();
  (strapi as unknown as { plugin: () => unknown }).plugin = () => ({
    config: (key: string) => config[key],
    service: () => fresh,
  });
  return { strapi, cache };
}

let redis: StandIn;
let a: ReturnType<typeof replica>;
let b: ReturnType<typeof replica>;

beforeAll(async () => {
  redis = await startRedisStandIn();
  a = replica(redis.url);
  b = replica(redis.url);
  // The plugin's client queues nothing while connecting (enableOfflineQueue: false): wait for it.
  await Promise.all(
    [a, b].map(({ cache }) =>
      cache.client.status === 'ready' ? undefined : new Promise((resolve) => cache.client.once('ready', resolve)),
    ),
  );
});

afterAll(async () => {
  a?.cache.client.disconnect();
  b?.cache.client.disconnect();
  await redis?.stop();
});

const answer = (title: string) => ({ status: 200, body: JSON.stringify({ data: [{ id: 1, title }] }) });

describe('response cache shared by two replicas through Redis', () => {
  it('an answer kept by one replica is the other’s; a purge through either drops it for both within 1 s', async () => {
    const category = 'GET:/api/categories?filters[id][$eq]=1';
    await a.cache.set(category, answer('Dates'));
    expect(await b.cache.get(category)).toEqual(answer('Dates'));

    const started = performance.now();
    await purgeCachedCatalogue(b.strapi);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await a.cache.get(category)).toBeNull();
    expect(await b.cache.get(category)).toBeNull();

    // Refilled by the other replica with the edited title: both answer it.
    await b.cache.set(category, answer('Fresh Dates'));
    expect(await a.cache.get(category)).toEqual(answer('Fresh Dates'));
  });

  it('a purge leaves what else lives in the same Redis: the rate limits’ counts', async () => {
    const limits = new Redis(redis.url);
    try {
      await limits.set('cms-rate-limit:enquiry-register:203.0.113.7', '3');
      await a.cache.set('GET:/api/banners', answer('Eid'));
      await purgeCachedCatalogue(a.strapi);
      expect(await b.cache.get('GET:/api/banners')).toBeNull();
      expect(await limits.get('cms-rate-limit:enquiry-register:203.0.113.7')).toBe('3');
    } finally {
      limits.disconnect();
    }
  });
});
