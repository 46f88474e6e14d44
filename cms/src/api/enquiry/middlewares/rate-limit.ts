import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { createRateLimiter } from '../../../config/rate-limit-store';

type Bucket = 'register' | 'sendmail' | 'upload';

const limiters = new Map<Bucket, RateLimiterAbstract>();

function limiterFor(strapi: Core.Strapi, bucket: Bucket): RateLimiterAbstract {
  let limiter = limiters.get(bucket);
  if (!limiter) {
    const settings = strapi.config.get<{ registerPoints: number; uploadPoints: number; windowSeconds: number }>(
      'shop.enquiryRateLimit',
    );
    // Each enquiry is one register and one sendmail call: both get the enquiry allowance.
    const points = bucket === 'upload' ? settings.uploadPoints : settings.registerPoints;
    limiter = createRateLimiter({ keyPrefix: `enquiry-${bucket}`, points, duration: settings.windowSeconds });
    limiters.set(bucket, limiter);
  }
  return limiter;
}

/**
 * Per-client rate limit for the public enquiry calls (DESIGN.md 5 abuse): `register`,
 * `sendmail` (both `registerPoints`) and `upload` buckets, points per window from
 * `shop.enquiryRateLimit`, keyed by the client address Koa reports (behind a proxy set Strapi's
 * `server.proxy`). Counters live in Redis when `REDIS_URL` is set (shared by every CMS replica),
 * in this process otherwise. Over the limit: 429 `rate_limited` with `Retry-After` in seconds.
 */
export default (config: { bucket: Bucket }, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    try {
      await limiterFor(strapi, config.bucket).consume(ctx.request.ip || 'unknown');
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      ctx.set('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
      ctx.status = 429;
      ctx.body = {
        error: { code: 'rate_limited', message: 'Too many requests from your connection. Please try again later.' },
      };
      return;
    }
    await next();
  };
