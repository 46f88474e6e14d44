import { describe, expect, it } from 'vitest';
import { UAE_MOBILE_MESSAGE } from '../uae-mobile.ts';
import { createOrderRequestSchema } from './create-order.ts';
import { orderPayloadSchema } from './order-payload.ts';
import { orderSyncSchema } from './order-sync.ts';
import {
  type OrderView,
  orderAccessTokenSchema,
  orderViewLineSchema,
  orderViewSchema,
  placedOrderViewSchema,
} from './order-view.ts';

const payload = {
  destination_address_name: 'Aisha Khan',
  email: ' aisha@example.ae ',
  destination_address_mobile_number: '+971501234567',
  destination_address_city: 'Dubai',
  destination_address_area: 'Al Barsha 1',
  destination_address_house_no: 'Villa 7',
  destination_address_building_name: 'Villa 7',
  destination_address_landmark: 'Near the mall',
  products: [{ id: 1, quantity: 2, price: 0.01, title: 'Cheap' }],
  coupon_code: null,
  card_amount: 1,
  brand: 'OUTLET-SHOP',
};

const view: OrderView = {
  customer_reference_number: 'NOT-1763900000000',
  email: 'aisha@example.ae',
  destination_address_name: 'Aisha Khan',
  destination_address_mobile_number: '+971501234567',
  destination_address_city: 'Dubai',
  destination_address_area: 'Al Barsha 1',
  destination_address_building_name: 'Villa 7',
  destination_address_house_no: 'Villa 7',
  destination_address_landmark: 'Near the mall',
  products: [
    { id: 1, title: 'Crunchy Peanut Butter', weight: '340 g', quantity: 2, priceFils: 2450, lineTotalFils: 4900 },
  ],
  num_pieces: 2,
  weight: 2,
  brand: 'OUTLET-SHOP',
  itemsTotalFils: 4900,
  discountFils: 0,
  deliveryFeeFils: 2000,
  totalFils: 6900,
  vatFils: 329,
  card_amount: 69,
  delivery_cost: 20,
  descripon: '2 x Crunchy Peanut Butter 340 g',
  coupon_code: null,
  prize_win_item: null,
  payment_status: 'paid',
  status: 'confirmed',
  sessionId: 'cs_test_1',
  paid_at: '2026-11-23T16:00:00.000Z',
};

function fieldErrors(result: { success: boolean; error?: { flatten(): { fieldErrors: object } } }) {
  return result.success ? {} : (result.error?.flatten().fieldErrors ?? {});
}

describe('order payload contract (docs/product.md 3, docs/api.md create_order_ref)', () => {
  it('keeps what checkout reads, trimmed, and drops the browser estimates', () => {
    const parsed = orderPayloadSchema.parse(payload);
    expect(parsed.email).toBe('aisha@example.ae');
    expect(parsed).not.toHaveProperty('card_amount');
    expect(parsed.products).toEqual([{ id: 1, quantity: 2 }]);
  });

  it('carries the language the order was placed in, English when the browser does not say (decision 048)', () => {
    expect(orderPayloadSchema.parse(payload).locale).toBe('en');
    expect(orderPayloadSchema.parse({ ...payload, locale: 'ar' }).locale).toBe('ar');
    expect(fieldErrors(orderPayloadSchema.safeParse({ ...payload, locale: 'fr' }))).toHaveProperty('locale');
  });

  it.each([
    ['a city outside the list', { destination_address_city: 'Riyadh' }, 'destination_address_city'],
    ['a blank landmark', { destination_address_landmark: ' ' }, 'destination_address_landmark'],
    ['an empty cart', { products: [] }, 'products'],
    ['a malformed e-mail', { email: 'aisha' }, 'email'],
  ])('refuses %s, naming the field', (_name, overrides, field) => {
    expect(fieldErrors(orderPayloadSchema.safeParse({ ...payload, ...overrides }))).toHaveProperty(field);
  });

  it.each(['+971501234567', '0501234567', '050 123 4567', '501234567', '+971 50 123 4567'])(
    'takes the UAE mobile %j and keeps it as E.164 +971501234567',
    (mobile) => {
      const parsed = orderPayloadSchema.parse({ ...payload, destination_address_mobile_number: mobile });
      expect(parsed.destination_address_mobile_number).toBe('+971501234567');
    },
  );

  it.each([
    ['not a number', 'hello'],
    ['a Dubai landline', '+97142345678'],
    ['a UK mobile', '+447700900123'],
    ['too short', '05012'],
    ['an unassigned 051 prefix', '0511234567'],
  ])('refuses %s as the mobile number, naming the field and saying what to type', (_name, mobile) => {
    const result = orderPayloadSchema.safeParse({ ...payload, destination_address_mobile_number: mobile });
    expect(result.error?.flatten().fieldErrors.destination_address_mobile_number).toEqual([UAE_MOBILE_MESSAGE]);
  });
});

describe('order view and order sync contracts (docs/api.md)', () => {
  it('accepts the order view checkout answers with', () => {
    expect(orderViewSchema.parse(view)).toEqual(view);
  });

  it('lets the CMS read every order view checkout pushes, dropping what staff do not need', () => {
    const body = orderSyncSchema.parse(view);
    expect(body).toMatchObject({ customer_reference_number: view.customer_reference_number, totalFils: 6900 });
    expect(body).not.toHaveProperty('descripon');
  });

  it("is derived from the order view: the view's line fields and statuses, the view's limits", () => {
    expect(Object.keys(orderSyncSchema.shape.products.element.shape).sort()).toEqual(
      Object.keys(orderViewLineSchema.shape).sort(),
    );
    expect(orderSyncSchema.shape.payment_status.options).toEqual(orderViewSchema.shape.payment_status.options);
    expect(fieldErrors(orderSyncSchema.safeParse({ ...view, paid_at: 'yesterday' }))).toHaveProperty('paid_at');
  });

  it('refuses an order sync without lines or with a fractional amount', () => {
    expect(fieldErrors(orderSyncSchema.safeParse({ ...view, products: [] }))).toHaveProperty('products');
    expect(fieldErrors(orderSyncSchema.safeParse({ ...view, totalFils: 69.5 }))).toHaveProperty('totalFils');
  });
});

describe('the placed order and its access token (decision 053)', () => {
  const token = 'q2Vx8yJmZ1bH3kT0aWc5nP7rS4uD6eF9gA2hB3iC4jK';

  it("is create_order_ref's order view with the browser's token; the CMS's copy drops it", () => {
    const placed = placedOrderViewSchema.parse({ ...view, order_access_token: token });
    expect(placed.order_access_token).toBe(token);
    expect(orderSyncSchema.parse(placed)).not.toHaveProperty('order_access_token');
    expect(placedOrderViewSchema.safeParse(view).success).toBe(false);
  });

  it('is 32 bytes in base64url, nothing shorter or padded', () => {
    expect(orderAccessTokenSchema.safeParse(token).success).toBe(true);
    for (const bad of ['', token.slice(1), `${token.slice(1)}=`, `${token.slice(1)}+`]) {
      expect(orderAccessTokenSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('create_order request contract (docs/product.md 4 step 5)', () => {
  it('reads the reference and the session id from the stored order and drops the rest', () => {
    expect(createOrderRequestSchema.parse({ ...view, sessionId: ' cs_test_2 ' })).toEqual({
      customer_reference_number: view.customer_reference_number,
      sessionId: 'cs_test_2',
    });
  });

  it('refuses a call without a session id', () => {
    expect(fieldErrors(createOrderRequestSchema.safeParse({ ...view, sessionId: null }))).toHaveProperty('sessionId');
  });
});
