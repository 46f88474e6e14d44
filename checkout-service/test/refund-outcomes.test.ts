import { createServer } from 'node:net';
import { DELIVERY_TIERS, formatAed } from '@outlet-shop/shop-rules';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp as buildStripeSandbox } from '../../stripe-sandbox/src/app.ts';
import { createStripeClient } from '../src/clients/stripe.ts';
import { loadConfig } from '../src/config.ts';
import {
  createOrderWithSession,
  paymentStatus,
  postStripeEvent,
  setupApp,
  type TestContext,
  WEBHOOK_SECRET,
} from './helper.ts';

/*
 * A refund's outcome is Stripe's to tell (docs/decisions/063): a refund can start `pending` or
 * `requires_action` and later succeed, fail or be canceled, and one that succeeded can still fail.
 * The credit note and the shopper's refund mail come when the money went back; a refund that
 * fails or is canceled no longer counts as refunded, and staff are told (a mail to ORDERS_MAILBOX
 * and an alert on the CMS order). Webhooks are signed as Stripe signs them.
 */

const TOKEN = 'dev-checkout-service-token';
const STAFF = 'orders@outlet-shop.example';
/** What the default cart (2 × AED 24.50, below the reduced fee's tier) comes to with the full delivery fee. */
const PAID_FILS = 4900 + DELIVERY_TIERS.fullFeeFils;
let context: TestContext;
beforeAll(async () => {
  context = await setupApp();
});
afterAll(() => context.close());

async function paidOrder(products = [{ id: 1, quantity: 2 }]) {
  const { reference, sessionId, headers } = await createOrderWithSession(context, { products });
  context.stripe.pay(sessionId);
  const paid = await context.app.inject({
    method: 'POST',
    url: '/v1/create_order',
    headers,
    payload: { customer_reference_number: reference, sessionId },
  });
  expect(paid.statusCode).toBe(200);
  return { reference, paymentIntent: `pi_for_${sessionId}` };
}

function refund(reference: string, body: Record<string, unknown>) {
  return context.app.inject({
    method: 'POST',
    url: `/v1/orders/${reference}/refunds`,
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: { restock: false, ...body },
  });
}

