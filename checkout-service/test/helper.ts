import { createPool, type ServiceMetrics } from '@outlet-shop/service-kit';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type pg from 'pg';
import Stripe from 'stripe';
import { createTestDatabase } from '../../scripts/test/database.ts';
import { buildApp } from '../src/app.ts';
import type { Dependencies } from '../src/app-deps.ts';
import type { CmsOrders } from '../src/clients/cms-orders.ts';
import type { StripeGateway } from '../src/clients/stripe.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/database.ts';
import type { MailTransport } from '../src/mail/mail-transport.ts';
import {
  FakeCatalog,
  FakeCmsOrders,
  FakeMailer,
  FakePrizes,
  FakeStock,
  FakeStripe,
  RecordingDocuments,
} from './fakes.ts';

export const WEBHOOK_SECRET = 'whsec_test_secret';

/** A valid checkout form for the order payload of docs/product.md 3 (override per test). */
export function orderPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    destination_address_name: 'Aisha Khan',
    email: 'aisha@example.ae',
    destination_address_mobile_number: '+971501234567',
    destination_address_city: 'Dubai',
    destination_address_area: 'Al Barsha 1, Street 12',
    destination_address_house_no: 'Villa 7',
    destination_address_building_name: 'Villa 7',
    destination_address_landmark: 'Near the mall',
    products: [{ id: 1, quantity: 2 }],
    ...overrides,
  };
}

/** One test file's app on its own fresh database, with a fake per outside service. */
export interface TestContext {
  app: FastifyInstance;
  db: pg.Pool;
  catalog: FakeCatalog;
  prizes: FakePrizes;
  cmsOrders: FakeCmsOrders;
  stock: FakeStock;
  stripe: FakeStripe;
  documents: RecordingDocuments;
  mailer: FakeMailer;
  close(): Promise<void>;
}

/**
 * Builds the app on a migrated test database; `retryBaseMs` / `mailRetryBaseMs` tune the first
 * wait of a failed side effect / mail, `jobPollIntervalMs` how often the job worker finds due retries.
 */
