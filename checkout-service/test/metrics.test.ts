import { type MetricsServer, type ServiceMetrics, startMetricsServer } from '@outlet-shop/service-kit';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleValue, scrape } from '../../scripts/test/prometheus-text.ts';
import { createCheckoutMetrics } from '../src/metrics/checkout-metrics.ts';
import {
  createOrder,
  createOrderWithSession,
  orderTokenHeader,
  postStripeEvent,
  setupApp,
  type TestContext,
} from './helper.ts';

let context: TestContext;
let metrics: ServiceMetrics;
let server: MetricsServer;
beforeAll(async () => {
  context = await setupApp({
    metrics: (db) => {
      metrics = createCheckoutMetrics(db);
      return metrics;
    },
  });
  server = await startMetricsServer(metrics.registry, 0, '127.0.0.1');
});
afterAll(async () => {
  await server.close();
  await context.close();
});

const read = () => scrape(server.port);

describe('checkout metrics (docs/operations.md "Metrics and alerts")', () => {
  it('counts requests by route pattern and status class, never by raw URL', async () => {
    const before = await read();
    const configRoute = { method: 'GET', route: '/v1/config', status_class: '2xx' };
    expect((await context.app.inject({ method: 'GET', url: '/v1/config' })).statusCode).toBe(200);
    const reference = 'NOT-1700000000123';
    const lookup = await context.app.inject({ method: 'GET', url: `/v1/orders/${reference}` });
    expect(lookup.statusCode).toBeGreaterThanOrEqual(400);
    await context.app.inject({ method: 'GET', url: '/v1/no-such-thing/12345' });
    const after = await read();

    expect(sampleValue(after, 'outlet_http_requests_total', configRoute)).toBe(
      sampleValue(before, 'outlet_http_requests_total', configRoute) + 1,
    );
    expect(sampleValue(after, 'outlet_http_request_duration_seconds_count', configRoute)).toBeGreaterThan(0);
    const orderRoute = { route: '/v1/orders/:customer_reference_number', status_class: '4xx' };
    expect(sampleValue(after, 'outlet_http_requests_total', orderRoute)).toBeGreaterThan(0);
    expect(
      sampleValue(after, 'outlet_http_requests_total', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThan(0);
    expect(after).not.toContain(reference);
    expect(after).not.toContain('no-such-thing');
  });

  it('counts orders placed, sessions created, orders paid and failed', async () => {
    const before = await read();
    const paid = await createOrderWithSession(context);
    const completed = context.stripe.pay(paid.sessionId);
    const paidEvent = { id: 'evt_metrics_paid', type: 'checkout.session.completed', data: { object: completed } };
    expect((await postStripeEvent(context, paidEvent)).statusCode).toBe(200);
    const failed = await createOrderWithSession(context);
    const failedEvent = {
      id: 'evt_metrics_failed',
      type: 'checkout.session.async_payment_failed',
      data: { object: context.stripe.sessions.get(failed.sessionId) },
    };
    expect((await postStripeEvent(context, failedEvent)).statusCode).toBe(200);
    const after = await read();

    const moved = (name: string) => sampleValue(after, name) - sampleValue(before, name);
    expect(moved('outlet_checkout_orders_placed_total')).toBe(2);
    expect(moved('outlet_checkout_sessions_created_total')).toBe(2);
    expect(moved('outlet_checkout_orders_paid_total')).toBe(1);
    expect(moved('outlet_checkout_orders_failed_total')).toBe(1);
  });

  it('counts a Checkout Session the provider refused by its error code', async () => {
    const order = await createOrder(context);
    const create = context.stripe.checkout.sessions.create;
    context.stripe.checkout.sessions.create = (async () => {
      throw new Stripe.errors.StripeInvalidRequestError({
        message: 'Amount must convert to at least 200 fils.',
        code: 'amount_too_small',
        statusCode: 400,
      });
    }) as unknown as typeof create;
    try {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v1/create-checkout-session',
        headers: orderTokenHeader(order),
        payload: { customer_reference_number: order.customer_reference_number },
      });
      expect(response.statusCode).toBe(502);
    } finally {
      context.stripe.checkout.sessions.create = create;
    }
    expect(sampleValue(await read(), 'outlet_checkout_sessions_refused_total', { code: 'amount_too_small' })).toBe(1);
  });

  it('reads the pool and the job queue at scrape time: a mail given up shows', async () => {
    await context.db.query(
      `SELECT graphile_worker.add_job('order-confirmation-mail', '{"reference":"NOT-metrics"}'::json,
         run_at := now() + interval '1 day', max_attempts := 1)`,
    );
    await context.db.query(
      `UPDATE graphile_worker._private_jobs SET attempts = max_attempts
        WHERE payload->>'reference' = 'NOT-metrics'`,
    );
    const text = await read();
    expect(sampleValue(text, 'outlet_mails_given_up', { task: 'order-confirmation-mail' })).toBe(1);
    expect(sampleValue(text, 'outlet_jobs_given_up', { task: 'order-confirmation-mail' })).toBe(1);
    expect(sampleValue(text, 'outlet_db_pool_connections', { pool: 'checkout' })).toBeGreaterThan(0);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('answers /metrics only on its own port: the public app says 404', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
