import { DELIVERY_TIERS, formatAed } from '@outlet-shop/shop-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmCurrentPrice } from '../src/orders/price-check.ts';
import { createOrder, orderTokenHeader, setupApp, type TestContext } from './helper.ts';

/*
 * A payment popup charges the catalogue's price when it opens, confirmed by the shopper when the
 * total changed, and an unpaid order does not last for ever (docs/decisions/058).
 */

let context: TestContext;
beforeAll(async () => {
  context = await setupApp({ sweepMs: 150 });
});
afterAll(() => context.close());

type Order = Awaited<ReturnType<typeof createOrder>>;

function popup(order: Order, extra: Record<string, unknown> = {}) {
  return context.app.inject({
    method: 'POST',
    url: '/v1/create-checkout-session',
    headers: orderTokenHeader(order),
    payload: { customer_reference_number: order.customer_reference_number, ...extra },
  });
}

function setPrice(id: number, priceFils: number): void {
  const product = context.catalog.products.get(id);
  if (!product) throw new Error(`no product ${id}`);
  context.catalog.products.set(id, { ...product, priceFils });
}

async function storedOrder(reference: string) {
  const result = await context.db.query('SELECT * FROM orders WHERE customer_reference_number = $1', [reference]);
  return result.rows[0];
}

describe('a price change between the order and its payment popup', () => {
  const { fullFeeFils, reducedFeeFils } = DELIVERY_TIERS;

  it('answers 409 price_changed with the new total; once confirmed, the session charges the new price', async () => {
    // 2 × AED 30.00, then 2 × AED 32.50: both in the reduced fee's tier.
    const order = await createOrder(context, { products: [{ id: 2, quantity: 2 }] });
    expect(order.totalFils).toBe(6000 + reducedFeeFils);
    setPrice(2, 3250); // staff raise the price
    const newTotalFils = 6500 + reducedFeeFils;
    try {
      const sessionsBefore = context.stripe.createdWith.length;
      const changed = await popup(order);
      expect(changed.statusCode).toBe(409);
      const error = changed.json().error;
      expect(error).toMatchObject({
        code: 'price_changed',
        message: `The prices in your order have changed. The new total is ${formatAed(newTotalFils)}. Please confirm it to pay.`,
        details: { totalFils: newTotalFils },
      });
      expect(error.details.order).toMatchObject({
        customer_reference_number: order.customer_reference_number,
        products: [{ id: 2, quantity: 2, priceFils: 3250, lineTotalFils: 6500 }],
        itemsTotalFils: 6500,
        deliveryFeeFils: reducedFeeFils,
        totalFils: newTotalFils,
        card_amount: newTotalFils / 100,
      });
      // Nothing was held, and Stripe was not asked.
      expect(context.stripe.createdWith.length).toBe(sessionsBefore);
      expect(context.stock.holds.has(order.customer_reference_number)).toBe(false);
      // A confirmation of an older total is no confirmation.
      expect((await popup(order, { confirmed_total_fils: order.totalFils })).json().error.code).toBe('price_changed');

      const confirmed = await popup(order, { confirmed_total_fils: newTotalFils });
      expect(confirmed.statusCode).toBe(200);
      const session = context.stripe.sessions.get(confirmed.json().sessionId);
      expect(session?.amount_total).toBe(newTotalFils);
      expect(context.stripe.createdWith.at(-1)?.line_items?.[0]).toMatchObject({
        quantity: 2,
        price_data: { unit_amount: 3250 },
      });
      expect(await storedOrder(order.customer_reference_number)).toMatchObject({
        total_fils: newTotalFils,
        items_total_fils: 6500,
        delivery_fee_fils: reducedFeeFils,
        vat_fils: Math.round((newTotalFils * 5) / 105),
      });
    } finally {
      setPrice(2, 3000);
    }
  });

  it('a price cut is shown too, and an unchanged total needs no confirmation', async () => {
    // 2 × AED 24.50, then 2 × AED 20.00: both below the reduced fee's tier.
    const order = await createOrder(context, { products: [{ id: 1, quantity: 2 }] });
    setPrice(1, 2000);
    try {
      const changed = await popup(order);
      const newTotalFils = 4000 + fullFeeFils;
      expect(changed.json().error).toMatchObject({ code: 'price_changed', details: { totalFils: newTotalFils } });
      expect((await popup(order, { confirmed_total_fils: newTotalFils })).statusCode).toBe(200);
    } finally {
      setPrice(1, 2450);
    }
    const unchanged = await createOrder(context, { products: [{ id: 1, quantity: 1 }] });
    expect((await popup(unchanged)).statusCode).toBe(200);
  });

  it('keeps the prize discount of a discounted order when it is priced again', async () => {
    const order = await createOrder(context, {
      email: 'winner@example.ae',
      coupon_code: 'HALF50',
      products: [{ id: 2, quantity: 4 }],
    }); // 4 × 30.00 = 120.00, half off: 60.00, in the reduced fee's tier
    expect(order.totalFils).toBe(6000 + reducedFeeFils);
    setPrice(2, 5000);
    try {
      const changed = await popup(order);
      // 200.00, half off: 100.00, above the free delivery tier.
      expect(changed.json().error).toMatchObject({ code: 'price_changed', details: { totalFils: 10000 } });
      expect(changed.json().error.details.order).toMatchObject({ discountFils: 10000, deliveryFeeFils: 0 });
    } finally {
      setPrice(2, 3000);
    }
  });
});

describe('an unpaid order’s life (PENDING_ORDER_TTL_MS, 24 h)', () => {
  it('past it, the sweeper marks the order expired and it opens no payment popup', async () => {
    const order = await createOrder(context);
    const reference = order.customer_reference_number;
    await context.db.query(
      `UPDATE orders SET created_at = now() - interval '25 hours' WHERE customer_reference_number = $1`,
      [reference],
    );
    await expect
      .poll(async () => (await storedOrder(reference)).payment_status, { timeout: 5000, interval: 100 })
      .toBe('expired');
    const refused = await popup(order);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error).toEqual({
      code: 'order_expired',
      message: 'This order has expired. Please place your order again.',
    });
    expect(context.stock.holds.has(reference)).toBe(false);
  });

  it('an order inside its life whose session expired can still be paid', async () => {
    const order = await createOrder(context);
    const reference = order.customer_reference_number;
    await context.db.query(
      `UPDATE orders SET created_at = now() - interval '23 hours', payment_status = 'expired'
        WHERE customer_reference_number = $1`,
      [reference],
    );
    expect((await popup(order)).statusCode).toBe(200);
  });
});

describe('a popup for an order whose prices did not change', () => {
  it('is not refused when another popup of the same order recorded its session meanwhile', async () => {
    const order = await createOrder(context, { products: [{ id: 1, quantity: 2 }] });
    const seen = await storedOrder(order.customer_reference_number);
    // The other popup's session is recorded between this popup's read and its price check.
    await context.db.query('UPDATE orders SET stripe_session_id = $2 WHERE customer_reference_number = $1', [
      order.customer_reference_number,
      'cs_other_popup',
    ]);
    const deps = { db: context.db, catalog: context.catalog, brand: 'Outlet Shop' };
    const confirmed = await confirmCurrentPrice(deps, seen, undefined);
    expect(confirmed.total_fils).toBe(order.totalFils);
    expect((await storedOrder(order.customer_reference_number)).stripe_session_id).toBe('cs_other_popup');
  });
});
