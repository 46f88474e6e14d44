import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAYMENT_STATUSES } from '@outlet-shop/shop-rules';
import { describe, expect, it } from 'vitest';

const schema = JSON.parse(readFileSync(path.join(__dirname, 'schema.json'), 'utf8')) as {
  attributes: { payment_status: { enum: string[] } };
};

describe("the order's stored payment_status", () => {
  it('takes exactly the shared payment states the checkout service pushes (PAYMENT_STATUSES)', () => {
    expect(schema.attributes.payment_status.enum).toEqual([...PAYMENT_STATUSES]);
  });
});
