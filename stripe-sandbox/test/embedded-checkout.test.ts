import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, sessionParams, startSandbox, startWebhookReceiver, WEBHOOK_SECRET } from './helper.ts';

describe('the embedded card page and payment', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver(1);
    sandbox = await startSandbox(receiver.url);
  });
  afterAll(async () => {
    await sandbox.app.close();
    await receiver.close();
  });

  const newSession = () => sandbox.stripe.checkout.sessions.create(sessionParams());
  const confirm = (payload: object) =>
    sandbox.app.inject({ method: 'POST', url: '/embedded-checkout/confirm', payload });

  it('shows the lines, the AED total and Stripe-labelled card fields', async () => {
    const session = await newSession();
    const response = await sandbox.app.inject({
      url: `/embedded-checkout?client_secret=${encodeURIComponent(session.client_secret ?? '')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('Crunchy Peanut Butter 340 g');
    expect(html).toContain('Qty 2 × AED 24.50');
    for (const label of ['Email', 'Card number', 'MM / YY', 'CVC', 'Cardholder name']) {
      expect(html).toMatch(new RegExp(`<label for="\\w+">${label}</label>`));
    }
    expect(html).toContain('value="aisha@example.ae" readonly');
    expect(html).toContain('>Pay AED 69.00</button>');
  });

  it('answers an unknown client secret with a not-found page', async () => {
    const response = await sandbox.app.inject({ url: '/embedded-checkout?client_secret=cs_test_x_secret_y' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This checkout session was not found.');
  });

  it('pays with 4242, returns to the shop and delivers a signed checkout.session.completed (retried once)', async () => {
    const session = await newSession();
    const response = await confirm(card(session.client_secret ?? ''));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ returnUrl: `http://localhost:5173/check_out?session_id=${session.id}` });

    const [failed, delivered] = await receiver.waitFor(2);
    expect(delivered?.body).toBe(failed?.body);
    const event = new Stripe(WEBHOOK_SECRET).webhooks.constructEvent(
      delivered?.body ?? '',
      String(delivered?.headers['stripe-signature']),
      WEBHOOK_SECRET,
    );
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 6900,
    });

    const paid = await sandbox.stripe.checkout.sessions.retrieve(session.id);
    expect(paid.status).toBe('complete');
    expect(paid.payment_intent).toMatch(/^pi_test_/);

    const twice = await confirm(card(session.client_secret ?? ''));
    expect(twice.statusCode).toBe(409);
  });

  it('declines 4000 0000 0000 0002 and leaves the session open', async () => {
    const session = await newSession();
    const response = await confirm(card(session.client_secret ?? '', { cardNumber: '4000 0000 0000 0002' }));
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    expect((await sandbox.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it.each([
    [{ cardNumber: '4242 4242' }, 'Your card number is incomplete.'],
    [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ expiry: '01 / 20' }, "Your card's expiration date is in the past."],
    [{ expiry: '13 / 40' }, "Your card's expiration date is invalid."],
    [{ cvc: '12' }, "Your card's security code is incomplete."],
  ])('refuses %o with "%s"', async (fields, message) => {
    const session = await newSession();
    const response = await confirm(card(session.client_secret ?? '', fields));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });
});
