import { setTimeout as sleep } from 'node:timers/promises';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payWithCard, SECRET_KEY, sessionParams, startSandbox, startWebhookReceiver } from './helper.ts';

/*
 * Refunds that are not `succeeded` at once (docs/decisions/063), through the real Stripe SDK:
 * Stripe's test cards 4000 0000 0000 7726 (pending, then succeeded) and 4000 0000 0000 5126
 * (succeeded, then failed), the sandbox's `sandbox_refund_flow` metadata for the other flows,
 * cancel and Stripe's expire test helper for `requires_action`, and the events of each step.
 */

const PENDING_CARD = '4000 0000 0000 7726';
const FAILING_CARD = '4000 0000 0000 5126';
/** Long enough for an event to arrive if one had been sent. */
const QUIET_MS = 300;

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
/** Refund outcomes come 150 ms later. */
let sandbox: Sandbox;
/** Refund outcomes come a minute later: only the test helper answers within a test. */
let slow: Sandbox;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startSandbox(receiver.url, SECRET_KEY, { refundSettleMs: 150 });
  slow = await startSandbox(receiver.url, SECRET_KEY, { refundSettleMs: 60_000 });
});
afterAll(async () => {
  await sandbox.app.close();
  await slow.app.close();
  await receiver.close();
});

/** A session of AED 69.00 paid with `cardNumber`; its PaymentIntent id and Charge id. */
async function paidWith(on: Sandbox, cardNumber = '4242 4242 4242 4242') {
  const created = await on.stripe.checkout.sessions.create(sessionParams());
  expect((await payWithCard(on.app, created.client_secret ?? '', { cardNumber })).statusCode).toBe(200);
  const session = await on.stripe.checkout.sessions.retrieve(created.id);
  const paymentIntent = await on.stripe.paymentIntents.retrieve(String(session.payment_intent));
  return { paymentIntentId: paymentIntent.id, chargeId: String(paymentIntent.latest_charge) };
}

const refundOf = (event: Stripe.Event) => event.data.object as Stripe.Refund;

describe('refunds whose outcome comes later', () => {
  it('a payment by 4000 0000 0000 7726 refunds pending, then succeeded with refund.updated', async () => {
    const { paymentIntentId, chargeId } = await paidWith(sandbox, PENDING_CARD);
    const refund = await sandbox.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 2450 });
    expect(refund).toMatchObject({ status: 'pending', pending_reason: 'processing', amount: 2450 });
    expect(refundOf(await receiver.waitForEvent('refund.created', refund.id)).status).toBe('pending');
    // A waiting refund counts as refunded on its Charge.
    const charged = await receiver.waitForEvent('charge.refunded', chargeId);
    expect(charged.data.object).toMatchObject({ amount_refunded: 2450, refunded: false });

    const updated = refundOf(await receiver.waitForEvent('refund.updated', refund.id));
    expect(updated).toMatchObject({ id: refund.id, status: 'succeeded' });
    expect(updated.pending_reason).toBeUndefined();
    expect(await sandbox.stripe.refunds.retrieve(refund.id)).toMatchObject({ status: 'succeeded' });
    await sleep(QUIET_MS);
    expect(receiver.eventsFor('refund.failed', refund.id)).toEqual([]);
    expect(receiver.eventsFor('refund.updated', refund.id)).toHaveLength(1);
  });

  it('a payment by 4000 0000 0000 5126 refunds succeeded, then failed with refund.updated and refund.failed', async () => {
    const { paymentIntentId } = await paidWith(sandbox, FAILING_CARD);
    const refund = await sandbox.stripe.refunds.create({ payment_intent: paymentIntentId });
    expect(refund).toMatchObject({ status: 'succeeded', amount: 6900 });

    const failed = refundOf(await receiver.waitForEvent('refund.failed', refund.id));
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'expired_or_canceled_card' });
    expect(failed.failure_balance_transaction).toMatch(/^txn_/);
    expect(refundOf(await receiver.waitForEvent('refund.updated', refund.id)).status).toBe('failed');
    // The money is back in the balance: the whole payment can be refunded again.
    const again = await sandbox.stripe.refunds.create({
      payment_intent: paymentIntentId,
      metadata: { sandbox_refund_flow: 'succeeded' },
    });
    expect(again).toMatchObject({ status: 'succeeded', amount: 6900 });
  });

  it('metadata sandbox_refund_flow pending_then_failed: pending, then failed', async () => {
    const { paymentIntentId } = await paidWith(sandbox);
    const refund = await sandbox.stripe.refunds.create({
      payment_intent: paymentIntentId,
      amount: 1000,
      metadata: { sandbox_refund_flow: 'pending_then_failed', staff: 'mariam' },
    });
    expect(refund).toMatchObject({ status: 'pending', metadata: { staff: 'mariam' } });
    const failed = refundOf(await receiver.waitForEvent('refund.failed', refund.id));
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'expired_or_canceled_card' });
    expect(await sandbox.stripe.refunds.retrieve(refund.id)).toMatchObject({ status: 'failed' });
  });

  it('a refund of a 4242 payment still succeeds at once, and nothing follows', async () => {
    const { paymentIntentId } = await paidWith(sandbox);
    const refund = await sandbox.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 500 });
    expect(refund.status).toBe('succeeded');
    await sleep(QUIET_MS);
    expect(receiver.eventsFor('refund.updated', refund.id)).toEqual([]);
  });

  it('refuses an unknown flow, naming its metadata key', async () => {
    const { paymentIntentId } = await paidWith(sandbox);
    const refused = sandbox.stripe.refunds.create({
      payment_intent: paymentIntentId,
      metadata: { sandbox_refund_flow: 'someday' },
    });
    await expect(refused).rejects.toMatchObject({ statusCode: 400, param: 'metadata[sandbox_refund_flow]' });
  });
});

