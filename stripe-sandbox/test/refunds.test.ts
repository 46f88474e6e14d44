import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payWithCard, sessionParams, startSandbox, startWebhookReceiver } from './helper.ts';

/** Long enough for a second event to arrive if one had been sent. */
const QUIET_MS = 200;

describe('Refunds and PaymentIntents through the real Stripe SDK', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startSandbox(receiver.url);
  });
  afterAll(async () => {
    await sandbox.app.close();
    await receiver.close();
  });

  /** A session paid with 4242 (AED 69.00 = 6900 fils); its PaymentIntent id and Charge id. */
  async function paidSession() {
    const created = await sandbox.stripe.checkout.sessions.create(sessionParams());
    expect((await payWithCard(sandbox.app, created.client_secret ?? '')).statusCode).toBe(200);
    const session = await sandbox.stripe.checkout.sessions.retrieve(created.id);
    const paymentIntent = await sandbox.stripe.paymentIntents.retrieve(String(session.payment_intent));
    return { session, paymentIntentId: paymentIntent.id, chargeId: String(paymentIntent.latest_charge) };
  }

  it('gives a paid session a succeeded PaymentIntent with one Charge', async () => {
    const { session, paymentIntentId } = await paidSession();
    const paymentIntent = await sandbox.stripe.paymentIntents.retrieve(paymentIntentId);
    expect(paymentIntent).toMatchObject({
      id: session.payment_intent,
      object: 'payment_intent',
      amount: 6900,
      amount_received: 6900,
      currency: 'aed',
      status: 'succeeded',
      metadata: { customer_reference_number: 'NOT-1763812345678' },
    });
    expect(paymentIntent.latest_charge).toMatch(/^ch_/);
    await expect(sandbox.stripe.paymentIntents.retrieve('pi_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('refunds the whole payment by default and announces refund.created and charge.refunded', async () => {
    const { paymentIntentId, chargeId } = await paidSession();
    const refund = await sandbox.stripe.refunds.create({ payment_intent: paymentIntentId });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 6900,
      currency: 'aed',
      payment_intent: paymentIntentId,
      charge: chargeId,
      status: 'succeeded',
      reason: null,
      metadata: {},
    });
    expect(refund.id).toMatch(/^re_/);
    expect(await sandbox.stripe.refunds.retrieve(refund.id)).toEqual(refund);

    const created = await receiver.waitForEvent('refund.created', refund.id);
    expect(created.data.object).toMatchObject({ id: refund.id, amount: 6900 });
    const refunded = await receiver.waitForEvent('charge.refunded', chargeId);
    expect(refunded.data.object).toMatchObject({
      object: 'charge',
      amount: 6900,
      amount_refunded: 6900,
      refunded: true,
      payment_intent: paymentIntentId,
      metadata: { customer_reference_number: 'NOT-1763812345678' },
    });

    await expect(sandbox.stripe.refunds.create({ payment_intent: paymentIntentId })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'charge_already_refunded',
      message: `Charge ${chargeId} has already been refunded.`,
    });
  });

  it('refunds part of a payment, then the rest, by payment_intent or charge', async () => {
    const { paymentIntentId, chargeId } = await paidSession();
    const first = await sandbox.stripe.refunds.create({
      payment_intent: paymentIntentId,
      amount: 2450,
      reason: 'requested_by_customer',
      metadata: { staff: 'mariam' },
    });
    expect(first).toMatchObject({ amount: 2450, reason: 'requested_by_customer', metadata: { staff: 'mariam' } });
    const rest = await sandbox.stripe.refunds.create({ charge: chargeId });
    expect(rest).toMatchObject({ amount: 4450, payment_intent: paymentIntentId, charge: chargeId });

    const events = await receiver.waitForEvents('charge.refunded', chargeId, 2);
    const charges = events.map((event) => event.data.object as Stripe.Charge);
    const states = charges.map(({ amount_refunded, refunded }) => ({ amount_refunded, refunded }));
    expect(states.sort((a, b) => a.amount_refunded - b.amount_refunded)).toEqual([
      { amount_refunded: 2450, refunded: false },
      { amount_refunded: 6900, refunded: true },
    ]);
  });

  it('refuses to refund more than is left, changing nothing', async () => {
    const { paymentIntentId } = await paidSession();
    await sandbox.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 5000 });
    const tooMuch = sandbox.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 2000 });
    await expect(tooMuch).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount (AED 20.00) is greater than unrefunded amount on charge (AED 19.00)',
    });
    const refunds = await sandbox.stripe.refunds.list({ payment_intent: paymentIntentId });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([5000]);
    expect((await sandbox.stripe.refunds.create({ payment_intent: paymentIntentId })).amount).toBe(1900);
  });

  it('makes one refund for a repeated Idempotency-Key and refuses the key with other parameters', async () => {
    const { paymentIntentId, chargeId } = await paidSession();
    const params = { payment_intent: paymentIntentId, amount: 1000 };
    const first = await sandbox.stripe.refunds.create(params, { idempotencyKey: 'refund-NOT-1' });
    const again = await sandbox.stripe.refunds.create(params, { idempotencyKey: 'refund-NOT-1' });
    expect(again).toEqual(first);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');

    const other = sandbox.stripe.refunds.create({ ...params, amount: 1500 }, { idempotencyKey: 'refund-NOT-1' });
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(other).rejects.toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
    const elsewhere = sandbox.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'refund-NOT-1' });
    await expect(elsewhere).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);

    const refunds = await sandbox.stripe.refunds.list({ payment_intent: paymentIntentId });
    expect(refunds.data.map((refund) => refund.id)).toEqual([first.id]);
    await receiver.waitForEvent('charge.refunded', chargeId);
    await sleep(QUIET_MS);
    expect(receiver.eventsFor('charge.refunded', chargeId)).toHaveLength(1);
    expect(receiver.eventsFor('refund.created', first.id)).toHaveLength(1);
  });

  it('lists refunds newest first, filtered by payment_intent, a page at a time', async () => {
    const a = await paidSession();
    const b = await paidSession();
    const older = await sandbox.stripe.refunds.create({ payment_intent: a.paymentIntentId, amount: 100 });
    const ofB = await sandbox.stripe.refunds.create({ payment_intent: b.paymentIntentId, amount: 200 });
    const newer = await sandbox.stripe.refunds.create({ payment_intent: a.paymentIntentId, amount: 300 });

    const ofA = await sandbox.stripe.refunds.list({ payment_intent: a.paymentIntentId });
    expect(ofA).toMatchObject({ object: 'list', has_more: false, url: '/v1/refunds' });
    expect(ofA.data.map((refund) => refund.id)).toEqual([newer.id, older.id]);
    expect((await sandbox.stripe.refunds.list({ payment_intent: b.paymentIntentId })).data).toEqual([ofB]);

    const firstPage = await sandbox.stripe.refunds.list({ payment_intent: a.paymentIntentId, limit: 1 });
    expect(firstPage.data.map((refund) => refund.id)).toEqual([newer.id]);
    expect(firstPage.has_more).toBe(true);
    const next = await sandbox.stripe.refunds.list({
      payment_intent: a.paymentIntentId,
      limit: 1,
      starting_after: newer.id,
    });
    expect(next.data.map((refund) => refund.id)).toEqual([older.id]);
    expect(next.has_more).toBe(false);

    const everything = await sandbox.stripe.refunds.list({ limit: 100 });
    expect(everything.data[0]?.id).toBe(newer.id);
    expect(everything.data.map((refund) => refund.id)).toContain(ofB.id);
  });

  it('refuses a refund of an unknown or unnamed payment, bad parameters and a missing API key', async () => {
    await expect(sandbox.stripe.refunds.create({ payment_intent: 'pi_nope' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'payment_intent',
    });
    await expect(sandbox.stripe.refunds.create({})).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
    });
    const { paymentIntentId } = await paidSession();
    await expect(sandbox.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 0 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'amount',
    });
    await expect(sandbox.stripe.refunds.list({ limit: 101 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'limit',
    });
    await expect(sandbox.stripe.refunds.retrieve('re_nope')).rejects.toMatchObject({ statusCode: 404 });
    const anonymous = await sandbox.app.inject({ method: 'GET', url: '/v1/refunds' });
    expect(anonymous.statusCode).toBe(401);
  });
});