export async function setupApp(
  options: {
    retryBaseMs?: number;
    creationsPerMinute?: number;
    /** `session-status` and `create_order` calls per client address and minute (default: no limit in practice). */
    paymentChecksPerMinute?: number;
    jobPollIntervalMs?: number;
    mailRetryBaseMs?: number;
    /** A real SMTP transport instead of the recording fake. */
    mailer?: MailTransport;
    /** The CMS order sync (default the recording fake), e.g. the real client on a stub CMS. */
    cmsOrders?: CmsOrders;
    /** The catalogue, stock and prize clients (default the fakes), e.g. the real ones on test apps. */
    clients?: Partial<Pick<Dependencies, 'catalog' | 'stock' | 'prizes'>>;
    /** How often the abandoned-checkout sweeper runs, ms (default a minute: tests call it themselves). */
    sweepMs?: number;
    /** Fastify's logger (default none), e.g. `{ level: 'trace', stream }` to read the log lines. */
    logger?: FastifyServerOptions['logger'];
    /** More settings (.env.example names), e.g. the hold limits' own defaults. */
    env?: Record<string, string>;
    /** The app's clock, ms (default `Date.now`). */
    now?: () => number;
    /** Stripe (default the in-memory fake), e.g. the SDK pointed at stripe-sandbox. */
    stripe?: StripeGateway;
    /** Where the app counts its requests (default: not measured). */
    metrics?: (db: pg.Pool) => ServiceMetrics;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase('checkout');
  await migrate(database.url);
  const db = createPool(database.url);
  const fakes = {
    catalog: new FakeCatalog(),
    prizes: new FakePrizes(),
    cmsOrders: new FakeCmsOrders(),
    stock: new FakeStock(),
    stripe: new FakeStripe(),
    documents: new RecordingDocuments(),
    mailer: new FakeMailer(),
  };
  const config = loadConfig({
    CHECKOUT_DATABASE_URL: database.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ORDER_MAIL_RETRY_BASE_MS: String(options.mailRetryBaseMs ?? 30_000),
    SIDE_EFFECT_RETRY_BASE_MS: String(options.retryBaseMs ?? 30_000),
    ABANDONED_CHECKOUT_SWEEP_MS: String(options.sweepMs ?? 60_000),
    // Every test calls from one address and most as one shopper: room for all their popups (docs/decisions/058).
    CHECKOUT_OPEN_SESSIONS_PER_SHOPPER: '100000',
    CHECKOUT_OPEN_SESSIONS_PER_ADDRESS: '100000',
    CHECKOUT_CLIENT_HOLD_SHARE_PERCENT: '100',
    ...options.env,
  });
  const app = await buildApp(
    {
      config,
      db,
      ...fakes,
      mailer: options.mailer ?? fakes.mailer,
      cmsOrders: options.cmsOrders ?? fakes.cmsOrders,
      stripe: options.stripe ?? fakes.stripe,
      ...options.clients,
    },
    {
      now: options.now,
      creationsPerMinute: options.creationsPerMinute ?? 10_000,
      paymentChecksPerMinute: options.paymentChecksPerMinute ?? 10_000,
      jobPollIntervalMs: options.jobPollIntervalMs ?? 100,
      logger: options.logger,
      metrics: options.metrics?.(db),
    },
  );
  return {
    app,
    db,
    ...fakes,
    async close() {
      await app.close();
      await db.end();
      await database.drop();
    },
  };
}

/** Creates a pending order and answers its view, with the browser's `order_access_token`. */
export async function createOrder(context: Pick<TestContext, 'app'>, overrides: Record<string, unknown> = {}) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/v1/create_order_ref',
    payload: orderPayload(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create_order_ref: ${response.statusCode} ${response.body}`);
  return response.json().order as {
    customer_reference_number: string;
    totalFils: number;
    order_access_token: string;
    [key: string]: unknown;
  };
}

/** The header the placing browser sends with its order's calls (decision 053). */
export function orderTokenHeader(order: { order_access_token: string }): { 'x-order-token': string } {
  return { 'x-order-token': order.order_access_token };
}

/**
 * Creates an order and its Checkout Session; answers the reference, session id, the order's
 * access token and its header.
 */
export async function createOrderWithSession(
  context: Pick<TestContext, 'app'>,
  overrides: Record<string, unknown> = {},
) {
  const order = await createOrder(context, overrides);
  const headers = orderTokenHeader(order);
  const response = await context.app.inject({
    method: 'POST',
    url: '/v1/create-checkout-session',
    headers,
    payload: { customer_reference_number: order.customer_reference_number },
  });
  if (response.statusCode !== 200) throw new Error(`create-checkout-session: ${response.statusCode} ${response.body}`);
  return {
    order,
    reference: order.customer_reference_number,
    sessionId: response.json().sessionId as string,
    token: order.order_access_token,
    headers,
  };
}

/**
 * Posts a Stripe event to the webhook, signed like Stripe (or with another secret, or at another
 * `timestamp`, Unix seconds, default now).
 */
export function postStripeEvent(
  context: Pick<TestContext, 'app'>,
  event: { id: string; type: string; data: { object: unknown } },
  secret = WEBHOOK_SECRET,
  timestamp?: number,
) {
  const payload = JSON.stringify({ object: 'event', ...event });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return context.app.inject({
    method: 'POST',
    url: '/v1/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

/** The order's payment status straight from the database. */
export async function paymentStatus(db: pg.Pool, reference: string): Promise<string | undefined> {
  const result = await db.query('SELECT payment_status FROM orders WHERE customer_reference_number = $1', [reference]);
  return result.rows[0]?.payment_status;
}

/** A pino destination that keeps every JSON log line written to it. */
export function logCapture(): { stream: { write(line: string): void }; lines: string[] } {
  const lines: string[] = [];
  return { stream: { write: (line) => void lines.push(line) }, lines };
}
