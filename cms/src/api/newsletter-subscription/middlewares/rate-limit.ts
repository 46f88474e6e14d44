import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { createRateLimiter } from '../../../config/rate-limit-store';

let limiter: RateLimiterAbstract | undefined;

/**
 * Per-client limit on newsletter sign-ups (`shop.newsletterRateLimit`: points per window), keyed by
 * the client address Koa reports. Over the limit: 429 `rate_limited` with `Retry-After` in seconds.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!limiter) {
      const { points, windowSeconds } = strapi.config.get<{ points: number; windowSeconds: number }>(
        'shop.newsletterRateLimit',
      );
      limiter = createRateLimiter({ keyPrefix: 'newsletter', points, duration: windowSeconds });
    }
    try {
      await limiter.consume(ctx.request.ip || 'unknown');
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      ctx.set('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
      ctx.status = 429;
      ctx.body = {
        error: { code: 'rate_limited', message: 'Too many sign-ups from your connection. Please try later.' },
      };
      return;
    }
    await next();
  };
