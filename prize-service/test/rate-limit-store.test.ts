import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/stack/ports.ts';
import { rateLimitStore } from '../src/rate-limit-store.ts';
import { setupApp } from './helper.ts';

describe('rate-limit store selection', () => {
  const log = () => {};
  it('keeps counters in memory when REDIS_URL is empty', () => {
    expect(rateLimitStore(undefined, log).redis).toBeUndefined();
    expect(rateLimitStore('', log).redis).toBeUndefined();
  });

  it('shares counters through Redis when REDIS_URL is set', async () => {
    const { redis } = rateLimitStore('redis://127.0.0.1:6390/2', log);
    try {
      expect(redis?.options).toMatchObject({ host: '127.0.0.1', port: 6390, db: 2, enableOfflineQueue: false });
    } finally {
      redis?.disconnect();
    }
  });
});

describe('prize-service with REDIS_URL pointing at a Redis that is down', () => {
  let context: Awaited<ReturnType<typeof setupApp>>;

  beforeAll(async () => {
    context = await setupApp({
      REDIS_URL: `redis://127.0.0.1:${await findFreePort()}`,
      PRIZE_VERIFY_RATE_LIMIT_PER_MINUTE: '3',
    });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('code checks stay limited, counted in memory: answered as ever, then 429 rate_limited, never a 5xx', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      statuses.push((await context.app.inject({ method: 'GET', url: `/v1/varifyCode/SAMPLE-${n}` })).statusCode);
    }
    expect(statuses.slice(0, 3).every((status) => status < 500 && status !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
  });
});
