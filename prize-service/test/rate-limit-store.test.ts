import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/stack/ports.ts';
import { rateLimitStore } from '../src/rate-limit-store.ts';
import { setupApp } from './helper.ts';

describe('rate-limit store selection', () => {
  it('keeps counters in memory when REDIS_URL is empty', () => {
    expect(rateLimitStore(undefined)).toEqual({});
    expect(rateLimitStore('')).toEqual({});
  });

  it('shares counters through Redis when REDIS_URL is set', async () => {
    const store = rateLimitStore('redis://127.0.0.1:6390/2');
    try {
      expect(store.nameSpace).toBe('prize-rate-limit:');
      expect(store.redis?.options).toMatchObject({ host: '127.0.0.1', port: 6390, db: 2, enableOfflineQueue: false });
    } finally {
      store.redis?.disconnect();
    }
  });
});

describe('prize-service with REDIS_URL pointing at a Redis that is down', () => {
  let context: Awaited<ReturnType<typeof setupApp>>;

  beforeAll(async () => {
    context = await setupApp({ REDIS_URL: `redis://127.0.0.1:${await findFreePort()}` });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('code checks fail closed with 503 service_unavailable (the limit is never skipped)', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/v1/varifyCode/SAMPLE-1' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('service_unavailable');
  });
});
