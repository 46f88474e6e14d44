import Redis from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

let client: Redis | undefined;

/** What a limiter counts: `points` requests per `duration` seconds, per key, under `keyPrefix`. */
export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

/**
 * A rate limiter for the CMS's public calls: counted in Redis when `redisUrl`
 * (`REDIS_URL`) is set, so every CMS replica shares one count per client; in this process's
 * memory otherwise. While Redis cannot be reached the limit still holds, counted in memory
 * (rate-limiter-flexible's insurance limiter), and nothing waits for Redis.
 */
export function createRateLimiter(options: LimiterOptions, redisUrl = process.env.REDIS_URL): RateLimiterAbstract {
  const memory = new RateLimiterMemory(options);
  if (!redisUrl?.trim()) return memory;
  client ??= new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  client.on('error', () => {});
  return new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: memory });
}

/** Closes the shared Redis connection, if one was opened (shutdown, tests). */
export async function closeRateLimitStore(): Promise<void> {
  const open = client;
  client = undefined;
  open?.disconnect();
}
