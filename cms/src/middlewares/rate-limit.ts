import { errorBody } from '@outlet-shop/service-kit/error-body';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { createRateLimiter } from '../config/rate-limit-store';

/** The counted calls; each has its allowance in `shop.rateLimits` and its own count per client. */
export type RateLimitBucket =
  | 'enquiry-register'
  | 'enquiry-sendmail'
  | 'enquiry-upload'
  | 'newsletter'
  | 'catalogue-search';

export interface RateLimitConfig {
  bucket: RateLimitBucket;
  /** What the client is told over the limit; the enquiry form's wording by default. */
  message?: string;
}

interface Allowance {
  points: number;
  windowSeconds: number;
}

/** All the middleware needs of Strapi: its configuration and its logger (a Redis outage). */
type ConfigReader = Pick<Core.Strapi, 'config'> & { log: Pick<Core.Strapi['log'], 'warn' | 'info'> };

const DEFAULT_MESSAGE = 'Too many requests from your connection. Please try again later.';

/** One limiter per bucket for the process, so routes naming one bucket share its count. */
const limiters = new Map<RateLimitBucket, RateLimiterAbstract>();

function limiterFor(strapi: ConfigReader, bucket: RateLimitBucket): RateLimiterAbstract {
  let limiter = limiters.get(bucket);
  if (!limiter) {
    const allowance = strapi.config.get<Record<RateLimitBucket, Allowance>>('shop.rateLimits')[bucket];
    if (!allowance) throw new Error(`No shop.rateLimits entry for the rate-limit bucket "${bucket}"`);
    limiter = createRateLimiter(
      { keyPrefix: bucket, points: allowance.points, durationSeconds: allowance.windowSeconds },
      strapi.config.get<string>('shop.redisUrl', ''),
      (level, message) => strapi.log[level](message),
    );
    limiters.set(bucket, limiter);
  }
  return limiter;
}

/**
 * Per-client rate limit for the CMS's public calls (docs/architecture.md 5 abuse), set on a route as
 * `{ name: 'global::rate-limit', config: { bucket, message? } }`: `shop.rateLimits[bucket]`
 * calls per window, keyed by the client address Koa reports (behind a proxy set Strapi's
 * `server.proxy`). Counters live in Redis when `REDIS_URL` is set (shared by every CMS replica),
 * in this process otherwise and while Redis is down (config/rate-limit-store.ts). Over the limit:
 * 429 `rate_limited` with `Retry-After` in seconds.
 */
export default (config: RateLimitConfig, { strapi }: { strapi: ConfigReader }) =>
  async (ctx: Context, next: Next) => {
    try {
      await limiterFor(strapi, config.bucket).consume(ctx.request.ip || 'unknown');
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      ctx.set('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
      ctx.status = 429;
      ctx.body = errorBody('rate_limited', config.message ?? DEFAULT_MESSAGE);
      return;
    }
    await next();
  };
