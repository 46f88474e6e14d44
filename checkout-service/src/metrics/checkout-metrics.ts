import {
  createServiceMetrics,
  pgPoolUse,
  registerJobQueueGauges,
  registerPoolGauges,
  type ServiceMetrics,
} from '@outlet-shop/service-kit';
import type pg from 'pg';
import { Counter } from 'prom-client';
import Stripe from 'stripe';

/**
 * The checkout's business counters (docs/operations.md "Metrics and alerts"): one set per process,
 * counted where the step happens and registered in each app's registry by
 * {@link createCheckoutMetrics}. Counters only go up; Prometheus's `increase()` reads them.
 */
export const checkoutCounters = {
  /** A new pending order stored (`POST /v1/orders` answered 201; a replayed Idempotency-Key is not counted). */
  ordersPlaced: new Counter({
    name: 'outlet_checkout_orders_placed_total',
    help: 'Orders placed (stored pending, before payment).',
    registers: [],
  }),
  /** An order marked paid, once, by the payment's winner (docs/architecture.md 4.4). */
  ordersPaid: new Counter({
    name: 'outlet_checkout_orders_paid_total',
    help: 'Orders marked paid (counted once per order, by the payment winner).',
    registers: [],
  }),
  /** An unpaid order whose payment failed at Stripe (its pieces and prize code given back). */
  ordersFailed: new Counter({
    name: 'outlet_checkout_orders_failed_total',
    help: 'Orders whose payment failed at the payment provider.',
    registers: [],
  }),
  /** A Checkout Session created at the provider and recorded for its order. */
  sessionsCreated: new Counter({
    name: 'outlet_checkout_sessions_created_total',
    help: 'Checkout Sessions created at the payment provider.',
    registers: [],
  }),
  /** A Checkout Session the provider refused, by its error code (answered 502 payment_provider_error). */
  sessionsRefused: new Counter({
    name: 'outlet_checkout_sessions_refused_total',
    help: 'Checkout Sessions the payment provider refused, by the provider error code.',
    labelNames: ['code'] as const,
    registers: [],
  }),
};

const PROVIDER_CODE = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * The label of a provider's refusal: Stripe's error `code` (`amount_too_small`, …), else its type
 * (`api_error`, `api_connection_error`), else `unknown`; anything not shaped like Stripe's codes is
 * `other`, so the label's values stay Stripe's documented few.
 */
export function refusalCode(error: unknown): string {
  if (!(error instanceof Stripe.errors.StripeError)) return 'unknown';
  const code = error.code ?? error.type ?? 'unknown';
  return PROVIDER_CODE.test(code) ? code : 'other';
}

/**
 * The checkout's metrics registry: the kit's HTTP and Node metrics, {@link checkoutCounters}, the
 * pool's use (`pool="checkout"`) and the job queue's gauges, read from `db` at scrape time.
 */
export function createCheckoutMetrics(db: pg.Pool): ServiceMetrics {
  const metrics = createServiceMetrics();
  for (const counter of Object.values(checkoutCounters)) metrics.registry.registerMetric(counter);
  registerPoolGauges(metrics.registry, 'checkout', pgPoolUse(db));
  registerJobQueueGauges(metrics.registry, (sql) => db.query(sql));
  return metrics;
}
