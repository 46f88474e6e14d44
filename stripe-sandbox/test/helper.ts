import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { buildApp, type SandboxOptions } from '../src/app.ts';

export const SECRET_KEY = 'sk_test_sandbox_tests';
export const WEBHOOK_SECRET = 'whsec_sandbox_tests';

/** A webhook request as the receiving shop saw it. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A tiny HTTP endpoint recording webhook deliveries; `failFirst` answers 500 that many times. */
export async function startWebhookReceiver(failFirst = 0) {
  const received: ReceivedWebhook[] = [];
  let failuresLeft = failFirst;
  const waiters: Array<() => void> = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = failuresLeft-- > 0 ? 500 : 200;
      response.end('{}');
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** Every event received so far of `type` about the object `objectId`, verified as the shop verifies it. */
  const eventsFor = (type: string, objectId: string): Stripe.Event[] =>
    received
      .map((webhook) => verified(webhook))
      .filter((event) => event.type === type && (event.data.object as { id?: string }).id === objectId);
  /** Resolves with the first `count` events of `type` about `objectId` (the test's timeout ends a wait for more than come). */
  async function waitForEvents(type: string, objectId: string, count = 1): Promise<Stripe.Event[]> {
    for (;;) {
      const events = eventsFor(type, objectId);
      if (events.length >= count) return events.slice(0, count);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    /** Resolves once `count` deliveries have arrived. */
    async waitFor(count: number): Promise<ReceivedWebhook[]> {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    },
    eventsFor,
    waitForEvents,
    /** Resolves with the first event of `type` about `objectId`. */
    waitForEvent: async (type: string, objectId: string): Promise<Stripe.Event> =>
      (await waitForEvents(type, objectId, 1))[0] as Stripe.Event,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A delivery checked with the SDK's `constructEvent` (throws on a bad signature). */
function verified(webhook: ReceivedWebhook): Stripe.Event {
  const signature = String(webhook.headers['stripe-signature']);
  return new Stripe(WEBHOOK_SECRET).webhooks.constructEvent(webhook.body, signature, WEBHOOK_SECRET);
}

/** A clock the test moves: `now()` in ms, starting at the real time; `advance(seconds)`. */
export function testClock() {
  let nowMs = Date.now();
  return {
    now: () => nowMs,
    nowS: () => Math.floor(nowMs / 1000),
    advance(seconds: number) {
      nowMs += seconds * 1000;
    },
  };
}

/** The sandbox on an ephemeral port with a Stripe SDK pointed at it, as the checkout service does. */
export async function startSandbox(
  webhookUrl: string,
  apiKey = SECRET_KEY,
  options: Pick<
    SandboxOptions,
    'now' | 'expirySweepMs' | 'sessionCreateDelayMs' | 'asyncSettleMs' | 'refundSettleMs'
  > = {},
) {
  const app: FastifyInstance = await buildApp({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl,
    publicUrl: 'http://127.0.0.1',
    webhookRetryDelaysMs: [20, 20],
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const stripe = new Stripe(apiKey, {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
  return { app, port, stripe };
}

/** Session parameters exactly as checkout-service's `sessionParams` builds them. */
export function sessionParams(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return {
    ui_mode: 'embedded_page',
    mode: 'payment',
    currency: 'aed',
    line_items: [
      {
        quantity: 2,
        price_data: { currency: 'aed', unit_amount: 2450, product_data: { name: 'Crunchy Peanut Butter 340 g' } },
      },
      { quantity: 1, price_data: { currency: 'aed', unit_amount: 2000, product_data: { name: 'Delivery' } } },
    ],
    return_url: 'http://localhost:5173/check_out?session_id={CHECKOUT_SESSION_ID}',
    client_reference_id: 'NOT-1763812345678',
    customer_email: 'aisha@example.ae',
    metadata: { customer_reference_number: 'NOT-1763812345678' },
    ...overrides,
  } as Stripe.Checkout.SessionCreateParams;
}

/** Confirms the card page's form for `clientSecret` with 4242 (override fields per call). */
export function payWithCard(app: FastifyInstance, clientSecret: string, overrides: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/embedded-checkout/confirm', payload: card(clientSecret, overrides) });
}

/** A card form submission for `client_secret` (override fields per test). */
export function card(clientSecret: string, overrides: Record<string, string> = {}) {
  return {
    client_secret: clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
    name: 'Aisha Khan',
    ...overrides,
  };
}

/** Stripe's SEPA test accounts: the debit is paid, or fails, once the bank answers. */
export const PAYING_IBAN = 'DE89 3704 0044 0532 0130 00';
export const FAILING_IBAN = 'DE62 3704 0044 0532 0130 01';

/** A bank debit form submission for `client_secret` from `iban` (override fields per test). */
export function bankDebit(clientSecret: string, iban = PAYING_IBAN, overrides: Record<string, string> = {}) {
  return { client_secret: clientSecret, payment_method: 'sepa_debit', iban, name: 'Aisha Khan', ...overrides };
}
