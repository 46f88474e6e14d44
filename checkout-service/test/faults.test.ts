import { createPool } from '@outlet-shop/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestartablePostgres, startRestartablePostgres } from '../../scripts/test/restartable-postgres.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/database.ts';
import {
  FakeCatalog,
  FakeCmsOrders,
  FakeMailer,
  FakePrizes,
  FakeStock,
  FakeStripe,
  RecordingDocuments,
} from './fakes.ts';
import { orderPayload, postStripeEvent, WEBHOOK_SECRET } from './helper.ts';

// Its own PostgreSQL, which this file stops and starts (the other files share the run's).
let postgres: RestartablePostgres;
let app: Awaited<ReturnType<typeof buildApp>>;
let db: ReturnType<typeof createPool>;
const catalog = new FakeCatalog();
const stripe = new FakeStripe();
const cmsOrders = new FakeCmsOrders();
const mailer = new FakeMailer();

beforeAll(async () => {
  postgres = await startRestartablePostgres('checkout');
  await migrate(postgres.url);
  db = createPool(postgres.url);
  app = await buildApp(
    {
      config: loadConfig({
        CHECKOUT_DATABASE_URL: postgres.url,
        CMS_URL: 'http://127.0.0.1:9',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        SIDE_EFFECT_RETRY_BASE_MS: '200',
      }),
      db,
      catalog,
      prizes: new FakePrizes(),
      cmsOrders,
      stock: new FakeStock(),
      documents: new RecordingDocuments(),
      stripe,
      mailer,
    },
    // Short job polls and retries, so the job worker runs while PostgreSQL is down too.
    { jobPollIntervalMs: 200 },
  );
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.end();
  await postgres?.destroy();
});

const placeOrder = () => app.inject({ method: 'POST', url: '/v1/create_order_ref', payload: orderPayload() });

describe('checkout-service faults', () => {
  it('answers 503 while PostgreSQL is down, and recovers by itself when it returns', async () => {
    expect((await placeOrder()).statusCode).toBe(201);
    expect((await app.inject('/ready')).statusCode).toBe(200);

    await postgres.stop();
    const refused = await placeOrder();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('service_unavailable');
    expect(refused.headers['retry-after']).toBe('5');
    const notReady = await app.inject('/ready');
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'The checkout service is not ready: database unreachable',
        details: { checks: { database: 'unreachable', cms: 'unreachable' } },
      },
    });
    expect((await app.inject('/health')).statusCode).toBe(200);

    await postgres.start();
    await expect.poll(async () => (await placeOrder()).statusCode, { timeout: 15_000 }).toBe(201);
    expect((await app.inject('/ready')).json()).toMatchObject({ status: 'ready' });
  }, 60_000);

  it('answers a webhook 503 while PostgreSQL is down, and pays the order once when Stripe delivers it again', async () => {
    const placed = (await placeOrder()).json().order;
    const reference = placed.customer_reference_number as string;
    const created = await app.inject({
      method: 'POST',
      url: '/v1/create-checkout-session',
      headers: { 'x-order-token': placed.order_access_token },
      payload: { customer_reference_number: reference },
    });
    const session = stripe.pay(created.json().sessionId);
    const event = { id: 'evt_while_down', type: 'checkout.session.completed', data: { object: session } };

    await postgres.stop();
    const refused = await postStripeEvent({ app }, event);
    // A 5xx makes Stripe deliver the event again later (a 4xx would drop it).
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('service_unavailable');

    await postgres.start();
    // Stripe's retries: the first one the database answers pays the order.
    await expect.poll(async () => (await postStripeEvent({ app }, event)).statusCode, { timeout: 15_000 }).toBe(200);
    expect((await postStripeEvent({ app }, event)).json()).toEqual({ received: true, duplicate: true });
    const paid = await db.query('SELECT payment_status FROM orders WHERE customer_reference_number = $1', [reference]);
    expect(paid.rows).toEqual([{ payment_status: 'paid' }]);
    const ofOrder = <T extends { customer_reference_number?: string; subject?: string }>(items: T[]) =>
      items.filter(
        (item) =>
          item.customer_reference_number === reference ||
          item.subject === `Your Outlet Shop order ${reference} is confirmed`,
      );
    // The jobs' worker reconnects after the outage by itself (its listener with a backoff, its
    // 200 ms poll meanwhile): the mail and the push arrive within seconds, once each.
    await expect.poll(() => ofOrder(mailer.sent).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => ofOrder(cmsOrders.pushes).length, { timeout: 15_000 }).toBe(1);
    // A few job polls (200 ms each) later, still one of each.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(ofOrder(mailer.sent)).toHaveLength(1);
    expect(ofOrder(cmsOrders.pushes)).toHaveLength(1);
  }, 60_000);

  it('answers a clear 503 when the CMS is down, and reports the CMS as unreachable', async () => {
    catalog.isDown = true;
    const response = await placeOrder();
    catalog.isDown = false;
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('catalog_unavailable');
    // CMS_URL points at a closed port: ready (the database answers) but the CMS is reported down.
    expect((await app.inject('/ready')).json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', cms: 'unreachable' },
    });
  });
});
