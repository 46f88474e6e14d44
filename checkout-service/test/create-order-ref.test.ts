import { DELIVERY_TIERS, orderSyncSchema, placedOrderViewSchema } from '@outlet-shop/shop-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPayload, setupApp, type TestContext } from './helper.ts';

let context: TestContext;
beforeAll(async () => {
  context = await setupApp();
});
afterAll(() => context.close());

// The default cart, 2 × AED 24.50 = AED 49, is below the reduced fee's tier: it pays the full fee.
const { fullFeeFils } = DELIVERY_TIERS;

function post(payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: '/v1/create_order_ref', payload });
}

describe('POST /v1/create_order_ref', () => {
  it('prices from the CMS and ignores every amount the browser sends', async () => {
    const response = await post(
      orderPayload({
        products: [{ id: 1, quantity: 2, price: 0.01, title: 'Cheap' }],
        card_amount: 1,
        delivery_cost: 0,
        discountFils: 999999,
        totalFils: 1,
      }),
    );
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    expect(order).toMatchObject({
      products: [
        { id: 1, title: 'Crunchy Peanut Butter', weight: '340 g', quantity: 2, priceFils: 2450, lineTotalFils: 4900 },
      ],
      itemsTotalFils: 4900,
      discountFils: 0,
      deliveryFeeFils: fullFeeFils,
      totalFils: 4900 + fullFeeFils,
      vatFils: Math.round(((4900 + fullFeeFils) * 5) / 105),
      card_amount: (4900 + fullFeeFils) / 100,
      delivery_cost: fullFeeFils / 100,
      num_pieces: 2,
      weight: 2,
      brand: 'OUTLET-SHOP',
      descripon: '2 x Crunchy Peanut Butter 340 g',
      payment_status: 'pending',
      status: 'pending',
      sessionId: null,
      destination_address_name: 'Aisha Khan',
      destination_address_city: 'Dubai',
    });
    expect(order.customer_reference_number).toMatch(/^NOT-\d{13,}$/);
  });

  it('answers the shared order view contract, which the CMS order sync accepts as it is', async () => {
    const { order } = (await post(orderPayload({ coupon_code: 'half50', email: 'winner@example.ae' }))).json();
    expect(placedOrderViewSchema.parse(order)).toEqual(order);
    expect(orderSyncSchema.safeParse(order).success).toBe(true);
  });

  it('gives every order its own reference, even placed in the same millisecond', async () => {
    let discarded = 0;
    const onRemove = () => {
      discarded += 1;
    };
    context.db.on('remove', onRemove);
    const responses = await Promise.all(Array.from({ length: 15 }, () => post(orderPayload())));
    context.db.off('remove', onRemove);
    const references = responses.map((response) => response.json().order.customer_reference_number);
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    expect(new Set(references).size).toBe(15);
    // A clash is retried without a failed query: pg throws away a pooled connection whose query
    // failed, and reconnecting on most orders of a busy minute slowed every checkout.
    expect(discarded).toBe(0);
  });

  it('describes several lines and merges repeated products', async () => {
    const response = await post(
      orderPayload({
        products: [
          { id: 1, quantity: 1 },
          { id: 2, quantity: 2 },
          { id: 1, quantity: 1 },
        ],
      }),
    );
    // AED 109 of items, above the free delivery tier.
    expect(response.json().order).toMatchObject({
      descripon: '2 x Crunchy Peanut Butter 340 g, 2 x Dates Maamoul 340 g',
      itemsTotalFils: 10900,
      deliveryFeeFils: 0,
      totalFils: 10900,
      num_pieces: 4,
    });
  });

  it.each([
    ['a missing landmark', { destination_address_landmark: '' }, 'destination_address_landmark'],
    ['a city outside the list', { destination_address_city: 'Riyadh' }, 'destination_address_city'],
    ['an empty cart', { products: [] }, 'products'],
    ['a missing name', { destination_address_name: undefined }, 'destination_address_name'],
  ])('refuses %s with validation_failed naming the field', async (_name, overrides, field) => {
    const response = await post(orderPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.details.fieldErrors).toHaveProperty(field);
  });

  it.each([
    ['an unknown product', [{ id: 999, quantity: 1 }], 422, 'unknown_product', undefined],
    ['an out-of-stock product', [{ id: 3, quantity: 1 }], 409, 'out_of_stock', 'Temporary out of stock'],
    ['quantity 0', [{ id: 1, quantity: 0 }], 400, 'invalid_quantity', undefined],
    ['a fractional quantity', [{ id: 1, quantity: 1.5 }], 400, 'invalid_quantity', undefined],
    ['3 of a max_order_qut 2 product', [{ id: 4, quantity: 3 }], 422, 'max_order_quantity', 'Only 2 pcs allowed'],
    [
      '4 flash-sale pieces across products',
      [
        { id: 5, quantity: 2 },
        { id: 6, quantity: 2 },
      ],
      422,
      'flash_sale_limit',
      'You can only add up to 3 flash sale items to the cart',
    ],
  ])('refuses %s', async (_name, products, status, code, message) => {
    const response = await post(orderPayload({ products }));
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    if (message) expect(response.json().error.message).toBe(message);
  });

  it('accepts 2 of a max_order_qut 2 product and 3 flash-sale pieces', async () => {
    const response = await post(
      orderPayload({
        products: [
          { id: 4, quantity: 2 },
          { id: 5, quantity: 1 },
          { id: 6, quantity: 2 },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('caps a staff-set max_order_qut 3 at 3 pieces with the rule the cart applies', async () => {
    const giftBox = context.catalog.products.get(4);
    if (!giftBox) throw new Error('seed product 4 missing');
    context.catalog.products.set(7, { ...giftBox, id: 7, maxOrderQuantity: 3 });
    try {
      expect((await post(orderPayload({ products: [{ id: 7, quantity: 3 }] }))).statusCode).toBe(201);
      const refused = await post(orderPayload({ products: [{ id: 7, quantity: 4 }] }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({ code: 'max_order_quantity', message: 'Only 3 pcs allowed' });
    } finally {
      context.catalog.products.delete(7);
    }
  });

  it('halves the items total for a 50% prize issued to the checkout e-mail', async () => {
    const response = await post(orderPayload({ email: ' Winner@Example.AE', coupon_code: 'half50' }));
    expect(response.json().order).toMatchObject({
      itemsTotalFils: 4900,
      discountFils: 2450,
      deliveryFeeFils: fullFeeFils,
      totalFils: 4900 - 2450 + fullFeeFils,
      coupon_code: 'HALF50',
    });
  });

  it.each([
    ['issued to another e-mail', { email: 'aisha@example.ae', coupon_code: 'HALF50' }],
    ['for another prize', { email: 'winner@example.ae', coupon_code: 'GOLD1' }],
  ])('gives no discount for a prize %s and keeps the code unspent', async (_name, overrides) => {
    const response = await post(orderPayload(overrides));
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({ discountFils: 0, totalFils: 4900 + fullFeeFils, coupon_code: null });
  });

  it('refuses an unknown or used coupon code', async () => {
    const response = await post(orderPayload({ coupon_code: 'NOPE' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'coupon_invalid', message: 'Code not valid or Already Used' });
  });

  it('answers 503 catalog_unavailable while the CMS is down', async () => {
    context.catalog.isDown = true;
    const response = await post(orderPayload());
    context.catalog.isDown = false;
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('catalog_unavailable');
  });
});

describe('order creations per shopper behind the edge (one trusted proxy hop)', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await setupApp({ creationsPerMinute: 2 });
  });
  afterAll(() => limited.close());

  // Every request comes from the edge's address; the edge names the shopper in X-Forwarded-For.
  const createFrom = (forwardedFor: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/v1/create_order_ref',
      payload: orderPayload(),
      remoteAddress: '172.18.0.8',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('limits each shopper separately; a forged X-Forwarded-For entry does not give a new allowance', async () => {
    expect((await createFrom('198.51.100.1')).statusCode).toBe(201);
    expect((await createFrom('198.51.100.1')).statusCode).toBe(201);
    const refused = await createFrom('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await createFrom('203.0.113.77, 198.51.100.1')).statusCode).toBe(429);
    expect((await createFrom('198.51.100.2')).statusCode).toBe(201);
  });
});