describe('requires_action refunds', () => {
  it('wait with instructions mailed to the payer until canceled (refund.updated), freeing the amount', async () => {
    const { paymentIntentId } = await paidWith(sandbox);
    const refund = await sandbox.stripe.refunds.create({
      payment_intent: paymentIntentId,
      metadata: { sandbox_refund_flow: 'requires_action' },
    });
    expect(refund).toMatchObject({
      status: 'requires_action',
      instructions_email: 'aisha@example.ae',
      next_action: { type: 'display_details', display_details: { email_sent: { email_sent_to: 'aisha@example.ae' } } },
    });
    await sleep(QUIET_MS);
    expect((await sandbox.stripe.refunds.retrieve(refund.id)).status).toBe('requires_action');

    const canceled = await sandbox.stripe.refunds.cancel(refund.id);
    expect(canceled).toMatchObject({ id: refund.id, status: 'canceled' });
    expect(canceled.next_action).toBeUndefined();
    expect(refundOf(await receiver.waitForEvent('refund.updated', refund.id)).status).toBe('canceled');
    await expect(sandbox.stripe.refunds.cancel(refund.id)).rejects.toMatchObject({ statusCode: 400 });
    expect((await sandbox.stripe.refunds.create({ payment_intent: paymentIntentId })).amount).toBe(6900);
  });

  it('Stripe’s expire test helper cancels one too; a succeeded refund cannot be canceled', async () => {
    const { paymentIntentId } = await paidWith(sandbox);
    const waiting = await sandbox.stripe.refunds.create({
      payment_intent: paymentIntentId,
      amount: 100,
      metadata: { sandbox_refund_flow: 'requires_action' },
    });
    expect(await sandbox.stripe.testHelpers.refunds.expire(waiting.id)).toMatchObject({ status: 'canceled' });
    const done = await sandbox.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 100 });
    await expect(sandbox.stripe.refunds.cancel(done.id)).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
    });
    await expect(sandbox.stripe.refunds.cancel('re_nope')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('the settle test helper', () => {
  it('answers a waiting refund now; a refund with nothing to wait for is refused', async () => {
    const { paymentIntentId } = await paidWith(slow, PENDING_CARD);
    const refund = await slow.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 700 });
    expect(refund.status).toBe('pending');
    const settle = (id: string) =>
      fetch(`http://127.0.0.1:${slow.port}/v1/test_helpers/refunds/${id}/settle`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
    const settled = await settle(refund.id);
    expect(settled.status).toBe(200);
    expect(await settled.json()).toMatchObject({ id: refund.id, status: 'succeeded' });
    expect(refundOf(await receiver.waitForEvent('refund.updated', refund.id)).status).toBe('succeeded');
    const again = await settle(refund.id);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    expect((await settle('re_nope')).status).toBe(404);
  });
});
