import { DELIVERY_TIERS } from '@outlet-shop/shop-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createOrderWithSession, paymentStatus, setupApp, type TestContext } from './helper.ts';

let context: TestContext;
beforeAll(async () => {
  context = await setupApp();
});
afterAll(() => context.close());

// The default cart, 2 × AED 24.50 = AED 49, is below the reduced fee's tier: it pays the full fee.
const { fullFeeFils } = DELIVERY_TIERS;

/** The order's popup: its reference, with the placing browser's token when `order` carries one. */
function createSession(
  order: { customer_reference_number: string; order_access_token?: string },
  extra: Record<string, unknown> = {},
) {
  return context.app.inject({
    method: 'POST',
    url: '/v1/create-checkout-session',
    headers: order.order_access_token ? { 'x-order-token': order.order_access_token } : {},
    payload: { customer_reference_number: order.customer_reference_number, ...extra },
  });
}

function createOrderCall(reference: string, sessionId: string, headers: Record<string, string>) {
  return context.app.inject({
    method: 'POST',
    url: '/v1/create_order',
    headers,
    payload: { customer_reference_number: reference, sessionId, card_amount: 0.01, payment_status: 'paid' },
  });
}

describe('POST /v1/create-checkout-session', () => {
  it('charges the stored order, one line per product plus Delivery, ignoring browser lines', async () => {
    const order = await createOrder(context);
    const response = await createSession(order, {
      products: [{ title: 'x', price: 0.01, name: 'x', quantity: 1, brand: 'x' }],
    });
    expect(response.statusCode).toBe(200);
    const { clientSecret, sessionId } = response.json();
    expect(clientSecret).toBeTruthy();
    const params = context.stripe.createdWith.at(-1);
    expect(params).toMatchObject({
      ui_mode: 'embedded_page',
      mode: 'payment',
      currency: 'aed',
      client_reference_id: order.customer_reference_number,
      customer_email: 'aisha@example.ae',
      metadata: { customer_reference_number: order.customer_reference_number },
      return_url: 'http://localhost:5173/check_out?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(params?.line_items).toEqual([
      {
        quantity: 2,
        price_data: { currency: 'aed', unit_amount: 2450, product_data: { name: 'Crunchy Peanut Butter 340 g' } },
      },
      { quantity: 1, price_data: { currency: 'aed', unit_amount: fullFeeFils, product_data: { name: 'Delivery' } } },
    ]);
    expect(context.stripe.sessions.get(sessionId)?.amount_total).toBe(4900 + fullFeeFils);
  });

  it('sends a discounted order as one line carrying the total', async () => {
    const order = await createOrder(context, { email: 'winner@example.ae', coupon_code: 'HALF50' });
    await createSession(order);
    expect(context.stripe.createdWith.at(-1)?.line_items).toEqual([
      {
        quantity: 1,
        price_data: {
          currency: 'aed',
          unit_amount: 4900 - 2450 + fullFeeFils,
          product_data: { name: `Order ${order.customer_reference_number} (prize discount applied)` },
        },
      },
    ]);
  });

  it('reuses the open session when the popup is opened again', async () => {
    const { order, sessionId } = await createOrderWithSession(context);
    const again = await createSession(order);
    expect(again.json().sessionId).toBe(sessionId);
  });

  it('agrees on one session when the popup opens twice at once', async () => {
    const order = await createOrder(context);
    const responses = await Promise.all(Array.from({ length: 5 }, () => createSession(order)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const sessionIds = new Set(responses.map((response) => response.json().sessionId));
    expect(sessionIds.size).toBe(1);
    const stored = await context.db.query('SELECT stripe_session_id FROM orders WHERE customer_reference_number = $1', [
      order.customer_reference_number,
    ]);
    expect(sessionIds.has(stored.rows[0].stripe_session_id)).toBe(true);
  });

  it('replaces an expired session with a new one', async () => {
    const { order, sessionId } = await createOrderWithSession(context);
    Object.assign(context.stripe.sessions.get(sessionId) ?? {}, { status: 'expired' });
    const again = await createSession(order);
    expect(again.statusCode).toBe(200);
    expect(again.json().sessionId).not.toBe(sessionId);
  });

  it('refuses to charge a discount whose code another order spent since', async () => {
    const order = await createOrder(context, { email: 'winner@example.ae', coupon_code: 'HALF50' });
    const spent = context.prizes.codes.get('HALF50');
    context.prizes.codes.delete('HALF50');
    const response = await createSession(order);
    if (spent) context.prizes.codes.set('HALF50', spent);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('coupon_invalid');
  });

  it('refuses an unknown order', async () => {
    const response = await createSession({ customer_reference_number: 'NOT-1' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('order_not_found');
  });
});

describe('session-status, create_order and the order view', () => {
  it('reports an unpaid session as open and refuses to complete its order', async () => {
    const { reference, sessionId, headers } = await createOrderWithSession(context);
    const status = await context.app.inject({ url: `/v1/session-status?session_id=${sessionId}`, headers });
    expect(status.json()).toEqual({ status: 'open', payment_status: 'unpaid', customer_reference_number: reference });
    const response = await createOrderCall(reference, sessionId, headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('payment_incomplete');
    expect(await paymentStatus(context.db, reference)).toBe('pending');
  });

  it('refuses a paid session of another order', async () => {
    const first = await createOrderWithSession(context);
    const second = await createOrderWithSession(context);
    context.stripe.pay(first.sessionId);
    const response = await createOrderCall(second.reference, first.sessionId, second.headers);
    expect(response.statusCode).toBe(409);
    expect(await paymentStatus(context.db, second.reference)).toBe('pending');
  });

  it('completes the order of a paid session: paid order, prize redeemed, order pushed to the CMS', async () => {
    const code = context.prizes.issueHalfOff();
    const { reference, sessionId, headers } = await createOrderWithSession(context, {
      email: 'winner@example.ae',
      coupon_code: code,
    });
    context.stripe.pay(sessionId);
    const status = await context.app.inject({ url: `/v1/session-status?session_id=${sessionId}`, headers });
    expect(status.json().status).toBe('complete');
    const response = await createOrderCall(reference, sessionId, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({
      payment_status: 'paid',
      status: 'confirmed',
      sessionId,
      totalFils: 4900 - 2450 + fullFeeFils,
    });
    expect(context.prizes.redemptions).toEqual([{ code, orderReference: reference }]);
    expect(context.cmsOrders.pushes.filter((o) => o.customer_reference_number === reference)).toHaveLength(1);
  });

  it('shows the order only with its own session id', async () => {
    const { reference, sessionId, headers } = await createOrderWithSession(context);
    const mine = await context.app.inject({ url: `/v1/orders/${reference}?session_id=${sessionId}`, headers });
    expect(mine.json().order.customer_reference_number).toBe(reference);
    const guess = await context.app.inject({ url: `/v1/orders/${reference}?session_id=cs_test_other`, headers });
    expect(guess.statusCode).toBe(404);
  });

  it('answers 404 for an unknown session', async () => {
    const response = await context.app.inject({ url: '/v1/session-status?session_id=cs_nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('session_not_found');
  });
});
