import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** What a limiter counts: `points` calls per `durationSeconds`, per key, under `keyPrefix`. */
export interface RateLimitCount {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** Where the Redis watch reports an outage and its end. */
export type RedisStateLog = (level: 'warn' | 'info', message: string) => void;

/**
 * A Redis client for shared rate-limit counters (`REDIS_URL`) that never makes a request wait:
 * 500 ms to connect, no offline queue, one retry, so while Redis is down every command fails at
 * once and the limiter counts in memory instead ({@link createRateLimiter}). It reconnects by
 * itself. Each outage is logged once through `log` (warn) and its end once (info). Close with
 * `quit()`.
 */
export function rateLimitRedis(url: string, log: RedisStateLog): Redis {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let isDown = false;
  redis.on('error', () => {
    if (isDown) return;
    isDown = true;
    log('warn', 'Redis unreachable: rate limits are counted in this replica’s memory until it is back');
  });
  redis.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    log('info', 'Redis reachable again: rate limits are shared by the replicas');
  });
  return redis;
}

/**
 * A rate limiter (rate-limiter-flexible) with the shop's one answer when Redis is down
 * (docs/decisions/069): counted in Redis when `redis` is given, so every replica shares one count
 * per key; while Redis cannot be reached, counted in this process's memory (the insurance
 * limiter), so the limit still holds per replica, no caller waits for Redis and none is refused
 * for the outage. Without `redis`, in memory only (one replica).
 */
export function createRateLimiter(count: RateLimitCount, redis?: Redis): RateLimiterAbstract {
  const options = { keyPrefix: count.keyPrefix, points: count.points, duration: count.durationSeconds };
  const memory = new RateLimiterMemory(options);
  if (!redis) return memory;
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    insuranceLimiter: memory,
    rejectIfRedisNotReady: true,
  });
}

/** What @fastify/rate-limit hands a store on each request's count. */
type Incremented = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A route's method and URL, as Fastify's route options give them. */
interface RouteIdentity {
  method?: string | string[];
  url?: string;
}

/** What @fastify/rate-limit passes a store's `child`: the route's limit with the route as `routeInfo`. */
type RouteOptions = RouteIdentity & { routeInfo?: RouteIdentity };

/**
 * A @fastify/rate-limit `store` (its `store` option) counting with {@link createRateLimiter}: in
 * `redis` under `nameSpace` when given, in memory otherwise and while Redis is down. Each route
 * counts on its own, as @fastify/rate-limit's own stores do.
 */
export function fastifyRateLimitStore(options: { redis?: Redis; nameSpace: string }) {
  return class SharedRateLimitStore {
    readonly #prefix: string;
    readonly #limiters = new Map<string, RateLimiterAbstract>();

    constructor(_params?: unknown, prefix = options.nameSpace) {
      this.#prefix = prefix;
    }

    incr(key: string, done: Incremented, timeWindowMs: number, max: number): void {
      const durationSeconds = Math.max(1, Math.ceil(timeWindowMs / 1000));
      const id = `${durationSeconds}:${max}`;
      let limiter = this.#limiters.get(id);
      if (!limiter) {
        limiter = createRateLimiter({ keyPrefix: `${this.#prefix}${id}`, points: max, durationSeconds }, options.redis);
        this.#limiters.set(id, limiter);
      }
      const counted = (res: RateLimiterRes) => done(null, { current: res.consumedPoints, ttl: res.msBeforeNext });
      limiter.consume(key).then(counted, (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) counted(rejection);
        else done(rejection instanceof Error ? rejection : new Error(String(rejection)));
      });
    }

    child(route: RouteOptions): SharedRateLimitStore {
      const { method, url } = route.routeInfo ?? route;
      return new SharedRateLimitStore(undefined, `${this.#prefix}${method}${url}-`);
    }
  };
}
