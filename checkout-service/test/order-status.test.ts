import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderWithSession, setupApp, type TestContext } from './helper.ts';

/*
 * The guests' order status page (docs/decisions/075): the reference and the e-mail the order was
 * placed with open its public view; anything else answers as an order that does not exist.
 */

const SERVICE_TOKEN = 'dev-checkout-service-token';
let context: TestContext;
beforeAll(async () => {
  context = await setupApp();
});
afterAll(() => context.close());

/** Each test asks from its own client address, so the per-address limit is its own. */
let lastAddress = 0;
const nextAddress = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

function askStatus(body: Record<string, unknown>, remoteAddress: string) {
  return context.app.inject({ method: 'POST', url: '/v1/order-status', payload: body, remoteAddress });
}

async function paidOrder(email = 'aisha@example.ae') {
  const { reference, sessionId, headers } = await createOrderWithSession(context, { email });
  context.stripe.pay(sessionId);
  const paid = await context.app.inject({
    method: 'POST',
    url: '/v1/create_order',
    headers,
    payload: { customer_reference_number: reference, sessionId },
  });
  expect(paid.statusCode).toBe(200);
  return { reference, sessionId, headers };
}

/** What a caller can tell from an answer: status, headers and body; the request id, date and rate-limit counts aside. */
function seen(response: LightMyRequestResponse) {
  const headers = Object.entries(response.headers).filter(
    ([name]) => !['x-request-id', 'date'].includes(name) && !name.startsWith('x-ratelimit-'),
  );
  return { status: response.statusCode, headers: Object.fromEntries(headers), body: response.body };
}

