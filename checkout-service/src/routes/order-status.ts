import { AppError, parseRequest } from '@outlet-shop/service-kit';
import type { createRateLimiter } from '@outlet-shop/service-kit/rate-limit';
import { orderStatusRequestSchema } from '@outlet-shop/shop-rules';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { orderNotFound } from '../orders/order-access.ts';
import { findOrderForEmail, progressOf, readProgress, toOrderStatusView } from '../orders/order-status.ts';
import { refundsOf } from '../refunds/refunds.ts';

/** How the order status page is limited (docs/decisions/075). */
export interface OrderStatusLimits {
  /** @fastify/rate-limit's route config: tries per client address per 15 minutes. */
  perAddress: { rateLimit: { max: number; timeWindow: number; errorResponseBuilder: () => AppError } };
  /** Tries that found no order, counted per reference (from any address) for an hour. */
  missesPerReference: ReturnType<typeof createRateLimiter>;
}

/** The answer once a limit is reached: the same for every reference, known or not. */
export function tooManyTries(): AppError {
  return new AppError('rate_limited', 429, 'Too many tries. Please wait a while and try again.');
}

/** The guests' order status page (docs/api.md, docs/architecture.md 10, docs/decisions/075). */
export async function orderStatusRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const limits = deps.orderStatusLimits;

  /**
   * `POST /v1/order-status` `{ reference, email }` → `{ order }`, the order's public view
   * (`OrderStatusView` of packages/shop-rules: lines, totals and VAT in fils, progress with
   * times, courier and https tracking link, refunds, signed document links; no name, address or
   * phone). The e-mail is compared case-insensitively. An unknown reference, another e-mail and
   * an order that is not paid or processing all answer 404 `order_not_found` 'Unknown order'.
   * 400 `validation_failed`; 429 `rate_limited` after `ORDER_STATUS_TRIES_PER_ADDRESS` tries from
   * one address in 15 minutes, or once a reference has had `ORDER_STATUS_MISSES_PER_REFERENCE`
   * tries that found nothing in the last hour (then for every e-mail, the right one too).
   */
  app.post('/v1/order-status', { config: limits.perAddress }, async (request, reply) => {
    const body = parseRequest(orderStatusRequestSchema, request.body);
    const reference = body.reference.toUpperCase();
    const misses = await limits.missesPerReference.get(reference);
    if ((misses?.consumedPoints ?? 0) >= limits.missesPerReference.points) {
      reply.header('retry-after', Math.ceil((misses?.msBeforeNext ?? 0) / 1000));
      throw tooManyTries();
    }
    const order = await findOrderForEmail(deps.db, reference, body.email);
    if (!order) {
      // A rejection only says the limit is now reached: the next try answers 429.
      await limits.missesPerReference.consume(reference).catch(() => undefined);
      throw orderNotFound();
    }
    const [progress, refunds] = await Promise.all([
      readProgress(deps, order, request.log),
      refundsOf(deps.db, reference),
    ]);
    reply.header('cache-control', 'private, no-store');
    return {
      order: toOrderStatusView(order, refunds, progress ?? progressOf(order, null), deps.documentLink),
    };
  });
}
