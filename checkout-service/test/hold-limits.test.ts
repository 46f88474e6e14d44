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
 * One shopper cannot keep products from everyone else by holding without paying
 * (docs/decisions/058): an order holds at most 100 pieces, a shopper (its browser's session, its
 * e-mail, its mobile number: any matching) at most 3 open payment popups and at most half of what
 * is open to it of a product (never fewer than 5, or the last pieces), and one address at most 50
 * open popups of all its shoppers. Many shoppers share a carrier's address; a shopper's own retries
 * never lock it out. The settings are the shop's defaults; clients come through the one-origin edge.
 */

let context: TestContext;
beforeAll(async () => {
  context = await setupApp({
    env: {
      CHECKOUT_OPEN_SESSIONS_PER_SHOPPER: '3',
      CHECKOUT_OPEN_SESSIONS_PER_ADDRESS: '50',
      CHECKOUT_CLIENT_HOLD_SHARE_PERCENT: '50',
      CHECKOUT_CLIENT_HOLD_MIN_PIECES: '5',
    },
  });
});
afterAll(() => context.close());

/** A carrier's public address: many phones behind it. */
const CARRIER = '203.0.113.66';

type Order = Awaited<ReturnType<typeof createOrder>>;

/** A shopper: its address, its browser's own session id, the e-mail and mobile number it orders with. */
interface Shopper {
  address: string;
  browser: string;
  email: string;
  mobile: string;
}

let shoppers = 0;
/** A new shopper (its own browser, e-mail and mobile number) at `address`; `overrides` share some of another's. */
function shopperAt(address: string, overrides: Partial<Shopper> = {}): Shopper {
  shoppers += 1;
  const n = String(shoppers).padStart(7, '0');
  return {
    address,
    browser: `browser-${n}-0123456789`,
    email: `shopper${n}@example.ae`,
    mobile: `+97150${n}`,
    ...overrides,
  };
}

/** An order of `shopper`'s (from its address, with its e-mail and mobile number). */
async function orderOf(shopper: Shopper, products: { id: number; quantity: number }[]): Promise<Order> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/v1/create_order_ref',
    headers: { 'x-forwarded-for': shopper.address },
    payload: orderPayload({ products, email: shopper.email, destination_address_mobile_number: shopper.mobile }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().order as Order;
}

/** The payment popup of `order`, opened by `shopper`'s browser (its session id sent as the storefront does). */
function popupOf(shopper: Shopper, order: Order, forwardedFor = shopper.address) {
  return context.app.inject({
    method: 'POST',
    url: '/v1/create-checkout-session',
    headers: { 'x-forwarded-for': forwardedFor, ...orderTokenHeader(order) },
    payload: { customer_reference_number: order.customer_reference_number, browser_session: shopper.browser },
  });
}

/** The shopper closes the payment popup of `order`. */
function closePopup(shopper: Shopper, order: Order, headers = orderTokenHeader(order)) {
  return context.app.inject({
    method: 'POST',
    url: '/v1/release-checkout-session',
    headers: { 'x-forwarded-for': shopper.address, ...headers },
    payload: { customer_reference_number: order.customer_reference_number },
  });
}