describe('the order status page', () => {
  it('shows the order to the right e-mail, in any case, without the address or phone', async () => {
    const { reference } = await paidOrder();
    const answer = await askStatus({ reference, email: '  AISHA@Example.AE ' }, nextAddress());
    expect(answer.statusCode).toBe(200);
    const { order } = answer.json();
    expect(order).toMatchObject({
      customer_reference_number: reference,
      payment_status: 'paid',
      destination_address_city: 'Dubai',
      progress: { current: 'paid', shipping: null, fulfilment_known: true },
      refunds: [],
    });
    expect(order.progress.timeline).toEqual([{ step: 'paid', at: order.paid_at }]);
    expect(order.invoice_url).toMatch(
      /\/checkout\/v1\/orders\/NOT-\d+\/invoice\.pdf\?customer=omitted&expires=\d+&signature=/,
    );
    expect(order.totalFils).toBeGreaterThan(0);
    expect(order.vatFils).toBeGreaterThan(0);
    for (const secret of ['Aisha Khan', 'aisha@example.ae', '501234567', 'Villa 7', 'Al Barsha', 'Near the mall']) {
      expect(answer.body.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    const invoice = await context.app.inject(order.invoice_url.replace(/^https?:\/\/[^/]+\/checkout/, ''));
    expect(invoice.statusCode).toBe(200);
  });

  it('answers a wrong e-mail, an unknown reference and an unpaid order with one identical 404', async () => {
    const paid = await paidOrder();
    const unpaid = await createOrderWithSession(context);
    const address = nextAddress();
    const answers = [
      await askStatus({ reference: paid.reference, email: 'someone@example.ae' }, address),
      await askStatus({ reference: 'NOT-1700000000000', email: 'aisha@example.ae' }, address),
      await askStatus({ reference: unpaid.reference, email: 'aisha@example.ae' }, address),
    ];
    const [first] = answers.map(seen);
    expect(first?.status).toBe(404);
    expect(JSON.parse(first?.body ?? '')).toEqual({ error: { code: 'order_not_found', message: 'Unknown order' } });
    expect(answers.map(seen)).toEqual([first, first, first]);
    // Nothing about the orders was asked of the CMS.
    expect(context.cmsOrders.fulfilmentReads).not.toContain(paid.reference);
  });

  it('refuses the 61st try from one address within 15 minutes: dozens of shoppers behind a carrier share one', async () => {
    const { reference } = await paidOrder();
    const address = nextAddress();
    for (let attempt = 1; attempt <= 60; attempt += 1) {
      const answer = await askStatus({ reference, email: 'aisha@example.ae' }, address);
      expect(answer.statusCode, `try ${attempt}`).toBe(200);
    }
    const refused = await askStatus({ reference, email: 'aisha@example.ae' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many tries. Please wait a while and try again.' },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still gets its answer.
    expect((await askStatus({ reference, email: 'aisha@example.ae' }, nextAddress())).statusCode).toBe(200);
  });

  it("locks the guesser, not the order: five wrong e-mails from one address, and the shopper's own address still gets the order", async () => {
    const { reference } = await paidOrder();
    const guesser = nextAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await askStatus({ reference, email: `guess${attempt}@example.ae` }, guesser);
      expect(wrong.statusCode).toBe(404);
    }
    // The rightful shopper, from another address, is answered.
    const shopper = await askStatus({ reference, email: 'aisha@example.ae' }, nextAddress());
    expect(shopper.statusCode).toBe(200);
    expect(shopper.json().order.customer_reference_number).toBe(reference);
    // The guesser stays locked, for the right e-mail too: the lock says nothing about the guess.
    const guessedRight = await askStatus({ reference, email: 'aisha@example.ae' }, guesser);
    expect(guessedRight.statusCode).toBe(429);
    expect(guessedRight.json().error.code).toBe('rate_limited');
    expect(Number(guessedRight.headers['retry-after'])).toBeGreaterThan(3000);
    // An unknown reference locks its guesser the same way: the lock tells nothing either.
    const unknown = 'NOT-1600000000000';
    const other = nextAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await askStatus({ reference: unknown, email: 'a@example.ae' }, other)).statusCode).toBe(404);
    }
    expect(seen(await askStatus({ reference: unknown, email: 'a@example.ae' }, other))).toEqual({
      ...seen(guessedRight),
      headers: { ...seen(guessedRight).headers, 'retry-after': expect.any(String) },
    });
  });

  it('locks an address that tried 30 references that found nothing, for every reference', async () => {
    const { reference } = await paidOrder();
    const guesser = nextAddress();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const reference = `NOT-17000000${String(attempt).padStart(5, '0')}`;
      expect((await askStatus({ reference, email: 'a@example.ae' }, guesser)).statusCode).toBe(404);
    }
    expect((await askStatus({ reference, email: 'aisha@example.ae' }, guesser)).statusCode).toBe(429);
    expect((await askStatus({ reference, email: 'aisha@example.ae' }, nextAddress())).statusCode).toBe(200);
  });

  it('locks a reference for everyone only after 50 tries that found nothing from many addresses', async () => {
    const { reference } = await paidOrder();
    for (let address = 1; address <= 10; address += 1) {
      const guesser = nextAddress();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = await askStatus({ reference, email: `guess${address}.${attempt}@example.ae` }, guesser);
        expect(wrong.statusCode).toBe(404);
      }
    }
    expect((await askStatus({ reference, email: 'aisha@example.ae' }, nextAddress())).statusCode).toBe(429);
  });

  it('follows the staff: packed, then shipped with the courier and its https tracking link', async () => {
    const { reference, sessionId, headers } = await paidOrder();
    const ask = async () => (await askStatus({ reference, email: 'aisha@example.ae' }, nextAddress())).json().order;
    const packedAt = '2026-11-26T08:00:00.000Z';
    const shippedAt = '2026-11-26T15:30:00.000Z';
    context.cmsOrders.fulfilments.set(reference, {
      fulfilment_status: 'packed',
      courier: null,
      tracking_number: null,
      tracking_url: null,
      history: [{ status: 'packed', at: packedAt }],
    });
    const packed = await ask();
    expect(packed.progress.current).toBe('packed');
    expect(packed.progress.timeline.map((entry: { step: string }) => entry.step)).toEqual(['paid', 'packed']);
    expect(packed.progress.timeline[1].at).toBe(packedAt);

    context.cmsOrders.fulfilments.set(reference, {
      fulfilment_status: 'shipped',
      courier: 'Aramex',
      tracking_number: '3456789012',
      tracking_url: 'https://www.aramex.com/track/results?ShipmentNumber=3456789012',
      history: [
        { status: 'packed', at: packedAt },
        { status: 'shipped', at: shippedAt },
      ],
    });
    const shipped = await ask();
    expect(shipped.progress).toMatchObject({
      current: 'shipped',
      timeline: [{ step: 'paid' }, { step: 'packed', at: packedAt }, { step: 'shipped', at: shippedAt }],
      shipping: {
        courier: 'Aramex',
        tracking_number: '3456789012',
        tracking_url: 'https://www.aramex.com/track/results?ShipmentNumber=3456789012',
      },
    });
    // The confirmation page (the order's own browser) shows the same state.
    const confirmation = await context.app.inject({ url: `/v1/orders/${reference}?session_id=${sessionId}`, headers });
    expect(confirmation.json().progress.current).toBe('shipped');

    // A tracking link that is not https is never handed to the page.
    context.cmsOrders.fulfilments.set(reference, {
      fulfilment_status: 'shipped',
      courier: 'Aramex',
      tracking_number: null,
      tracking_url: 'javascript:alert(1)',
      history: [{ status: 'shipped', at: shippedAt }],
    });
    expect((await ask()).progress.shipping.tracking_url).toBeNull();
  });

  it('shows the payment alone, and says so, while the CMS cannot be asked', async () => {
    const { reference } = await paidOrder();
    context.cmsOrders.isFulfilmentDown = true;
    try {
      const answer = await askStatus({ reference, email: 'aisha@example.ae' }, nextAddress());
      expect(answer.statusCode).toBe(200);
      expect(answer.json().order.progress).toMatchObject({ current: 'paid', fulfilment_known: false });
    } finally {
      context.cmsOrders.isFulfilmentDown = false;
    }
  });

  it('lists a refund with its signed credit note link', async () => {
    const { reference } = await paidOrder();
    const refund = await context.app.inject({
      method: 'POST',
      url: `/v1/orders/${reference}/refunds`,
      headers: { authorization: `Bearer ${SERVICE_TOKEN}` },
      payload: { idempotency_key: `refund-${crypto.randomUUID()}`, amount_fils: 500, restock: false },
    });
    expect(refund.statusCode).toBe(201);
    const { order } = (await askStatus({ reference, email: 'aisha@example.ae' }, nextAddress())).json();
    expect(order.refundedFils).toBe(500);
    expect(order.refunds).toHaveLength(1);
    expect(order.refunds[0]).toMatchObject({ amount_fils: 500, status: 'succeeded' });
    expect(order.refunds[0].credit_note_url).toMatch(
      /\/credit-notes\/CN-\d{4}-\d{6}\.pdf\?customer=omitted&expires=\d+&signature=/,
    );
  });

  it('refuses a body without both fields with 400', async () => {
    const answer = await askStatus({ reference: 'NOT-1' }, nextAddress());
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('validation_failed');
  });

  it('refuses a reference or e-mail with a NUL byte or a line break with 400, never a 500', async () => {
    for (const body of [
      { reference: 'OS-\u0000', email: 'shopper@example.com' },
      { reference: 'NOT-1', email: 'shopper@example.com\u0000' },
      { reference: 'NOT-1\nX', email: 'shopper@example.com' },
    ]) {
      const answer = await askStatus(body, nextAddress());
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatchObject({
        code: 'validation_failed',
        message: expect.any(String),
      });
    }
  });
});
