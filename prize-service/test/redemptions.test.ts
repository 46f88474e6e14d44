import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeem, setupApp } from './helper.ts';

describe('POST /v1/redemptions', () => {
  let context: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    context = await setupApp();
  });
  afterAll(() => context.close());

  it('refuses a caller without the service token, spending nothing', async () => {
    const response = await redeem(context.app, 'PHONE1', 'NOT-9', 'wrong-token');
    expect(response.statusCode).toBe(401);
    expect((await context.app.inject({ url: '/v1/varifyCode/PHONE1' })).statusCode).toBe(200);
  });

  it('redeems once, answers the same order again with 200, and another order with 409', async () => {
    const first = await redeem(context.app, ' welcome50', 'NOT-100');
    expect(first.statusCode).toBe(201);
    expect(first.json().redemption).toMatchObject({ code: 'WELCOME50', orderReference: 'NOT-100' });

    const again = await redeem(context.app, 'WELCOME50', 'NOT-100');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const other = await redeem(context.app, 'WELCOME50', 'NOT-200');
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('code_already_used');
  });

  it('answers an unknown code with 404 code_invalid', async () => {
    const response = await redeem(context.app, 'NOPE', 'NOT-1');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('code_invalid');
  });

  it('lets exactly one of 20 concurrent orders redeem a code', async () => {
    const attempts = Array.from({ length: 20 }, (_, index) => redeem(context.app, 'HALFOFF2', `NOT-${500 + index}`));
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const { rows } = await context.db.query(`SELECT status FROM prize_codes WHERE code = 'HALFOFF2'`);
    expect(rows).toEqual([{ status: 'redeemed' }]);
  });
});
