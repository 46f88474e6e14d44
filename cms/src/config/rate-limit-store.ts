import {
  createRateLimiter as createSharedRateLimiter,
  type RateLimitCount,
  type RedisStateLog,
  rateLimitRedis,
} from '@outlet-shop/service-kit/rate-limit';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

let client: ReturnType<typeof rateLimitRedis> | undefined;

/**
 * A rate limiter for the CMS's public calls, with the shop's one answer when Redis is down (the
 * service kit's `createRateLimiter`, docs/decisions/069): counted in Redis when `redisUrl`
 * (`shop.redisUrl`, `REDIS_URL`) is set, so every CMS replica shares one count per client; in this
 * process's memory otherwise. While Redis cannot be reached the limit still holds, counted in
 * memory, nothing waits for Redis, and the outage is logged once through `log` (warn) and its end
 * once (info). Every limiter shares one Redis connection.
 */
export function createRateLimiter(count: RateLimitCount, redisUrl: string, log: RedisStateLog): RateLimiterAbstract {
  if (!redisUrl.trim()) return createSharedRateLimiter(count);
  client ??= rateLimitRedis(redisUrl, log);
  return createSharedRateLimiter(count, client);
}

/** Closes the shared Redis connection, if one was opened (shutdown, tests). */
export async function closeRateLimitStore(): Promise<void> {
  const open = client;
  client = undefined;
  open?.disconnect();
}
