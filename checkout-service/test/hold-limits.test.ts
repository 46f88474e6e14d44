import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type createOrder,
  orderPayload,
  orderTokenHeader,
  postStripeEvent,
  setupApp,
  type TestContext,
} from './helper.ts';

/*
 * One client cannot keep products from everyone else by holding without paying
 * (docs/decisions/058): an order holds at most 100 pieces, a client address at most 3 open payment
 * popups, and at most half of what is open to it of a product (never fewer than 5, or the last
 * pieces). The settings are the shop's defaults; clients come through the one-origin edge.
 */

let context: TestContext;
beforeAll(async () => {
  context = await setupApp({
    env: {
      CHECKOUT_OPEN_SESSIONS_PER_CLIENT: '3',
      CHECKOUT_CLIENT_HOLD_SHARE_PERCENT: '50',
      CHECKOUT_CLIENT_HOLD_MIN_PIECES: '5',
    },
  });
});
afterAll(() => context.close());

const ATTACKER = '203.0.113.66';
const SHOPPER = '198.51.100.20';

/** An order from `client` (its address as the edge forwards it). */
async function orderFrom(client: string, products: { id: number; quantity: number }[]) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/v1/create_order_ref',
    headers: { 'x-forwarded-for': client },
    payload: orderPayload({ products }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().order as Awaited<ReturnType<typeof createOrder>>;
}

/** The payment popup of `order`, opened by `client`. */
function popupFrom(client: string, order: Awaited<ReturnType<typeof createOrder>>) {
  return context.app.inject({
    method: 'POST',
    url: '/v1/create-checkout-session',
    headers: { 'x-forwarded-for': client, ...orderTokenHeader(order) },
    payload: { customer_reference_number: order.customer_reference_number },
  });
}

/** A product of the fake catalogue with `pieces` on hand. */
function stocked(id: number, pieces: number): number {
  context.catalog.products.set(id, {
    ...(context.catalog.products.get(1) as NonNullable<ReturnType<typeof context.catalog.products.get>>),
    id,
    title: `Product ${id}`,
  });
  context.stock.onHand.set(id, pieces);
  return id;
}

describe('one order', () => {
  it('refuses an order of 36 lines and 2,529 pieces with the shopper’s message, storing nothing', async () => {
    const products = Array.from({ length: 36 }, (_, index) => ({
      id: stocked(1000 + index, 500),
      quantity: index < 35 ? 70 : 79,
    }));
    const before = await context.db.query('SELECT count(*)::int AS n FROM orders');
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/create_order_ref',
      payload: orderPayload({ products }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'order_too_many_pieces',
      message: 'An order can have at most 100 pieces',
      details: { limit: 100 },
    });
    const after = await context.db.query('SELECT count(*)::int AS n FROM orders');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('refuses 31 different products even when the pieces are few', async () => {
    const products = Array.from({ length: 31 }, (_, index) => ({ id: stocked(2000 + index, 50), quantity: 1 }));
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/create_order_ref',
      payload: orderPayload({ products }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'order_too_many_lines',
      message: 'An order can have at most 30 different products',
    });
  });
});

describe('one client address', () => {
  it('has at most 3 unpaid popups open at once; another shopper is not affected; an ended one frees a place', async () => {
    const id = stocked(3001, 100);
    const orders = await Promise.all([1, 2, 3, 4].map(() => orderFrom(ATTACKER, [{ id, quantity: 1 }])));
    const [first, second, third, fourth] = orders as [
      (typeof orders)[0],
      (typeof orders)[0],
      (typeof orders)[0],
      (typeof orders)[0],
    ];
    for (const order of [first, second, third]) expect((await popupFrom(ATTACKER, order)).statusCode).toBe(200);
    const refused = await popupFrom(ATTACKER, fourth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'too_many_open_checkouts',
      details: { limit: 3 },
    });
    expect(refused.json().error.message).toMatch(
      /^You already have 3 unpaid checkouts open\. Pay for one of them, or try again when one expires \(within 3[0-5] minutes\)$/,
    );
    expect(context.stock.holds.has(fourth.customer_reference_number)).toBe(false);
    // Reopening a popup that is already open is no new checkout.
    expect((await popupFrom(ATTACKER, first)).statusCode).toBe(200);
    // Another shopper buys as usual.
    const theirs = await orderFrom(SHOPPER, [{ id, quantity: 1 }]);
    expect((await popupFrom(SHOPPER, theirs)).statusCode).toBe(200);
    // One of the three sessions expires: its place is free again.
    const row = await context.db.query('SELECT stripe_session_id FROM orders WHERE customer_reference_number = $1', [
      first.customer_reference_number,
    ]);
    const sessionId = row.rows[0].stripe_session_id as string;
    Object.assign(context.stripe.sessions.get(sessionId) ?? {}, { status: 'expired' });
    const expired = await postStripeEvent(context, {
      id: `evt_expired_${sessionId}`,
      type: 'checkout.session.expired',
      data: {
        object: { id: sessionId, object: 'checkout.session', client_reference_id: first.customer_reference_number },
      },
    });
    expect(expired.statusCode).toBe(200);
    expect((await popupFrom(ATTACKER, fourth)).statusCode).toBe(200);
  });

  it('holds at most half of what is open to it of a product over all its popups; another shopper can still buy', async () => {
    const id = stocked(3002, 20);
    const client = '203.0.113.67';
    expect((await popupFrom(client, await orderFrom(client, [{ id, quantity: 6 }]))).statusCode).toBe(200);
    const over = await popupFrom(client, await orderFrom(client, [{ id, quantity: 5 }]));
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toEqual({
      code: 'hold_limit_reached',
      message: 'Right now you can buy at most 4 pcs of Product 3002, counting your other unpaid checkouts',
      details: { products: [{ id, title: 'Product 3002', available: 14, limit: 4 }], title: 'Product 3002', limit: 4 },
    });
    expect((await popupFrom(client, await orderFrom(client, [{ id, quantity: 4 }]))).statusCode).toBe(200);
    expect(context.stock.available(id)).toBe(10);
    // The other 10 pieces: another shopper holds 5, and its share ends there too.
    expect((await popupFrom(SHOPPER, await orderFrom(SHOPPER, [{ id, quantity: 5 }]))).statusCode).toBe(200);
    expect((await popupFrom(SHOPPER, await orderFrom(SHOPPER, [{ id, quantity: 1 }]))).statusCode).toBe(409);
    expect(context.stock.available(id)).toBe(5);
  });

  it('can still buy the last 3 jars of a product at once', async () => {
    const id = stocked(3003, 3);
    const client = '203.0.113.68';
    expect((await popupFrom(client, await orderFrom(client, [{ id, quantity: 3 }]))).statusCode).toBe(200);
    expect(context.stock.available(id)).toBe(0);
  });

  it('is the address the edge saw: a shopper’s own X-Forwarded-For entry changes nothing', async () => {
    const id = stocked(3004, 100);
    const client = '203.0.113.69';
    const forged = (order: Awaited<ReturnType<typeof createOrder>>, index: number) =>
      context.app.inject({
        method: 'POST',
        url: '/v1/create-checkout-session',
        // The shopper sent its own X-Forwarded-For; the edge appended the address it saw.
        headers: { 'x-forwarded-for': `10.0.0.${index}, ${client}`, ...orderTokenHeader(order) },
        payload: { customer_reference_number: order.customer_reference_number },
      });
    const orders = await Promise.all([1, 2, 3, 4].map(() => orderFrom(client, [{ id, quantity: 1 }])));
    const answers = [];
    for (const [index, order] of orders.entries()) answers.push((await forged(order, index)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});
