import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payWithCard, SECRET_KEY, sessionParams, startSandbox, startWebhookReceiver, testClock } from './helper.ts';

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
/** Many sweeps at 20 ms: long enough for a second event to show up if one were sent. */
const QUIET_MS = 200;

describe('Checkout Session expiry', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  const clock = testClock();
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startSandbox(receiver.url, SECRET_KEY, { now: clock.now, expirySweepMs: 20 });
  });
  afterAll(async () => {
    await sandbox.app.close();
    await receiver.close();
  });

  const newSession = (expiresInS?: number) =>
    sandbox.stripe.checkout.sessions.create(
      sessionParams(expiresInS === undefined ? {} : { expires_at: clock.nowS() + expiresInS }),
    );

  it('takes expires_at (Unix seconds) 30 minutes to 24 hours ahead, else 24 hours after creation', async () => {
    const chosen = await newSession(90 * MINUTE_S);
    expect(chosen.expires_at).toBe(chosen.created + 90 * MINUTE_S);
    const byDefault = await newSession();
    expect(byDefault.expires_at).toBe(byDefault.created + 24 * HOUR_S);
    expect((await newSession(30 * MINUTE_S)).status).toBe('open');
    expect((await newSession(24 * HOUR_S)).status).toBe('open');
  });

  it.each([
    [29 * MINUTE_S, 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.'],
    [24 * HOUR_S + 1, 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.'],
  ])('refuses expires_at %i s ahead with 400 naming expires_at', async (aheadS, message) => {
    await expect(newSession(aheadS)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'expires_at',
      message,
    });
  });

  it('expires an open session on request, announces it once, and refuses to expire it again', async () => {
    const session = await newSession();
    const expired = await sandbox.stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ id: session.id, status: 'expired', payment_status: 'unpaid' });

    const event = await receiver.waitForEvent('checkout.session.expired', session.id);
    expect(event.data.object).toMatchObject({ id: session.id, status: 'expired', metadata: session.metadata });
    clock.advance(25 * HOUR_S);
    await sleep(QUIET_MS);
    expect((await sandbox.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    expect(receiver.eventsFor('checkout.session.expired', session.id)).toHaveLength(1);

    await expect(sandbox.stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      statusCode: 400,
      message:
        'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.',
    });
  });

  it('refuses to expire a paid session', async () => {
    const session = await newSession();
    expect((await payWithCard(sandbox.app, session.client_secret ?? '')).statusCode).toBe(200);
    await expect(sandbox.stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      message: expect.stringContaining('This Checkout Session has a status of `complete`.'),
    });
    expect((await sandbox.stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');
  });

  it('expires a session at expires_at by itself, with nobody reading it, and announces it once', async () => {
    const session = await newSession(30 * MINUTE_S);
    clock.advance(30 * MINUTE_S - 1);
    await sleep(QUIET_MS);
    expect(receiver.eventsFor('checkout.session.expired', session.id)).toHaveLength(0);

    clock.advance(1);
    const event = await receiver.waitForEvent('checkout.session.expired', session.id);
    expect(event.data.object).toMatchObject({ id: session.id, status: 'expired', payment_intent: null });
    await sleep(QUIET_MS);
    expect(receiver.eventsFor('checkout.session.expired', session.id)).toHaveLength(1);
    expect((await sandbox.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
  });

  it('refuses to pay an expired session: the page shows why, no payment, no completed event', async () => {
    const session = await newSession();
    await sandbox.stripe.checkout.sessions.expire(session.id);
    const secret = encodeURIComponent(session.client_secret ?? '');

    const refused = await payWithCard(sandbox.app, session.client_secret ?? '');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      type: 'invalid_request_error',
      message: 'This Checkout Session is no longer active.',
    });
    const page = await sandbox.app.inject({ url: `/embedded-checkout?client_secret=${secret}` });
    expect(page.body).toContain('This checkout session has expired.');
    expect(page.body).not.toContain('id="payment-form"');

    await sleep(QUIET_MS);
    expect(receiver.eventsFor('checkout.session.completed', session.id)).toHaveLength(0);
    expect(await sandbox.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'expired',
      payment_status: 'unpaid',
      payment_intent: null,
    });
  });
});

describe('Checkout Session expiry found by a read before the sweep', () => {
  it('expires an overdue session when the card is confirmed, refuses the payment and announces it once', async () => {
    const receiver = await startWebhookReceiver();
    const clock = testClock();
    const sandbox = await startSandbox(receiver.url, SECRET_KEY, { now: clock.now, expirySweepMs: 3_600_000 });
    try {
      const session = await sandbox.stripe.checkout.sessions.create(
        sessionParams({ expires_at: clock.nowS() + HOUR_S }),
      );
      clock.advance(HOUR_S);
      const refused = await payWithCard(sandbox.app, session.client_secret ?? '');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('This Checkout Session is no longer active.');

      await receiver.waitForEvent('checkout.session.expired', session.id);
      expect((await sandbox.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
      await expect(sandbox.stripe.checkout.sessions.expire(session.id)).rejects.toBeInstanceOf(
        Stripe.errors.StripeInvalidRequestError,
      );
      await sleep(QUIET_MS);
      expect(receiver.eventsFor('checkout.session.expired', session.id)).toHaveLength(1);
      expect(receiver.eventsFor('checkout.session.completed', session.id)).toHaveLength(0);
    } finally {
      await sandbox.app.close();
      await receiver.close();
    }
  });
});