/** The order's row as the checkout keeps it. */
async function rowOf(order: Order): Promise<{ stripe_session_id: string; payment_status: string }> {
  const row = await context.db.query('SELECT * FROM orders WHERE customer_reference_number = $1', [
    order.customer_reference_number,
  ]);
  return row.rows[0];
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

describe('one shopper', () => {
  it('has at most 3 unpaid popups open at once, counted by its e-mail across browsers; an ended one frees a place', async () => {
    const id = stocked(3001, 100);
    const shopper = shopperAt(CARRIER);
    // A dishonest browser clears its storage between orders: each popup comes with a new session id.
    const browsers = [1, 2, 3, 4].map((n) => ({
      ...shopper,
      mobile: `+97155999010${n}`,
      browser: `${shopper.browser}-${n}`,
    }));
    const orders: Order[] = [];
    for (const browser of browsers) orders.push(await orderOf(browser, [{ id, quantity: 1 }]));
    const [first, second, third, fourth] = orders as [Order, Order, Order, Order];
    for (const [index, order] of [first, second, third].entries()) {
      expect((await popupOf(browsers[index] as Shopper, order)).statusCode).toBe(200);
    }
    const refused = await popupOf(browsers[3] as Shopper, fourth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'too_many_open_checkouts', details: { limit: 3 } });
    expect(refused.json().error.message).toMatch(
      /^You already have 3 unpaid checkouts open\. Pay for one of them, or try again when one expires \(within 3[0-5] minutes\)$/,
    );
    expect(context.stock.holds.has(fourth.customer_reference_number)).toBe(false);
    // Its other popups were not replaced: another browser is another cart.
    expect((await rowOf(second)).payment_status).toBe('pending');
    // Reopening a popup that is already open is no new checkout.
    expect((await popupOf(browsers[0] as Shopper, first)).statusCode).toBe(200);
    // Another shopper on the same address buys as usual.
    const neighbour = shopperAt(CARRIER);
    expect((await popupOf(neighbour, await orderOf(neighbour, [{ id, quantity: 1 }]))).statusCode).toBe(200);
    // One of the three sessions expires: its place is free again.
    const sessionId = (await rowOf(first)).stripe_session_id;
    Object.assign(context.stripe.sessions.get(sessionId) ?? {}, { status: 'expired' });
    const expired = await postStripeEvent(context, {
      id: `evt_expired_${sessionId}`,
      type: 'checkout.session.expired',
      data: {
        object: { id: sessionId, object: 'checkout.session', client_reference_id: first.customer_reference_number },
      },
    });
    expect(expired.statusCode).toBe(200);
    expect((await popupOf(browsers[3] as Shopper, fourth)).statusCode).toBe(200);
  });

  it('is also its mobile number: a new browser and a new e-mail with the same mobile count as the same shopper', async () => {
    const id = stocked(3005, 100);
    const mobile = '+971559990101';
    // Each from another address too (a phone moving between networks).
    const browsers = [1, 2, 3, 4].map((n) => shopperAt(`198.51.100.${30 + n}`, { mobile }));
    const answers = [];
    for (const browser of browsers)
      answers.push((await popupOf(browser, await orderOf(browser, [{ id, quantity: 1 }]))).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('holds at most half of what is open to it of a product over all its popups; another shopper on its address can still buy', async () => {
    const id = stocked(3002, 20);
    const shopper = shopperAt(CARRIER);
    expect((await popupOf(shopper, await orderOf(shopper, [{ id, quantity: 6 }]))).statusCode).toBe(200);
    // A new browser session with the same e-mail is the same shopper.
    const sameShopper = { ...shopper, browser: `${shopper.browser}-again` };
    const over = await popupOf(sameShopper, await orderOf(sameShopper, [{ id, quantity: 5 }]));
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toEqual({
      code: 'hold_limit_reached',
      message: 'Right now you can buy at most 4 pcs of Product 3002, counting your other unpaid checkouts',
      details: { products: [{ id, title: 'Product 3002', available: 14, limit: 4 }], title: 'Product 3002', limit: 4 },
    });
    expect((await popupOf(sameShopper, await orderOf(sameShopper, [{ id, quantity: 4 }]))).statusCode).toBe(200);
    expect(context.stock.available(id)).toBe(10);
    // The other 10 pieces: a neighbour on the same address holds 5, and its share ends there too.
    const neighbour = shopperAt(CARRIER);
    expect((await popupOf(neighbour, await orderOf(neighbour, [{ id, quantity: 5 }]))).statusCode).toBe(200);
    // (From another browser: the same browser's new popup would replace its first.)
    const neighboursPhone = { ...neighbour, browser: `${neighbour.browser}-phone` };
    expect((await popupOf(neighboursPhone, await orderOf(neighboursPhone, [{ id, quantity: 1 }]))).statusCode).toBe(
      409,
    );
    expect(context.stock.available(id)).toBe(5);
  });

  it('can still buy the last 3 jars of a product at once', async () => {
    const id = stocked(3003, 3);
    const shopper = shopperAt('203.0.113.68');
    expect((await popupOf(shopper, await orderOf(shopper, [{ id, quantity: 3 }]))).statusCode).toBe(200);
    expect(context.stock.available(id)).toBe(0);
  });
});

describe('one address, many shoppers', () => {
  it('lets 12 shoppers behind one carrier address each open a payment popup for one product', async () => {
    const id = stocked(3010, 12);
    const twelve = Array.from({ length: 12 }, () => shopperAt('203.0.113.90'));
    const orders = await Promise.all(twelve.map((shopper) => orderOf(shopper, [{ id, quantity: 1 }])));
    const answers = await Promise.all(twelve.map((shopper, index) => popupOf(shopper, orders[index] as Order)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect(context.stock.available(id)).toBe(0);
  });

  it('has a ceiling of 50 open popups, worded as the network’s, never as one shopper’s; a forged X-Forwarded-For changes nothing', async () => {
    const id = stocked(3011, 1000);
    const address = '203.0.113.91';
    const many = Array.from({ length: 51 }, () => shopperAt(address));
    const orders = await Promise.all(many.map((shopper) => orderOf(shopper, [{ id, quantity: 1 }])));
    const answers = [];
    for (const [index, shopper] of many.entries()) {
      // Each sent its own X-Forwarded-For; the edge appended the address it saw.
      const forwarded = `10.0.${index}.1, ${address}`;
      answers.push(await popupOf(shopper, orders[index] as Order, forwarded));
    }
    expect(answers.slice(0, 50).map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const refused = answers[50];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().error).toMatchObject({ code: 'too_many_checkouts_from_network', details: { limit: 50 } });
    expect(refused?.json().error.message).toMatch(
      /^Many checkouts are open from your network right now\. Please try again in a few minutes \(within 3[0-5] minutes\)$/,
    );
  });
});

describe('a shopper’s own retries', () => {
  it('a new popup of the same browser ends its earlier unpaid ones: sessions expired, pieces back, so a changed cart can still be paid', async () => {
    const id = stocked(3020, 3);
    const other = stocked(3021, 10);
    const shopper = shopperAt(CARRIER);
    // Two declined cards (the popup closed without paying, the next Continue placed a new order) ...
    const first = await orderOf(shopper, [{ id, quantity: 3 }]);
    expect((await popupOf(shopper, first)).statusCode).toBe(200);
    const second = await orderOf(shopper, [{ id, quantity: 3 }]);
    expect((await popupOf(shopper, second)).statusCode).toBe(200);
    // ... and a changed cart: still the last 3 jars, and one more product.
    const third = await orderOf(shopper, [
      { id, quantity: 3 },
      { id: other, quantity: 1 },
    ]);
    expect((await popupOf(shopper, third)).statusCode).toBe(200);
    const fourth = await orderOf(shopper, [{ id, quantity: 2 }]);
    expect((await popupOf(shopper, fourth)).statusCode).toBe(200);
    for (const earlier of [first, second, third]) {
      const row = await rowOf(earlier);
      expect(row.payment_status).toBe('expired');
      expect(context.stripe.sessions.get(row.stripe_session_id)?.status).toBe('expired');
      expect(context.stock.holds.get(earlier.customer_reference_number)?.status).toBe('released');
    }
    expect(context.stock.available(id)).toBe(1);
    expect(context.stock.available(other)).toBe(10);
  });

  it('a new popup of the same browser leaves a session that was paid meanwhile paid', async () => {
    const id = stocked(3022, 10);
    const shopper = shopperAt(CARRIER);
    const first = await orderOf(shopper, [{ id, quantity: 2 }]);
    expect((await popupOf(shopper, first)).statusCode).toBe(200);
    context.stripe.pay((await rowOf(first)).stripe_session_id);
    expect((await popupOf(shopper, await orderOf(shopper, [{ id, quantity: 1 }]))).statusCode).toBe(200);
    expect(context.stock.holds.get(first.customer_reference_number)?.status).toBe('held');
    expect(context.stock.available(id)).toBe(7);
  });

  it('closing the popup gives its hold back and ends its session; only with the order’s token', async () => {
    const id = stocked(3023, 3);
    const shopper = shopperAt(CARRIER);
    const order = await orderOf(shopper, [{ id, quantity: 3 }]);
    expect((await popupOf(shopper, order)).statusCode).toBe(200);
    expect(context.stock.available(id)).toBe(0);
    const stranger = await closePopup(shopper, order, { 'x-order-token': 'not-the-token' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('order_not_found');
    expect(context.stock.available(id)).toBe(0);
    const closed = await closePopup(shopper, order);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ released: true });
    expect(context.stock.available(id)).toBe(3);
    const row = await rowOf(order);
    expect(row.payment_status).toBe('expired');
    expect(context.stripe.sessions.get(row.stripe_session_id)?.status).toBe('expired');
    // The next Continue opens a new popup for the same order.
    expect((await popupOf(shopper, order)).statusCode).toBe(200);
    expect(context.stock.available(id)).toBe(0);
  });

  it('closing the popup of a session paid meanwhile changes nothing', async () => {
    const id = stocked(3024, 5);
    const shopper = shopperAt(CARRIER);
    const order = await orderOf(shopper, [{ id, quantity: 2 }]);
    expect((await popupOf(shopper, order)).statusCode).toBe(200);
    const sessionId = (await rowOf(order)).stripe_session_id;
    // Paid at Stripe, its webhook not yet arrived.
    context.stripe.pay(sessionId);
    const closed = await closePopup(shopper, order);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ released: false });
    expect(context.stock.available(id)).toBe(3);
    expect(context.stripe.sessions.get(sessionId)?.status).toBe('complete');
    expect((await rowOf(order)).payment_status).toBe('pending');
  });
});
