import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankDebit,
  card,
  FAILING_IBAN,
  PAYING_IBAN,
  SECRET_KEY,
  sessionParams,
  startSandbox,
  startWebhookReceiver,
} from './helper.ts';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const confirm = (sandbox: Sandbox, payload: object) =>
  sandbox.app.inject({ method: 'POST', url: '/embedded-checkout/confirm', payload });
const settle = (sandbox: Sandbox, sessionId: string) =>
  sandbox.app.inject({
    method: 'POST',
    url: `/v1/test_helpers/checkout/sessions/${sessionId}/settle`,
    headers: { authorization: `Bearer ${SECRET_KEY}` },
  });

describe('a bank debit: the session completes unpaid and the bank answers later (delayed notification)', () => {
  let receiver: Receiver;
  let sandbox: Sandbox;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startSandbox(receiver.url, SECRET_KEY, { asyncSettleMs: 200 });
  });
  afterAll(async () => {
    await sandbox.app.close();
    await receiver.close();
  });

  const newSession = () => sandbox.stripe.checkout.sessions.create(sessionParams());

  it('offers a bank debit beside the card on the page', async () => {
    const session = await newSession();
    const page = await sandbox.app.inject({
      url: `/embedded-checkout?client_secret=${encodeURIComponent(session.client_secret ?? '')}`,
    });
    expect(page.body).toContain('value="sepa_debit"');
    for (const label of ['IBAN', 'Account holder name']) {
      expect(page.body).toMatch(new RegExp(`<label for="\\w+">${label}</label>`));
    }
    expect(session.payment_method_types).toEqual(['card', 'sepa_debit']);
  });

  it('DE89…: complete and unpaid at once, then paid with checkout.session.async_payment_succeeded', async () => {
    const session = await newSession();
    const response = await confirm(sandbox, bankDebit(session.client_secret ?? '', PAYING_IBAN));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      returnUrl: `http://localhost:5173/check_out?session_id=${session.id}`,
      payment_status: 'unpaid',
    });

    const completed = await receiver.waitForEvent('checkout.session.completed', session.id);
    expect(completed.data.object).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const submitted = await sandbox.stripe.checkout.sessions.retrieve(session.id);
    expect(submitted).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const processing = await sandbox.stripe.paymentIntents.retrieve(String(submitted.payment_intent));
    expect(processing).toMatchObject({
      status: 'processing',
      amount_received: 0,
      payment_method_types: ['sepa_debit'],
    });
    // The page no longer takes a payment for it.
    const page = await sandbox.app.inject({
      url: `/embedded-checkout?client_secret=${encodeURIComponent(session.client_secret ?? '')}`,
    });
    expect(page.body).toContain('Your payment is being processed by your bank.');

    const succeeded = await receiver.waitForEvent('checkout.session.async_payment_succeeded', session.id);
    expect(succeeded.data.object).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(await sandbox.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ payment_status: 'paid' });
    const paid = await sandbox.stripe.paymentIntents.retrieve(String(submitted.payment_intent));
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 6900 });
    expect(receiver.eventsFor('checkout.session.async_payment_failed', session.id)).toEqual([]);
  });

  it('DE62…: complete and unpaid, then checkout.session.async_payment_failed, still unpaid', async () => {
    const session = await newSession();
    expect((await confirm(sandbox, bankDebit(session.client_secret ?? '', FAILING_IBAN))).statusCode).toBe(200);
    const failed = await receiver.waitForEvent('checkout.session.async_payment_failed', session.id);
    expect(failed.data.object).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const intent = await sandbox.stripe.paymentIntents.retrieve(
      String((failed.data.object as Stripe.Checkout.Session).payment_intent),
    );
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error?.code).toBe('payment_intent_payment_attempt_failed');
    expect(receiver.eventsFor('checkout.session.async_payment_succeeded', session.id)).toEqual([]);
  });

  it.each([
    [{ iban: 'DE89 3704' }, 'iban', 'Your IBAN is invalid.'],
    [{ iban: 'DE44 5001 0517 5407 3249 31' }, 'iban', 'used a non test bank account'],
    [{ name: ' ' }, 'name', 'Enter the name of the account holder.'],
  ])('refuses %o (param %s) and leaves the session open', async (fields, param, message) => {
    const session = await newSession();
    const response = await confirm(sandbox, bankDebit(session.client_secret ?? '', PAYING_IBAN, fields));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ type: 'invalid_request_error', param });
    expect(response.json().error.message).toContain(message);
    expect((await sandbox.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });
});

describe("the sandbox's test helper answers a pending debit at once", () => {
  let receiver: Receiver;
  let sandbox: Sandbox;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The bank would take an hour: only the test helper answers within the test.
    sandbox = await startSandbox(receiver.url, SECRET_KEY, { asyncSettleMs: 3_600_000 });
  });
  afterAll(async () => {
    await sandbox.app.close();
    await receiver.close();
  });

  it('settles now, once; refuses a card payment, an unknown session and a call without the key', async () => {
    const session = await sandbox.stripe.checkout.sessions.create(sessionParams());
    await confirm(sandbox, bankDebit(session.client_secret ?? '', PAYING_IBAN));
    const settled = await settle(sandbox, session.id);
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid' });
    await receiver.waitForEvent('checkout.session.async_payment_succeeded', session.id);
    expect((await settle(sandbox, session.id)).statusCode).toBe(400);

    const byCard = await sandbox.stripe.checkout.sessions.create(sessionParams());
    await confirm(sandbox, card(byCard.client_secret ?? ''));
    const notPending = await settle(sandbox, byCard.id);
    expect(notPending.statusCode).toBe(400);
    expect(notPending.json().error.message).toBe('This Checkout Session has no payment awaiting its result.');
    expect((await settle(sandbox, 'cs_test_unknown')).statusCode).toBe(404);
    const anonymous = await sandbox.app.inject({
      method: 'POST',
      url: `/v1/test_helpers/checkout/sessions/${session.id}/settle`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(receiver.eventsFor('checkout.session.async_payment_succeeded', session.id)).toHaveLength(1);
  });
});