async function refundsOf(reference: string) {
  const listed = await context.app.inject({
    method: 'GET',
    url: `/v1/orders/${reference}/refunds`,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(listed.statusCode).toBe(200);
  return listed.json().order;
}

let eventCount = 0;
/** Stripe tells the shop about a refund: `refund.created`, `refund.updated`, `refund.failed`… */
async function refundEvent(type: string, object: Stripe.Refund | Record<string, unknown>) {
  eventCount += 1;
  const answer = await postStripeEvent(context, { id: `evt_refund_outcome_${eventCount}`, type, data: { object } });
  expect(answer.statusCode).toBe(200);
}

const key = () => `refund-${crypto.randomUUID()}`;
const mailsAbout = (reference: string) =>
  context.mailer.sent.filter((mail) => mail.headers?.['X-Order-Reference'] === reference);
const refundMails = (reference: string) =>
  mailsAbout(reference).filter((mail) => mail.subject.startsWith('Refund of '));
const staffAlerts = (reference: string) =>
  mailsAbout(reference).filter((mail) => mail.to === STAFF && mail.subject.startsWith('Refund failed'));
const pushesOf = (reference: string) =>
  context.cmsOrders.pushes.filter((push) => push.customer_reference_number === reference);

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Long enough for a queued job (poll 100 ms) to have sent a mail if one had been due. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('a refund Stripe answers pending', () => {
  it('has no credit note until refund.updated says it succeeded; then one credit note and one mail', async () => {
    const { reference } = await paidOrder();
    context.stripe.refundStatuses.push('pending');
    const same = key();
    const answer = await refund(reference, { idempotency_key: same, whole_order: true });
    expect(answer.statusCode).toBe(201);
    const made = answer.json().refund;
    expect(made).toMatchObject({ status: 'pending', amount_fils: PAID_FILS, credit_note_number: null });
    expect(made.stripe_refund_id).toMatch(/^re_/);
    // The amount stays reserved: nothing more can be refunded meanwhile.
    expect(answer.json().order).toMatchObject({ refunded_fils: PAID_FILS });
    expect((await refund(reference, { idempotency_key: key(), amount_fils: 100 })).json().error.code).toBe(
      'order_fully_refunded',
    );
    // The same click again answers the same pending refund and asks Stripe for nothing more.
    const again = await refund(reference, { idempotency_key: same, whole_order: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().refund).toMatchObject({ id: made.id, status: 'pending' });
    expect(context.stripe.refundsMade.filter((r) => r.metadata?.customer_reference_number === reference)).toHaveLength(
      1,
    );

    const stripeRefund = context.stripe.refundsMade.find((r) => r.id === made.stripe_refund_id) as Stripe.Refund;
    await refundEvent('refund.created', structuredClone(stripeRefund));
    await refundEvent('refund.updated', structuredClone(stripeRefund));
    await quiet();
    expect(refundMails(reference)).toEqual([]);
    expect((await refundsOf(reference)).refunds[0]).toMatchObject({ status: 'pending', credit_note_number: null });

    const succeeded = context.stripe.settleRefund(stripeRefund.id, 'succeeded');
    await refundEvent('refund.updated', succeeded);
    // Redelivered and late events change nothing: one credit note, one mail.
    await refundEvent('refund.updated', succeeded);
    await refundEvent('refund.created', { ...succeeded, status: 'pending' });
    await until(() => refundMails(reference).length > 0);
    await quiet();
    const order = await refundsOf(reference);
    expect(order).toMatchObject({ refunded_fils: PAID_FILS, refund_status: 'refunded' });
    expect(order.refunds).toHaveLength(1);
    expect(order.refunds[0]).toMatchObject({ status: 'succeeded', credit_note_number: expect.stringMatching(/^CN-/) });
    const mails = refundMails(reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments?.[0]?.filename).toBe(`${order.refunds[0].credit_note_number}.pdf`);
    expect(staffAlerts(reference)).toEqual([]);
  });
});

describe('a refund that fails or is canceled after Stripe took it', () => {
  it('gets no credit note, no longer counts as refunded, and staff are told by mail and in the CMS', async () => {
    const { reference } = await paidOrder();
    context.stripe.refundStatuses.push('pending');
    const made = (await refund(reference, { idempotency_key: key(), lines: [{ product_id: 1, quantity: 1 }] })).json()
      .refund;
    expect(made).toMatchObject({ status: 'pending', amount_fils: 2450 });

    const failed = context.stripe.settleRefund(made.stripe_refund_id, 'failed', 'expired_or_canceled_card');
    await refundEvent('refund.updated', failed);
    await refundEvent('refund.failed', failed);
    await until(() => staffAlerts(reference).length > 0);
    await until(() => pushesOf(reference).some((push) => push.refund_alert));
    await quiet();

    const order = await refundsOf(reference);
    expect(order).toMatchObject({ refunded_fils: 0, refund_status: 'none' });
    expect(order.refunds[0]).toMatchObject({ status: 'failed', credit_note_number: null });
    expect(order.refunds[0].failure).toContain('expired_or_canceled_card');
    expect(refundMails(reference)).toEqual([]);
    const alerts = staffAlerts(reference);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe(`Refund failed for order ${reference}: AED 24.50 did not reach the shopper`);
    expect(alerts[0]?.text).toContain('expired_or_canceled_card');
    expect(alerts[0]?.text).toContain('/admin/order-desk/');
    const pushed = pushesOf(reference).at(-1);
    expect(pushed).toMatchObject({ refundedFils: 0 });
    expect(pushed?.refund_alert).toBe(
      'Refund of AED 24.50 failed at Stripe (expired_or_canceled_card): pay the shopper back another way',
    );
    // The pieces can be refunded again.
    context.stripe.refundStatuses.push('succeeded');
    const retry = await refund(reference, { idempotency_key: key(), lines: [{ product_id: 1, quantity: 2 }] });
    expect(retry.json().refund).toMatchObject({ status: 'succeeded', amount_fils: 4900 });
  });

  it('a refund that succeeded and later failed keeps its credit note, is taken off the refunded amount, and staff are told', async () => {
    const { reference } = await paidOrder();
    const made = (await refund(reference, { idempotency_key: key(), whole_order: true })).json().refund;
    expect(made).toMatchObject({ status: 'succeeded', credit_note_number: expect.stringMatching(/^CN-/) });
    await until(() => refundMails(reference).length > 0);

    await refundEvent(
      'refund.failed',
      context.stripe.settleRefund(made.stripe_refund_id, 'failed', 'lost_or_stolen_card'),
    );
    await until(() => staffAlerts(reference).length > 0);
    const order = await refundsOf(reference);
    expect(order).toMatchObject({ refunded_fils: 0, refund_status: 'none' });
    expect(order.refunds[0]).toMatchObject({ status: 'failed', credit_note_number: made.credit_note_number });
    expect(staffAlerts(reference)[0]?.text).toContain(`Credit note ${made.credit_note_number}`);
  });

  it('a refund canceled at Stripe (requires_action, then canceled) frees its amount and staff are told', async () => {
    const { reference } = await paidOrder();
    context.stripe.refundStatuses.push('requires_action');
    const made = (await refund(reference, { idempotency_key: key(), amount_fils: 1000 })).json().refund;
    expect(made).toMatchObject({ status: 'requires_action', credit_note_number: null });
    expect((await refundsOf(reference)).refunded_fils).toBe(1000);

    await refundEvent('refund.updated', context.stripe.settleRefund(made.stripe_refund_id, 'canceled'));
    await until(() => staffAlerts(reference).length > 0);
    const order = await refundsOf(reference);
    expect(order).toMatchObject({ refunded_fils: 0 });
    expect(order.refunds[0]).toMatchObject({ status: 'canceled', credit_note_number: null });
    expect(staffAlerts(reference)[0]?.text).toContain('was canceled at Stripe');
  });
});

describe('a refund made in Stripe’s dashboard', () => {
  it('is recorded pending without a credit note, and gets one when it succeeds', async () => {
    const { reference, paymentIntent } = await paidOrder();
    context.stripe.refundStatuses.push('pending');
    const dashboard = await context.stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 });
    await refundEvent('refund.created', structuredClone(dashboard));
    await postStripeEvent(context, {
      id: `evt_charge_refunded_${dashboard.id}`,
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: paymentIntent, amount_refunded: 500 } },
    });
    let order = await refundsOf(reference);
    expect(order).toMatchObject({ refunded_fils: 500 });
    expect(order.refunds).toHaveLength(1);
    expect(order.refunds[0]).toMatchObject({
      status: 'pending',
      staff_email: 'Stripe dashboard',
      stripe_refund_id: dashboard.id,
      credit_note_number: null,
    });
    await quiet();
    expect(refundMails(reference)).toEqual([]);

    await refundEvent('refund.updated', context.stripe.settleRefund(dashboard.id, 'succeeded'));
    await until(() => refundMails(reference).length > 0);
    order = await refundsOf(reference);
    expect(order.refunds).toHaveLength(1);
    expect(order.refunds[0]).toMatchObject({ status: 'succeeded', credit_note_number: expect.stringMatching(/^CN-/) });
    expect(refundMails(reference)[0]?.subject).toBe(`Refund of AED 5.00 for your Outlet Shop order ${reference}`);
  });

  it('a pending dashboard refund seen only through charge.refunded is settled by a later charge.refunded', async () => {
    const { reference, paymentIntent } = await paidOrder();
    context.stripe.refundStatuses.push('pending');
    const dashboard = await context.stripe.refunds.create({ payment_intent: paymentIntent, amount: 700 });
    const chargeRefunded = (id: string) =>
      postStripeEvent(context, {
        id,
        type: 'charge.refunded',
        data: { object: { id: 'ch_2', object: 'charge', payment_intent: paymentIntent, amount_refunded: 700 } },
      });
    await chargeRefunded(`evt_first_${dashboard.id}`);
    expect((await refundsOf(reference)).refunds[0]).toMatchObject({ status: 'pending', credit_note_number: null });
    context.stripe.settleRefund(dashboard.id, 'succeeded');
    await chargeRefunded(`evt_second_${dashboard.id}`);
    const order = await refundsOf(reference);
    expect(order.refunds).toHaveLength(1);
    expect(order.refunds[0]).toMatchObject({ status: 'succeeded', credit_note_number: expect.stringMatching(/^CN-/) });
  });
});

