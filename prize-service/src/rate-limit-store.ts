import { fastifyRateLimitStore, type RedisStateLog, rateLimitRedis } from '@outlet-shop/service-kit/rate-limit';
import type { Redis } from 'ioredis';

/** The store part of @fastify/rate-limit's options, and the Redis client to close (if any). */
export interface RateLimitStore {
  store: ReturnType<typeof fastifyRateLimitStore>;
  redis?: Redis;
}

/**
 * Where rate-limit counters live (docs/architecture.md "Scaling out"): with `REDIS_URL` set, in
 * Redis, shared by every prize-service replica; without it, in this process's memory (one
 * replica). While Redis is unreachable the limit still holds, counted in this replica's memory,
 * and the outage is logged once (the shop's one answer, docs/decisions/069): code guessing stays
 * limited and no shopper is refused for it. Close the client with `redis.quit()`.
 */
export function rateLimitStore(redisUrl: string | undefined, log: RedisStateLog): RateLimitStore {
  const redis = redisUrl ? rateLimitRedis(redisUrl, log) : undefined;
  return { store: fastifyRateLimitStore({ redis, nameSpace: 'prize-rate-limit:' }), ...(redis ? { redis } : {}) };
}
