import { createServer } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimiter, fastifyRateLimitStore, rateLimitRedis } from './rate-limit.ts';

/** A port nothing listens on: taken, then freed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('rate limits while Redis is down', () => {
  const lines: string[] = [];
  const clients: { disconnect(): void }[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });
  async function downRedis() {
    const redis = rateLimitRedis(`redis://127.0.0.1:${await closedPort()}`, (level, message) =>
      lines.push(`${level}: ${message}`),
    );
    clients.push(redis);
    return redis;
  }

  it('still limits, counted in memory, and logs the outage once', async () => {
    const limiter = createRateLimiter({ keyPrefix: 'test', points: 2, durationSeconds: 60 }, await downRedis());
    await limiter.consume('203.0.113.7');
    await limiter.consume('203.0.113.7');
    const third = await limiter.consume('203.0.113.7').catch((rejection: unknown) => rejection);
    expect(third).toBeInstanceOf(RateLimiterRes);
    expect((third as RateLimiterRes).consumedPoints).toBe(3);
    await expect.poll(() => lines.filter((line) => line.startsWith('warn: Redis unreachable')).length).toBe(1);
  });

  it('gives a Fastify route 429 over its limit, never a 5xx', async () => {
    const app = Fastify();
    await app.register(rateLimit, {
      global: false,
      store: fastifyRateLimitStore({ redis: await downRedis(), nameSpace: 'test-rate-limit:' }),
    });
    app.get('/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
    const statuses = [];
    for (let n = 0; n < 3; n += 1) statuses.push((await app.inject('/limited')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    await app.close();
  });

  it('counts in memory without Redis', async () => {
    const limiter = createRateLimiter({ keyPrefix: 'memory', points: 1, durationSeconds: 60 });
    await limiter.consume('a');
    await expect(limiter.consume('a')).rejects.toBeInstanceOf(RateLimiterRes);
    await limiter.consume('b');
  });
});
