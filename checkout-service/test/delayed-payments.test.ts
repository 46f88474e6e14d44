import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp as buildStripeSandbox } from '../../stripe-sandbox/src/app.ts';
import { createStripeClient } from '../src/clients/stripe.ts';
import { loadConfig } from '../src/config.ts';
import { isConfirmationOf } from './fakes.ts';
import {
  createOrder,
  createOrderWithSession,
  orderTokenHeader,
  paymentStatus,
  postStripeEvent,
  setupApp,
  type TestContext,
  WEBHOOK_SECRET,
} from './helper.ts';

/**
 * Delayed payment methods (docs/architecture.md 4.4, docs/decisions/062): a Checkout Session can
 * complete with `payment_status: unpaid` (a bank debit) and be paid or fail days later. The order
 * is `processing` meanwhile, keeps its pieces and its prize code, and gets one completion (or its
 * pieces and code back) when Stripe's `checkout.session.async_payment_*` arrives.
 */

const DAY_MS = 24 * 60 * 60_000;
const HOLD_DAYS = 5;

let context: TestContext;
beforeAll(async () => {
  context = await setupApp({
    sweepMs: 150,
    jobPollIntervalMs: 50,
    env: { CHECKOUT_PROCESSING_PAYMENT_HOLD_MS: String(HOLD_DAYS * DAY_MS) },
  });
});
afterAll(() => context.close());

let eventCount = 0;
/** Stripe's event of `type` carrying the session as it is now at the fake Stripe. */
function sessionEvent(type: string, sessionId: string) {
  eventCount += 1;
  const session = structuredClone(context.stripe.sessions.get(sessionId));
  return { id: `evt_delayed_${eventCount}`, type, data: { object: session } };
}

function stripeSession(sessionId: string): Stripe.Checkout.Session {
  const session = context.stripe.sessions.get(sessionId);
  if (!session) throw new Error(`no session ${sessionId}`);
  return session;
}

/** What the card page does on a bank debit: the session completes, unpaid, with a processing PaymentIntent. */
function submitBankDebit(sessionId: string): void {
  Object.assign(stripeSession(sessionId), {
    status: 'complete',
    payment_status: 'unpaid',
    payment_intent: `pi_debit_${sessionId}`,
  });
}

/** The bank paid: the session is `paid` (what `async_payment_succeeded` carries). */
function bankPaid(sessionId: string): void {
  Object.assign(stripeSession(sessionId), { payment_status: 'paid' });
}

async function orderRow(reference: string) {
  const result = await context.db.query('SELECT * FROM orders WHERE customer_reference_number = $1', [reference]);
  return result.rows[0];
}

/**
 * 40 minutes pass: the session's own expiry (and the popup's 32-minute hold) is behind the order,
 * and the sweeper has had four rounds to look at it.
 */
async function timePasses(reference: string): Promise<void> {
  await context.db.query(
    `UPDATE orders SET session_expires_at = session_expires_at - interval '40 minutes'
      WHERE customer_reference_number = $1`,
    [reference],
  );
  await new Promise((resolve) => setTimeout(resolve, 600));
}

/** A placed order with a 50% prize code and its open payment popup. */
async function orderWithCode() {
  const code = context.prizes.issueHalfOff();
  const placed = await createOrderWithSession(context, { email: 'winner@example.ae', coupon_code: code });
  return { ...placed, code };
}

const confirmationsOf = (reference: string) => context.mailer.sent.filter((mail) => isConfirmationOf(mail, reference));
const mailsAbout = (reference: string) =>
  context.mailer.sent.filter((mail) => JSON.stringify(mail).includes(reference));

function expectHeldForDays(reference: string, code: string | null, heldUntil: Date): void {
  const days = (heldUntil.getTime() - Date.now()) / DAY_MS;
  expect(days).toBeGreaterThan(HOLD_DAYS - 0.01);
  expect(days).toBeLessThanOrEqual(HOLD_DAYS);
  const hold = context.stock.holds.get(reference);
  expect(hold?.status).toBe('held');
  expect(hold?.expiresAt.getTime()).toBe(heldUntil.getTime());
  if (code) expect(context.prizes.reservations.get(code)).toEqual({ orderReference: reference, expiresAt: heldUntil });
}

