import { UAE_MOBILE_MESSAGE } from '@outlet-shop/shop-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPayload, setupApp, type TestContext } from './helper.ts';

// The courier calls the delivery mobile: an order with 'hello' or a landline cannot be delivered.
let context: TestContext;
beforeAll(async () => {
  context = await setupApp();
});
afterAll(() => context.close());

async function orderCount(): Promise<number> {
  const result = await context.db.query<{ count: string }>('SELECT count(*) FROM orders');
  return Number(result.rows[0]?.count);
}

function post(mobile: string) {
  return context.app.inject({
    method: 'POST',
    url: '/v1/create_order_ref',
    payload: orderPayload({ destination_address_mobile_number: mobile }),
  });
}

describe('POST /v1/create_order_ref: the delivery mobile number (docs/api.md)', () => {
  it.each([
    ['not a number', 'hello'],
    ['a Dubai landline', '+97142345678'],
    ['a UK mobile', '+447700900123'],
    ['too short', '05012'],
  ])('refuses %s with 400 validation_failed naming the field, and keeps no order', async (_name, mobile) => {
    const before = await orderCount();
    const response = await post(mobile);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.details.fieldErrors.destination_address_mobile_number).toEqual([UAE_MOBILE_MESSAGE]);
    expect(await orderCount()).toBe(before);
  });

  it.each(['0501234567', '050 123 4567', '+971 50 123 4567'])(
    'takes %j and stores and shows it as +971501234567',
    async (mobile) => {
      const response = await post(mobile);
      expect(response.statusCode).toBe(201);
      const { order } = response.json();
      expect(order.destination_address_mobile_number).toBe('+971501234567');
      const stored = await context.db.query<{ mobile_number: string }>(
        'SELECT mobile_number FROM orders WHERE customer_reference_number = $1',
        [order.customer_reference_number],
      );
      expect(stored.rows[0]?.mobile_number).toBe('+971501234567');
    },
  );
});
