import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp as buildStripeSandbox } from '../../stripe-sandbox/src/app.ts';
import { createStripeClient } from '../src/clients/stripe.ts';
import { loadConfig } from '../src/config.ts';
import { createOrder, orderTokenHeader, setupApp, type TestContext } from './helper.ts';

/*
 * Creating the Checkout Session as Stripe takes it (docs/decisions/058): `expires_at` is computed
 * when the call is made, with a margin over Stripe's 30 minutes, and the hold lasts at least as
 * long; concurrent popups of one order meet on one Idempotency-Key, and Stripe's "still in
 * progress" answer is waited out, never taken for a failure.
 */

type Order = Awaited<ReturnType<typeof createOrder>>;

function popup(context: TestContext, order: Order) {
  return context.app.inject({
    method: 'POST',
    url: '/v1/create-checkout-session',
    headers: orderTokenHeader(order),
    payload: { customer_reference_number: order.customer_reference_number },
  });
}

async function heldUntilMs(context: TestContext, reference: string): Promise<number> {
  const result = await context.db.query('SELECT session_expires_at FROM orders WHERE customer_reference_number = $1', [
    reference,
  ]);
  return (result.rows[0].session_expires_at as Date).getTime();
}

/** Calls start at least 3 s before a minute ends, so they agree on one minute-rounded expiry. */
async function awayFromMinuteEnd(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

describe('expires_at, with an in-memory Stripe that checks it as Stripe does', () => {
  let context: TestContext;
  let skewMs = 0;
  const now = () => Date.now() + skewMs;
  beforeAll(async () => {
    context = await setupApp({ now });
    context.stripe.now = now;
  });
  afterAll(() => context.close());

  it('is at least 32 minutes away when Stripe gets the call, even after a hold that took 5 minutes', async () => {
    const order = await createOrder(context);
    context.stock.duringHold = () => {
      skewMs += 5 * 60_000;
    };
    try {
      const response = await popup(context, order);
      expect(response.statusCode).toBe(200);
    } finally {
      context.stock.duringHold = null;
    }
    const call = context.stripe.createCalls.at(-1);
    const expiresAtMs = (call?.expiresAt ?? 0) * 1000;
    expect(expiresAtMs - (call?.atMs ?? 0)).toBeGreaterThanOrEqual(32 * 60_000);
    expect(expiresAtMs - (call?.atMs ?? 0)).toBeLessThanOrEqual(33 * 60_000);
    // The pieces stay held at least as long as the session can be paid.
    expect(await heldUntilMs(context, order.customer_reference_number)).toBeGreaterThanOrEqual(expiresAtMs);
  });

  it('stays within Stripe’s 24 hours when the session life is set to 24 hours', async () => {
    const longLived = await setupApp({ now, env: { CHECKOUT_SESSION_TTL_MS: '86400000' } });
    longLived.stripe.now = now;
    try {
      const response = await popup(longLived, await createOrder(longLived));
      expect(response.statusCode).toBe(200);
      const call = longLived.stripe.createCalls.at(-1);
      expect((call?.expiresAt ?? 0) * 1000 - (call?.atMs ?? 0)).toBeLessThanOrEqual(24 * 60 * 60_000 - 60_000);
    } finally {
      await longLived.close();
    }
  });

  it('20 popups of one order at once, Stripe answering "key in use" while the first runs: one session, no 502, nothing given back', async () => {
    context.stripe.isKeyInUseRefused = true;
    try {
      const order = await createOrder(context);
      await awayFromMinuteEnd();
      const answers = await Promise.all(Array.from({ length: 20 }, () => popup(context, order)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(new Set(answers.map((answer) => answer.json().sessionId)).size).toBe(1);
      const reference = order.customer_reference_number;
      expect(context.stock.calls.filter((call) => call.reference === reference && call.action === 'release')).toEqual(
        [],
      );
      expect(context.stock.holds.get(reference)?.status).toBe('held');
      expect(context.stripe.createdWith.filter((params) => params.client_reference_id === reference)).toHaveLength(1);
    } finally {
      context.stripe.isKeyInUseRefused = false;
    }
  });
});

describe('20 popups of one order at once, through the real Stripe SDK and stripe-sandbox', () => {
  let context: TestContext;
  let sandbox: Awaited<ReturnType<typeof buildStripeSandbox>>;
  beforeAll(async () => {
    sandbox = await buildStripeSandbox({
      secretKey: 'sk_test_sandbox',
      webhookSecret: 'whsec_unused',
      webhookUrl: 'http://127.0.0.1:9/unused',
      publicUrl: 'http://127.0.0.1',
      // Stripe takes a while: longer than the SDK's retries of a 409 (2, with backoff).
      sessionCreateDelayMs: 2500,
    });
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    const { port } = sandbox.server.address() as AddressInfo;
    const stripe = createStripeClient(loadConfig({ STRIPE_API_URL: `http://127.0.0.1:${port}` }));
    context = await setupApp({ stripe });
  });
  afterAll(async () => {
    await context.close();
    await sandbox.close();
  });

  it('one session for all 20, no 502, the hold kept', async () => {
    const order = await createOrder(context);
    await awayFromMinuteEnd();
    const answers = await Promise.all(Array.from({ length: 20 }, () => popup(context, order)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const sessionIds = new Set(answers.map((answer) => answer.json().sessionId));
    expect(sessionIds.size).toBe(1);
    const reference = order.customer_reference_number;
    expect(context.stock.calls.filter((call) => call.reference === reference && call.action === 'release')).toEqual([]);
    expect(context.stock.holds.get(reference)?.status).toBe('held');
    const stored = await context.db.query(
      'SELECT stripe_session_id, stock_released_at FROM orders WHERE customer_reference_number = $1',
      [reference],
    );
    expect(stored.rows[0]).toEqual({ stripe_session_id: [...sessionIds][0], stock_released_at: null });
  }, 30_000);
});