describe('a session completed unpaid: the order is processing, its pieces and code kept for days', () => {
  it('checkout.session.completed (unpaid) → processing; nothing completed, mailed or redeemed; staff see it processing', async () => {
    const { reference, sessionId, code } = await orderWithCode();
    submitBankDebit(sessionId);
    const response = await postStripeEvent(context, sessionEvent('checkout.session.completed', sessionId));
    expect(response.statusCode).toBe(200);

    const order = await orderRow(reference);
    expect(order.payment_status).toBe('processing');
    expect(order.status).toBe('pending');
    expect(order.invoice_number).toBeNull();
    expect(order.stripe_payment_intent_id).toBe(`pi_debit_${sessionId}`);
    expectHeldForDays(reference, code, order.session_expires_at);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsAbout(reference)).toEqual([]);
    expect(context.prizes.redemptionAttempts.filter((r) => r.orderReference === reference)).toEqual([]);
    // Staff see the order, as processing (decision 065); nothing else of a paid order happens.
    expect(
      context.cmsOrders.pushes.filter((o) => o.customer_reference_number === reference).map((o) => o.payment_status),
    ).toEqual(['processing']);
    expect(context.stock.calls.filter((c) => c.reference === reference && c.action !== 'hold')).toEqual([]);
  });

  it("the browser's return (create_order) records it too: 202 with the order processing", async () => {
    const { reference, sessionId, headers, code } = await orderWithCode();
    submitBankDebit(sessionId);
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/create_order',
      headers,
      payload: { customer_reference_number: reference, sessionId },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().order).toMatchObject({ payment_status: 'processing', status: 'pending', invoice_url: null });
    expectHeldForDays(reference, code, (await orderRow(reference)).session_expires_at);
    const view = await context.app.inject({
      url: `/v1/orders/${reference}?session_id=${sessionId}`,
      headers,
    });
    expect(view.json().order.payment_status).toBe('processing');
    // The order can not open another payment popup while its payment is processing.
    const popup = await context.app.inject({
      method: 'POST',
      url: '/v1/create-checkout-session',
      headers,
      payload: { customer_reference_number: reference },
    });
    expect(popup.statusCode).toBe(409);
    expect(popup.json().error.code).toBe('payment_in_progress');
  });

  it('the sweeper leaves a processing order alone past its session’s expiry', async () => {
    const { reference, sessionId, code } = await orderWithCode();
    submitBankDebit(sessionId);
    await postStripeEvent(context, sessionEvent('checkout.session.completed', sessionId));
    await timePasses(reference);
    const order = await orderRow(reference);
    expect(order.payment_status).toBe('processing');
    expect(order.stock_released_at).toBeNull();
    expect(context.stock.holds.get(reference)?.status).toBe('held');
    expect(context.prizes.releases.filter((r) => r.orderReference === reference)).toEqual([]);
    expect(context.prizes.reservations.get(code)?.orderReference).toBe(reference);
  });

  it('the sweeper finds a completed-unpaid session whose webhook was lost and keeps its order processing', async () => {
    const { reference, sessionId, code } = await orderWithCode();
    submitBankDebit(sessionId);
    await context.db.query(
      `UPDATE orders SET session_expires_at = now() - interval '1 second' WHERE customer_reference_number = $1`,
      [reference],
    );
    // The sweeper marks the order processing, then moves its hold and its code's reservation.
    await vi.waitFor(
      async () => {
        const order = await orderRow(reference);
        expect(order.payment_status).toBe('processing');
        expect(order.stock_released_at).toBeNull();
        expectHeldForDays(reference, code, order.session_expires_at);
      },
      { timeout: 5000, interval: 50 },
    );
  });
});

