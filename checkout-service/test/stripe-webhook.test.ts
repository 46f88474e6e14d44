import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConfirmationOf } from './fakes.ts';
import {
  createOrderWithSession,
  paymentStatus,
  postStripeEvent,
  setupApp,
  type TestContext,
  WEBHOOK_SECRET,
} from './helper.ts';

let context: TestContext;
beforeAll(async () => {
  // The job worker looks for due jobs every 50 ms, so the 300 ms watches below span six of its rounds.
  context = await setupApp({ retryBaseMs: 100, jobPollIntervalMs: 50 });
});
afterAll(() => context.close());

let eventCount = 0;
function completedEvent(sessionId: string) {
  eventCount += 1;
  const session = context.stripe.sessions.get(sessionId);
  return { id: `evt_${eventCount}`, type: 'checkout.session.completed', data: { object: session } };
}

function pushesOf(reference: string) {
  return context.cmsOrders.pushes.filter((order) => order.customer_reference_number === reference);
}

describe('POST /v1/stripe/webhook', () => {
  it('refuses a bad signature with 400 and leaves the order pending', async () => {
    const { reference, sessionId } = await createOrderWithSession(context);
    context.stripe.pay(sessionId);
    const response = await postStripeEvent(context, completedEvent(sessionId), 'whsec_wrong');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_signature');
    expect(await paymentStatus(context.db, reference)).toBe('pending');
  });

  it('refuses a signature older than the 300 s tolerance with 400 invalid_signature', async () => {
    const { reference, sessionId } = await createOrderWithSession(context);
    context.stripe.pay(sessionId);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    const response = await postStripeEvent(context, completedEvent(sessionId), WEBHOOK_SECRET, sixMinutesAgo);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_signature');
    expect(await paymentStatus(context.db, reference)).toBe('pending');
  });

  it('refuses an event without a Stripe-Signature header with 400 invalid_signature', async () => {
    const { reference, sessionId } = await createOrderWithSession(context);
    context.stripe.pay(sessionId);
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ object: 'event', ...completedEvent(sessionId) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_signature');
    expect(await paymentStatus(context.db, reference)).toBe('pending');
  });

  it('completes the order on checkout.session.completed, and a replayed event creates nothing new', async () => {
    const { reference, sessionId } = await createOrderWithSession(context, {
      email: 'winner@example.ae',
      coupon_code: context.prizes.issueHalfOff(),
    });
    context.stripe.pay(sessionId);
    const event = completedEvent(sessionId);
    expect((await postStripeEvent(context, event)).statusCode).toBe(200);
    expect(await paymentStatus(context.db, reference)).toBe('paid');
    const replay = await postStripeEvent(context, event);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(context.prizes.redemptions.filter((r) => r.orderReference === reference)).toHaveLength(1);
    expect(pushesOf(reference)).toHaveLength(1);
  });

  it('does not complete the order of a completed session that is not paid yet: its payment is processing (decision 062)', async () => {
    const { reference, sessionId } = await createOrderWithSession(context);
    Object.assign(context.stripe.sessions.get(sessionId) ?? {}, { status: 'complete', payment_status: 'unpaid' });
    expect((await postStripeEvent(context, completedEvent(sessionId))).statusCode).toBe(200);
    expect(await paymentStatus(context.db, reference)).toBe('processing');
    expect(pushesOf(reference)).toEqual([]);
  });

  it('turns 20 concurrent create_order calls and webhooks into one paid order, one redemption, one push, one mail', async () => {
    const { reference, sessionId, headers } = await createOrderWithSession(context, {
      email: 'winner@example.ae',
      coupon_code: context.prizes.issueHalfOff(),
    });
    context.stripe.pay(sessionId);
    // What the shopper would see: their orders, before and after the 20 calls.
    const ordersOfShopper = async () =>
      (
        await context.db.query<{ customer_reference_number: string; payment_status: string }>(
          "SELECT customer_reference_number, payment_status FROM orders WHERE email = 'winner@example.ae' ORDER BY created_at",
        )
      ).rows;
    const before = await ordersOfShopper();
    const calls = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? context.app.inject({
            method: 'POST',
            url: '/v1/create_order',
            headers,
            payload: { customer_reference_number: reference, sessionId },
          })
        : postStripeEvent(context, completedEvent(sessionId)),
    );
    const responses = await Promise.all(calls);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    // No order was added by the 20 calls, and this one is paid.
    const after = await ordersOfShopper();
    expect(after.map((order) => order.customer_reference_number)).toEqual(
      before.map((order) => order.customer_reference_number),
    );
    expect(after.find((order) => order.customer_reference_number === reference)?.payment_status).toBe('paid');
    expect(context.prizes.redemptions.filter((r) => r.orderReference === reference)).toHaveLength(1);
    expect(pushesOf(reference)).toHaveLength(1);
    await expect.poll(() => context.mailer.sent.filter((mail) => isConfirmationOf(mail, reference)).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(context.mailer.sent.filter((mail) => isConfirmationOf(mail, reference))).toHaveLength(1);
  });

  it('keeps the order paid when the CMS is down and pushes it later', async () => {
    const { reference, sessionId } = await createOrderWithSession(context);
    context.stripe.pay(sessionId);
    context.cmsOrders.failPushes = 1;
    expect((await postStripeEvent(context, completedEvent(sessionId))).statusCode).toBe(200);
    expect(await paymentStatus(context.db, reference)).toBe('paid');
    // The first push was tried and failed (asserting "no push yet" would race the 100 ms retry).
    expect(context.cmsOrders.failPushes).toBe(0);
    await expect.poll(() => pushesOf(reference).length, { timeout: 5000 }).toBe(1);
    // The retry round stamps the push in its transaction, committed just after the push.
    const syncedAt = async () =>
      (await context.db.query('SELECT cms_synced_at FROM orders WHERE customer_reference_number = $1', [reference]))
        .rows[0].cms_synced_at;
    await expect.poll(syncedAt).not.toBeNull();
  });

  it('keeps a paid order whose prize code was spent elsewhere paid, and stops asking the prize service', async () => {
    const code = context.prizes.issueHalfOff();
    const { reference, sessionId } = await createOrderWithSession(context, {
      email: 'winner@example.ae',
      coupon_code: code,
    });
    context.stripe.pay(sessionId);
    context.prizes.refusedCodes.add(code);
    try {
      expect((await postStripeEvent(context, completedEvent(sessionId))).statusCode).toBe(200);
      expect(await paymentStatus(context.db, reference)).toBe('paid');
      await expect.poll(() => pushesOf(reference).length, { timeout: 5000 }).toBe(1);
      // Several retry rounds (100 ms each) pass: a refused code is asked for once only.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const attempts = context.prizes.redemptionAttempts.filter((r) => r.orderReference === reference);
      expect(attempts).toHaveLength(1);
      const row = await context.db.query(
        'SELECT prize_redemption_refused_at FROM orders WHERE customer_reference_number = $1',
        [reference],
      );
      expect(row.rows[0].prize_redemption_refused_at).not.toBeNull();
    } finally {
      context.prizes.refusedCodes.delete(code);
    }
  });

  it('marks the order failed when an async payment fails', async () => {
    const { reference, sessionId } = await createOrderWithSession(context);
    const event = {
      id: 'evt_failed_1',
      type: 'checkout.session.async_payment_failed',
      data: { object: context.stripe.sessions.get(sessionId) },
    };
    expect((await postStripeEvent(context, event)).statusCode).toBe(200);
    expect(await paymentStatus(context.db, reference)).toBe('failed');
  });
});
