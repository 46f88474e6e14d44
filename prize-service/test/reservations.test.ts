import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeem, release, reserve, setupApp } from './helper.ts';

let context: Awaited<ReturnType<typeof setupApp>>;
beforeAll(async () => {
  context = await setupApp();
});
afterAll(() => context.close());

/** A fresh 50% code of the test's own. */
async function issueCode(): Promise<string> {
  const code = `HALF-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  await context.db.query(
    `INSERT INTO prize_codes (code, qr, user_email, win_item_name) VALUES ($1, NULL, 'winner@example.com', '50% Off on next order')`,
    [code],
  );
  return code;
}

/** The reservation ran out: its end is put a second into the past, as if 30 minutes had passed. */
async function expireReservation(code: string): Promise<void> {
  await context.db.query(`UPDATE prize_codes SET reserved_until = now() - interval '1 second' WHERE code = $1`, [code]);
}

describe('POST /v1/reservations', () => {
  it('reserves a code for one order until the given time, and refuses every other order meanwhile', async () => {
    const code = await issueCode();
    const until = new Date(Date.now() + 30 * 60_000);
    const first = await reserve(context.app, code.toLowerCase(), 'NOT-1', until);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ reservation: { code, orderReference: 'NOT-1', expiresAt: until.toISOString() } });

    const other = await reserve(context.app, code, 'NOT-2');
    expect(other.statusCode).toBe(409);
    // The service-token-only answer names the holder, for the checkout's hand-over (decision 064).
    expect(other.json().error).toEqual({
      code: 'code_unavailable',
      message: 'Code not valid or Already Used',
      details: { reservedBy: 'NOT-1' },
    });
  });

  it('lets exactly one of 20 orders reserving one code at once have it', async () => {
    const code = await issueCode();
    const attempts = Array.from({ length: 20 }, (_, index) => reserve(context.app, code, `NOT-${700 + index}`));
    const responses = await Promise.all(attempts);
    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
    const { rows } = await context.db.query('SELECT reserved_order_reference FROM prize_codes WHERE code = $1', [code]);
    expect(rows[0].reserved_order_reference).toBe(winners[0]?.json().reservation.orderReference);
  });

  it('answers the same order again (a reopened popup) with its reservation, keeping the later end', async () => {
    const code = await issueCode();
    const later = new Date(Date.now() + 30 * 60_000);
    await reserve(context.app, code, 'NOT-3', later);
    const earlier = new Date(Date.now() + 10 * 60_000);
    const again = await reserve(context.app, code, 'NOT-3', earlier);
    expect(again.statusCode).toBe(200);
    expect(again.json().reservation.expiresAt).toBe(later.toISOString());
    const extended = new Date(Date.now() + 60 * 60_000);
    expect((await reserve(context.app, code, 'NOT-3', extended)).json().reservation.expiresAt).toBe(
      extended.toISOString(),
    );
  });

  it('stops blocking once the reservation has run out', async () => {
    const code = await issueCode();
    await reserve(context.app, code, 'NOT-4');
    await expireReservation(code);
    const next = await reserve(context.app, code, 'NOT-5');
    expect(next.statusCode).toBe(200);
    expect(next.json().reservation.orderReference).toBe('NOT-5');
  });

  it('refuses a redeemed code with 409 and an unknown one with 404 code_invalid', async () => {
    const code = await issueCode();
    expect((await redeem(context.app, code, 'NOT-6')).statusCode).toBe(201);
    const refused = (await reserve(context.app, code, 'NOT-7')).json().error;
    expect(refused.code).toBe('code_unavailable');
    expect(refused.details).toBeUndefined();
    const unknown = await reserve(context.app, 'NO-SUCH-CODE', 'NOT-7');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('code_invalid');
  });

  it('keeps a processing payment’s code for days: its order renews the reservation a week ahead', async () => {
    const code = await issueCode();
    expect((await reserve(context.app, code, 'NOT-20')).statusCode).toBe(200);
    const aWeek = new Date(Date.now() + 7 * 24 * 3600_000);
    const kept = await reserve(context.app, code, 'NOT-20', aWeek);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().reservation.expiresAt).toBe(aWeek.toISOString());
    expect((await reserve(context.app, code, 'NOT-21')).statusCode).toBe(409);
  });

  it('refuses a caller without the service token, and an end in the past or beyond 31 days', async () => {
    const code = await issueCode();
    expect((await reserve(context.app, code, 'NOT-8', undefined, 'wrong-token')).statusCode).toBe(401);
    const past = await reserve(context.app, code, 'NOT-8', new Date(Date.now() - 1000));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.code).toBe('validation_failed');
    const beyond = new Date(Date.now() + 32 * 24 * 3600_000);
    expect((await reserve(context.app, code, 'NOT-8', beyond)).statusCode).toBe(400);
    // Nothing was reserved by the refused calls.
    expect((await reserve(context.app, code, 'NOT-9')).statusCode).toBe(200);
  });
});

describe('DELETE /v1/reservations/:code/:orderReference', () => {
  it("frees the order's reservation for the next order, and leaves another order's alone", async () => {
    const code = await issueCode();
    await reserve(context.app, code, 'NOT-10');
    expect((await release(context.app, code, 'NOT-11')).statusCode).toBe(204);
    expect((await reserve(context.app, code, 'NOT-11')).statusCode).toBe(409);

    expect((await release(context.app, code, 'NOT-10')).statusCode).toBe(204);
    expect((await reserve(context.app, code, 'NOT-11')).statusCode).toBe(200);
  });

  it('refuses a caller without the service token', async () => {
    const code = await issueCode();
    await reserve(context.app, code, 'NOT-12');
    expect((await release(context.app, code, 'NOT-12', 'wrong-token')).statusCode).toBe(401);
    expect((await reserve(context.app, code, 'NOT-13')).statusCode).toBe(409);
  });
});

describe('redemption of a reserved code', () => {
  it('is taken by the reserving order, which consumes the reservation', async () => {
    const code = await issueCode();
    await reserve(context.app, code, 'NOT-20');
    const redeemed = await redeem(context.app, code, 'NOT-20');
    expect(redeemed.statusCode).toBe(201);
    const { rows } = await context.db.query(
      'SELECT status, reserved_order_reference, reserved_until FROM prize_codes WHERE code = $1',
      [code],
    );
    expect(rows[0]).toEqual({ status: 'redeemed', reserved_order_reference: null, reserved_until: null });
  });

  it('is refused to another order while the reservation lasts (409 code_reserved), and allowed once it ran out', async () => {
    const code = await issueCode();
    await reserve(context.app, code, 'NOT-21');
    const refused = await redeem(context.app, code, 'NOT-22');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('code_reserved');

    await expireReservation(code);
    expect((await redeem(context.app, code, 'NOT-22')).statusCode).toBe(201);
    expect((await redeem(context.app, code, 'NOT-21')).json().error.code).toBe('code_already_used');
  });

  it('gives a code to exactly one order when reservations and redemptions race', async () => {
    const code = await issueCode();
    const calls = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0 ? reserve(context.app, code, `NOT-9${index}`) : redeem(context.app, code, `NOT-9${index}`),
    );
    const responses = await Promise.all(calls);
    const redeemed = responses.filter((response) => response.statusCode === 201);
    const reserved = responses.filter((response) => response.statusCode === 200);
    // Twenty different orders: whoever came first holds the code, every other call is refused.
    expect(redeemed.length + reserved.length).toBe(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
    const { rows } = await context.db.query('SELECT status FROM prize_codes WHERE code = $1', [code]);
    expect(rows[0].status).toBe(redeemed.length === 1 ? 'redeemed' : 'active');
  });
});
