import { AppError, parseRequest } from '@outlet-shop/service-kit';
import type { createRateLimiter } from '@outlet-shop/service-kit/rate-limit';
import { orderStatusRequestSchema } from '@outlet-shop/shop-rules';
import type { FastifyInstance } from 'fastify';
import type { AppDeps, OrderStatusLimits } from '../app-deps.ts';
import { orderNotFound } from '../orders/order-access.ts';
import { findOrderForEmail, progressOf, readProgress, toOrderStatusView } from '../orders/order-status.ts';
import { refundsOf } from '../refunds/refunds.ts';

type Limiter = ReturnType<typeof createRateLimiter>;

/** The keys of one try in each miss counter of {@link OrderStatusLimits}. */
function missCounters(limits: OrderStatusLimits, address: string, reference: string): [Limiter, string][] {
  return [
    [limits.missesPerAddressAndReference, `${address}|${reference}`],
    [limits.missesPerAddress, address],
    [limits.missesPerReference, reference],
  ];
}

/**
 * Ms until the client may try this reference again when a miss counter is full, else 0. Read
 * before the order is: a locked try says nothing about whether its e-mail was right.
 */
async function lockedForMs(counters: readonly [Limiter, string][]): Promise<number> {
  const counts = await Promise.all(counters.map(([limiter, key]) => limiter.get(key).catch(() => null)));
  return counters.reduce((longest, [limiter], index) => {
    const count = counts[index];
    const isFull = (count?.consumedPoints ?? 0) >= limiter.points;
    return isFull ? Math.max(longest, count?.msBeforeNext ?? 1000) : longest;
  }, 0);
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
   * times, courier and https tracking link, refunds, signed links to the documents' copies without
   * the shopper's name, e-mail and address; no name, address or phone). The e-mail is compared case-insensitively. An unknown reference, another e-mail and
   * an order that is not paid or processing all answer 404 `order_not_found` 'Unknown order'.
   * 400 `validation_failed`; 429 `rate_limited` with `Retry-After` (seconds) after
   * `ORDER_STATUS_TRIES_PER_ADDRESS` (60) tries from one client address in 15 minutes, or for the
   * rest of the hour once that address had `ORDER_STATUS_MISSES_PER_REFERENCE` (5) tries of this
   * reference, or `ORDER_STATUS_MISSES_PER_ADDRESS` (30) tries of any reference, that found
   * nothing, or the reference had `ORDER_STATUS_MISSES_PER_REFERENCE_ALL` (50) such tries from every
   * address. A locked try answers 429 for every e-mail, the right one too: the guesser learns
   * nothing, and the shopper asking from their own address is not locked by a stranger's guesses.
   */
  app.post('/v1/order-status', { config: limits.perAddress }, async (request, reply) => {
    const body = parseRequest(orderStatusRequestSchema, request.body);
    const reference = body.reference.toUpperCase();
    const counters = missCounters(limits, request.ip, reference);
    const lockedMs = await lockedForMs(counters);
    if (lockedMs > 0) {
      reply.header('retry-after', Math.max(1, Math.ceil(lockedMs / 1000)));
      throw tooManyTries();
    }
    const order = await findOrderForEmail(deps.db, reference, body.email);
    if (!order) {
      // A rejection only says a limit is now reached: the next try answers 429.
      await Promise.all(counters.map(([limiter, key]) => limiter.consume(key).catch(() => undefined)));
      throw orderNotFound();
    }
    const [progress, refunds] = await Promise.all([
      readProgress(deps, order, request.log),
      refundsOf(deps.db, reference),
    ]);
    reply.header('cache-control', 'private, no-store');
    return {
      // Its documents without the shopper's name, e-mail and address, which this page never shows.
      order: toOrderStatusView(order, refunds, progress ?? progressOf(order, null), (path) =>
        deps.documentLink(path, 'without-customer'),
      ),
    };
  });
}