/** A port nobody listens on now (the checkout listens there once the sandbox knows where to send). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('through the real Stripe SDK and stripe-sandbox, its webhooks signed and delivered to the checkout', () => {
  let shop: TestContext;
  let sandbox: Awaited<ReturnType<typeof buildStripeSandbox>>;
  let stripe: Stripe;
  beforeAll(async () => {
    const checkoutPort = await freePort();
    sandbox = await buildStripeSandbox({
      secretKey: 'sk_test_sandbox',
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${checkoutPort}/v1/stripe/webhook`,
      publicUrl: 'http://127.0.0.1',
      webhookRetryDelaysMs: [100, 200, 400],
      refundSettleMs: 60_000,
    });
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    const { port } = sandbox.server.address() as { port: number };
    stripe = createStripeClient(loadConfig({ STRIPE_API_URL: `http://127.0.0.1:${port}` }));
    shop = await setupApp({ stripe });
    await shop.app.listen({ port: checkoutPort, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await sandbox.close();
    await shop.close();
  });

  /** Waits until `check` holds; fails the test if it never does. */
  async function shopUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the shop');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** An order paid on the sandbox's card page with `cardNumber`; the sandbox's webhook marks it paid. */
  async function paidAtSandbox(cardNumber: string): Promise<string> {
    const { reference, sessionId } = await createOrderWithSession(shop);
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const confirmed = await sandbox.inject({
      method: 'POST',
      url: '/embedded-checkout/confirm',
      payload: { client_secret: session.client_secret, cardNumber, expiry: '12 / 34', cvc: '123', name: 'Aisha Khan' },
    });
    expect(confirmed.statusCode).toBe(200);
    await shopUntil(async () => (await paymentStatus(shop.db, reference)) === 'paid');
    return reference;
  }

  async function shopRefunds(reference: string) {
    const listed = await shop.app.inject({
      method: 'GET',
      url: `/v1/orders/${reference}/refunds`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    return listed.json().order;
  }

  const settleAtSandbox = (stripeRefundId: string) =>
    sandbox.inject({
      method: 'POST',
      url: `/v1/test_helpers/refunds/${stripeRefundId}/settle`,
      headers: { authorization: 'Bearer sk_test_sandbox', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

  it('a refund of a 4000 0000 0000 7726 payment waits pending, then one credit note and one mail once it succeeded', async () => {
    const reference = await paidAtSandbox('4000 0000 0000 7726');
    const answer = await shop.app.inject({
      method: 'POST',
      url: `/v1/orders/${reference}/refunds`,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { idempotency_key: key(), whole_order: true, restock: false },
    });
    expect(answer.statusCode).toBe(201);
    const made = answer.json().refund;
    expect(made).toMatchObject({ status: 'pending', credit_note_number: null });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await shopRefunds(reference)).refunds[0]).toMatchObject({ status: 'pending', credit_note_number: null });

    expect((await settleAtSandbox(made.stripe_refund_id)).statusCode).toBe(200);
    await shopUntil(async () => (await shopRefunds(reference)).refunds[0].status === 'succeeded');
    const order = await shopRefunds(reference);
    expect(order.refunds).toHaveLength(1);
    expect(order.refunds[0].credit_note_number).toMatch(/^CN-/);
    const subject = `Refund of ${formatAed(PAID_FILS)} for your Outlet Shop order ${reference}`;
    await shopUntil(async () => shop.mailer.sent.some((mail) => mail.subject === subject));
    const mails = shop.mailer.sent.filter((mail) => mail.subject === subject);
    expect(mails).toHaveLength(1);
  });

  it('a refund of a 4000 0000 0000 5126 payment that fails after succeeding is taken off and staff are told', async () => {
    const reference = await paidAtSandbox('4000 0000 0000 5126');
    const answer = await shop.app.inject({
      method: 'POST',
      url: `/v1/orders/${reference}/refunds`,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { idempotency_key: key(), amount_fils: 2000, restock: false },
    });
    const made = answer.json().refund;
    expect(made).toMatchObject({ status: 'succeeded', credit_note_number: expect.stringMatching(/^CN-/) });
    expect((await settleAtSandbox(made.stripe_refund_id)).statusCode).toBe(200);
    await shopUntil(async () => (await shopRefunds(reference)).refunds[0].status === 'failed');
    expect(await shopRefunds(reference)).toMatchObject({ refunded_fils: 0, refund_status: 'none' });
    await shopUntil(async () =>
      shop.mailer.sent.some(
        (mail) => mail.to === STAFF && mail.subject.startsWith(`Refund failed for order ${reference}`),
      ),
    );
    await shopUntil(async () =>
      shop.cmsOrders.pushes.some((push) => push.customer_reference_number === reference && push.refund_alert),
    );
  });
});
