import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it } from 'vitest';
import { closeRateLimitStore, createRateLimiter } from './rate-limit-store';

afterAll(() => closeRateLimitStore());

const lines: string[] = [];
const log = (level: string, message: string) => lines.push(`${level}: ${message}`);

describe('rate-limit store', () => {
  it('counts in memory without REDIS_URL', () => {
    expect(createRateLimiter({ keyPrefix: 't1', points: 1, durationSeconds: 60 }, '', log)).toBeInstanceOf(
      RateLimiterMemory,
    );
  });

  it('counts in Redis with REDIS_URL, and still limits in memory while Redis is unreachable, saying so once', async () => {
    const limiter = createRateLimiter({ keyPrefix: 't2', points: 2, durationSeconds: 60 }, 'redis://127.0.0.1:1', log);
    expect(limiter).toBeInstanceOf(RateLimiterRedis);
    await limiter.consume('203.0.113.7');
    await limiter.consume('203.0.113.7');
    const third = await limiter.consume('203.0.113.7').catch((rejection: unknown) => rejection);
    expect(third).toBeInstanceOf(RateLimiterRes);
    expect((third as RateLimiterRes).remainingPoints).toBe(0);
    // ioredis keeps reconnecting; the outage is one line, not one per attempt or per request.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(lines).toEqual([expect.stringMatching(/^warn: Redis unreachable/)]);
  });
});