describe('the bank answers', () => {
  it('async_payment_succeeded completes the order once: one paid order, one invoice, one redemption, one push, one mail', async () => {
    const { reference, sessionId, headers, code } = await orderWithCode();
    submitBankDebit(sessionId);
    await postStripeEvent(context, sessionEvent('checkout.session.completed', sessionId));
    await timePasses(reference);
    expect(await paymentStatus(context.db, reference)).toBe('processing');
    expect(context.stock.holds.get(reference)?.status).toBe('held');
    bankPaid(sessionId);
    const succeeded = sessionEvent('checkout.session.async_payment_succeeded', sessionId);
    const calls = [
      postStripeEvent(context, succeeded),
      postStripeEvent(context, succeeded),
      postStripeEvent(context, sessionEvent('checkout.session.async_payment_succeeded', sessionId)),
      ...[1, 2, 3].map(() =>
        context.app.inject({
          method: 'POST',
          url: '/v1/create_order',
          headers,
          payload: { customer_reference_number: reference, sessionId },
        }),
      ),
    ];
    expect((await Promise.all(calls)).map((response) => response.statusCode)).toEqual(Array(6).fill(200));

    const order = await orderRow(reference);
    expect(order.payment_status).toBe('paid');
    expect(order.status).toBe('confirmed');
    expect(order.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    const invoices = await context.db.query('SELECT count(*)::int AS n FROM orders WHERE invoice_number = $1', [
      order.invoice_number,
    ]);
    expect(invoices.rows[0].n).toBe(1);
    expect(context.prizes.redemptions.filter((r) => r.orderReference === reference)).toEqual([
      { code, orderReference: reference },
    ]);
    await expect.poll(() => confirmationsOf(reference).length).toBe(1);
    await expect
      .poll(
        () =>
          context.cmsOrders.pushes.filter(
            (o) => o.customer_reference_number === reference && o.payment_status === 'paid',
          ).length,
      )
      .toBe(1);
    expect(context.stock.holds.get(reference)?.status).toBe('committed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(confirmationsOf(reference)).toHaveLength(1);
  });

  it('async_payment_failed marks the order failed and gives its pieces and its code back, once', async () => {
    const { reference, sessionId, code } = await orderWithCode();
    submitBankDebit(sessionId);
    await postStripeEvent(context, sessionEvent('checkout.session.completed', sessionId));
    await timePasses(reference);
    const failed = sessionEvent('checkout.session.async_payment_failed', sessionId);
    expect((await postStripeEvent(context, failed)).statusCode).toBe(200);
    expect((await postStripeEvent(context, failed)).json()).toEqual({ received: true, duplicate: true });

    const order = await orderRow(reference);
    expect(order.payment_status).toBe('failed');
    expect(order.stock_released_at).not.toBeNull();
    expect(context.stock.holds.get(reference)?.status).toBe('released');
    expect(context.stock.calls.filter((c) => c.reference === reference && c.action === 'release')).toEqual([
      { action: 'release', reference, reason: 'payment_failed' },
    ]);
    expect(context.prizes.releases).toContainEqual({ code, orderReference: reference });
    // The code is free again: the shopper's next order may use it.
    const next = await createOrderWithSession(context, { email: 'winner@example.ae', coupon_code: code });
    expect(context.prizes.reservations.get(code)?.orderReference).toBe(next.reference);
    // A stale completed event (unpaid) does not bring the failed order back.
    await postStripeEvent(context, sessionEvent('checkout.session.completed', sessionId));
    expect(await paymentStatus(context.db, reference)).toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsAbout(reference)).toEqual([]);
  });

  it('a succeeded event before the completed one leaves the order paid', async () => {
    const { reference, sessionId } = await createOrderWithSession(context);
    submitBankDebit(sessionId);
    const completed = sessionEvent('checkout.session.completed', sessionId); // unpaid, delivered late
    bankPaid(sessionId);
    await postStripeEvent(context, sessionEvent('checkout.session.async_payment_succeeded', sessionId));
    expect(await paymentStatus(context.db, reference)).toBe('paid');
    await postStripeEvent(context, completed);
    expect(await paymentStatus(context.db, reference)).toBe('paid');
  });
});

describe('a processing order past its hold: the sweeper asks Stripe', () => {
  /** The order's hold ran out (HOLD_DAYS later); Stripe's PaymentIntent says `status`. */
  async function holdRunsOut(reference: string, sessionId: string, status: string) {
    Object.assign(stripeSession(sessionId), { payment_intent: { id: `pi_debit_${sessionId}`, status } });
    await context.db.query(
      `UPDATE orders SET session_expires_at = now() - interval '1 second' WHERE customer_reference_number = $1`,
      [reference],
    );
  }

  it('still processing at Stripe: held for another period; failed at Stripe: failed, pieces and code back', async () => {
    const { reference, sessionId, code } = await orderWithCode();
    submitBankDebit(sessionId);
    await postStripeEvent(context, sessionEvent('checkout.session.completed', sessionId));

    await holdRunsOut(reference, sessionId, 'processing');
    await expect
      .poll(async () => (await orderRow(reference)).session_expires_at.getTime() > Date.now(), { timeout: 5000 })
      .toBe(true);
    const extended = await orderRow(reference);
    expect(extended.payment_status).toBe('processing');
    // The order's row moves first, then the CMS hold and the code's reservation.
    await vi.waitFor(() => expectHeldForDays(reference, code, extended.session_expires_at));

    // The async_payment_failed webhook was lost.
    await holdRunsOut(reference, sessionId, 'requires_payment_method');
    await expect.poll(() => paymentStatus(context.db, reference), { timeout: 5000 }).toBe('failed');
    await expect.poll(() => context.stock.holds.get(reference)?.status).toBe('released');
    await expect.poll(() => context.prizes.releases).toContainEqual({ code, orderReference: reference });
  });
});

describe('through the real Stripe SDK, stripe-sandbox, its bank debit and its signed webhooks', () => {
  let shop: TestContext;
  let sandbox: Awaited<ReturnType<typeof buildStripeSandbox>>;
  let relay: Server;
  beforeAll(async () => {
    // The sandbox's webhooks reach the shop's app through this relay (the app itself does not listen).
    relay = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const answer = await shop.app.inject({
          method: 'POST',
          url: '/v1/stripe/webhook',
          headers: {
            'content-type': String(request.headers['content-type']),
            'stripe-signature': String(request.headers['stripe-signature']),
          },
          payload: Buffer.concat(chunks),
        });
        response.statusCode = answer.statusCode;
        response.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    sandbox = await buildStripeSandbox({
      secretKey: 'sk_test_sandbox',
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${(relay.address() as AddressInfo).port}/webhook`,
      publicUrl: 'http://127.0.0.1',
      webhookRetryDelaysMs: [50, 50],
      // The bank would answer in an hour: the test helper answers within the test.
      asyncSettleMs: 3_600_000,
    });
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    const { port } = sandbox.server.address() as AddressInfo;
    shop = await setupApp({ stripe: createStripeClient(loadConfig({ STRIPE_API_URL: `http://127.0.0.1:${port}` })) });
  });
  afterAll(async () => {
    await shop.close();
    await sandbox.close();
    await new Promise((resolve) => relay.close(resolve));
  });

  /** A placed order whose shopper submits a bank debit from `iban` on the sandbox's card page. */
  async function payByBankDebit(iban: string) {
    const order = await createOrder(shop, { email: 'winner@example.ae', coupon_code: shop.prizes.issueHalfOff() });
    const headers = orderTokenHeader(order);
    const reference = order.customer_reference_number;
    const popup = await shop.app.inject({
      method: 'POST',
      url: '/v1/create-checkout-session',
      headers,
      payload: { customer_reference_number: reference },
    });
    const { clientSecret, sessionId } = popup.json() as { clientSecret: string; sessionId: string };
    const submitted = await sandbox.inject({
      method: 'POST',
      url: '/embedded-checkout/confirm',
      payload: { client_secret: clientSecret, payment_method: 'sepa_debit', iban, name: 'Aisha Khan' },
    });
    expect(submitted.json().payment_status).toBe('unpaid');
    return { reference, sessionId, headers };
  }

  const bankAnswers = (sessionId: string) =>
    sandbox.inject({
      method: 'POST',
      url: `/v1/test_helpers/checkout/sessions/${sessionId}/settle`,
      headers: { authorization: 'Bearer sk_test_sandbox' },
    });
  const statusOf = (reference: string) => paymentStatus(shop.db, reference);

  it('DE89…: processing (webhook and the return page agree), then paid once with its invoice', async () => {
    const { reference, sessionId, headers } = await payByBankDebit('DE89 3704 0044 0532 0130 00');
    await expect.poll(() => statusOf(reference), { timeout: 5000 }).toBe('processing');
    const back = await shop.app.inject({
      method: 'POST',
      url: '/v1/create_order',
      headers,
      payload: { customer_reference_number: reference, sessionId },
    });
    expect(back.statusCode).toBe(202);
    expect(back.json().order.payment_status).toBe('processing');
    expect(shop.stock.holds.get(reference)?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);

    expect((await bankAnswers(sessionId)).statusCode).toBe(200);
    await expect.poll(() => statusOf(reference), { timeout: 5000 }).toBe('paid');
    const order = await shop.db.query(
      'SELECT invoice_number, stripe_payment_intent_id FROM orders WHERE customer_reference_number = $1',
      [reference],
    );
    expect(order.rows[0].invoice_number).toMatch(/^INV-/);
    expect(order.rows[0].stripe_payment_intent_id).toMatch(/^pi_test_/);
    await expect.poll(() => shop.prizes.redemptions.filter((r) => r.orderReference === reference)).toHaveLength(1);
  });

  it('DE62…: processing, then failed, its pieces and code given back', async () => {
    const { reference, sessionId } = await payByBankDebit('DE62 3704 0044 0532 0130 01');
    await expect.poll(() => statusOf(reference), { timeout: 5000 }).toBe('processing');
    await bankAnswers(sessionId);
    await expect.poll(() => statusOf(reference), { timeout: 5000 }).toBe('failed');
    await expect.poll(() => shop.stock.holds.get(reference)?.status).toBe('released');
    await expect.poll(() => shop.prizes.releases.filter((r) => r.orderReference === reference)).toHaveLength(1);
  });
});
