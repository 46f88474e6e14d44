import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findFreePort } from '../../scripts/stack/ports.ts';
import { createOrderWithSession, setupApp, type TestContext } from './helper.ts';

/*
 * The browser's payment checks (`session-status`, `create_order`) cost a Stripe call each: only an
 * order's own browser gets one, and each client address only so many a minute.
 */

const LIMIT = 5;
let context: TestContext;
let limited: TestContext;
/** Limited as `limited`, with its counters in a Redis that is down (REDIS_URL on a closed port). */
let redisDown: TestContext;
beforeAll(async () => {
  const env = { REDIS_URL: `redis://127.0.0.1:${await findFreePort()}` };
  [context, limited, redisDown] = await Promise.all([
    setupApp(),
    setupApp({ paymentChecksPerMinute: LIMIT }),
    setupApp({ paymentChecksPerMinute: LIMIT, env }),
  ]);
});
afterAll(() => Promise.all([context.close(), limited.close(), redisDown.close()]));

describe('payment checks', () => {
  it('ask Stripe nothing for 150 session ids that are no order of the caller', async () => {
    const { headers } = await createOrderWithSession(context);
    const retrieve = vi.spyOn(context.stripe.checkout.sessions, 'retrieve');
    try {
      const answers = await Promise.all(
        Array.from({ length: 150 }, (_, n) =>
          context.app.inject({ url: `/v1/session-status?session_id=cs_test_guess_${n}`, headers }),
        ),
      );
      expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([404]));
      expect(retrieve).not.toHaveBeenCalled();
    } finally {
      retrieve.mockRestore();
    }
  });

  it(`answer 429 rate_limited after ${LIMIT} session-status calls a minute from one address, others unaffected`, async () => {
    const { sessionId, headers } = await createOrderWithSession(limited);
    const check = (remoteAddress: string) =>
      limited.app.inject({ url: `/v1/session-status?session_id=${sessionId}`, headers, remoteAddress });
    const statuses = [];
    for (let n = 0; n <= LIMIT; n += 1) statuses.push((await check('203.0.113.7')).statusCode);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    const refused = await check('203.0.113.7');
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await check('198.51.100.4')).statusCode).toBe(200);
  });

  it(`answer 429 rate_limited after ${LIMIT} create_order calls a minute from one address`, async () => {
    const { reference, sessionId, headers } = await createOrderWithSession(limited);
    const completeOrder = () =>
      limited.app.inject({
        method: 'POST',
        url: '/v1/create_order',
        headers,
        remoteAddress: '192.0.2.44',
        payload: { customer_reference_number: reference, sessionId },
      });
    const statuses = [];
    for (let n = 0; n <= LIMIT; n += 1) statuses.push((await completeOrder()).statusCode);
    // Unpaid: 409 payment_incomplete until the limit, then 429.
    expect(statuses).toEqual([...Array(LIMIT).fill(409), 429]);
  });

  it('stay limited while Redis is down: counted in memory, 429 after the limit, never a 5xx', async () => {
    const { sessionId, headers } = await createOrderWithSession(redisDown);
    const check = () =>
      redisDown.app.inject({
        url: `/v1/session-status?session_id=${sessionId}`,
        headers,
        remoteAddress: '203.0.113.9',
      });
    const statuses = [];
    for (let n = 0; n <= LIMIT; n += 1) statuses.push((await check()).statusCode);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
  });
});
