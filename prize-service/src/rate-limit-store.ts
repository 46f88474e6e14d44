import { Redis } from 'ioredis';

/** The store part of @fastify/rate-limit's options: nothing (memory) or a shared Redis. */
export interface RateLimitStore {
  redis?: Redis;
  nameSpace?: string;
}

/**
 * Where rate-limit counters live (docs/architecture.md scale-out): with `REDIS_URL` set, in Redis,
 * shared by every prize-service replica (ioredis, 500 ms connect timeout, no offline queue,
 * one retry, so a Redis outage fails fast); without it, in this process's memory (one
 * replica). With Redis unreachable the limited routes answer 503 `service_unavailable`
 * (fail closed: code guessing stays limited). Close the client with `redis.quit()`.
 */
export function rateLimitStore(redisUrl: string | undefined): RateLimitStore {
  if (!redisUrl) return {};
  const redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // Connection errors surface on the limited requests; the client reconnects by itself.
  redis.on('error', () => {});
  return { redis, nameSpace: 'prize-rate-limit:' };
}
