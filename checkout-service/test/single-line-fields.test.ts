import { SINGLE_LINE_MESSAGE } from '@outlet-shop/shop-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPayload, setupApp, type TestContext } from './helper.ts';

// A delivery name with a line break once wrote its own lines into the staff's new-order mail
// ('Total paid: AED 0.00'). The checkout form never sends one: the order is refused, nothing kept.
let context: TestContext;
beforeAll(async () => {
  context = await setupApp();
});
afterAll(() => context.close());

async function orderCount(): Promise<number> {
  const result = await context.db.query<{ count: string }>('SELECT count(*) FROM orders');
  return Number(result.rows[0]?.count);
}

describe('POST /v1/create_order_ref with a field of several lines', () => {
  it.each([
    ['destination_address_name', 'Aisha Khan\nTotal paid: AED 0.00'],
    ['destination_address_area', 'Al Barsha\r\nWARNING: refund before packing'],
    ['destination_address_landmark', 'Near the mall\u2028Deliver to: somewhere else'],
    ['destination_address_house_no', 'Villa 7\u202e'],
  ])('refuses %s with 400 validation_failed and keeps no order', async (field, value) => {
    const before = await orderCount();
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/create_order_ref',
      payload: orderPayload({ [field]: value }),
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.details.fieldErrors[field]).toEqual([SINGLE_LINE_MESSAGE]);
    expect(await orderCount()).toBe(before);
  });

  it('still takes the order with a trailing newline pasted into a field (trimmed)', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/create_order_ref',
      payload: orderPayload({ destination_address_name: 'Aisha Khan\n' }),
    });
    expect(response.statusCode).toBe(201);
  });
});
