import type { OrderView } from '@outlet-shop/shop-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsOrders } from '../src/clients/cms-orders.ts';
import { enqueueJob } from '../src/jobs/enqueue.ts';
import { isConfirmationOf } from './fakes.ts';
import { createOrderWithSession, postStripeEvent, setupApp, type TestContext } from './helper.ts';

/** A CMS that, while it takes an order, checks that no one holds the order's row lock across the push. */
class LockProbingCms implements CmsOrders {
  pushes: OrderView[] = [];
  lockedDuringPush: boolean[] = [];
  context?: TestContext;

  async push(order: OrderView): Promise<void> {
    const client = await this.context?.db.connect();
    try {
      await client?.query('BEGIN');
      // Another job's one-statement update may hold the row for a moment; a lock held across this
      // push (what must never happen) would still be held after a second.
      await client?.query(`SET LOCAL lock_timeout = '1s'`);
      const locked = await client
        ?.query('SELECT 1 FROM orders WHERE customer_reference_number = $1 FOR UPDATE', [
          order.customer_reference_number,
        ])
        .then(() => false)
        .catch((error: { code?: string }) => error.code === '55P03');
      this.lockedDuringPush.push(locked === true);
      await client?.query('ROLLBACK');
    } finally {
      client?.release();
    }
    this.pushes.push(order);
  }

  /** Staff have not packed any of these orders. */
  async fulfilment(): Promise<null> {
    return null;
  }
}

const cms = new LockProbingCms();
let context: TestContext;
beforeAll(async () => {
  context = await setupApp({ jobPollIntervalMs: 50, retryBaseMs: 50, mailRetryBaseMs: 50, cmsOrders: cms });
  cms.context = context;
});
afterAll(() => context.close());

async function payWithCode(eventId: string) {
  const { reference, sessionId } = await createOrderWithSession(context, {
    email: 'winner@example.ae',
    coupon_code: context.prizes.issueHalfOff(),
  });
  const session = context.stripe.pay(sessionId);
  const event = { id: eventId, type: 'checkout.session.completed', data: { object: session } };
  expect((await postStripeEvent(context, event)).statusCode).toBe(200);
  return reference;
}

async function queuedJobs(reference: string): Promise<number> {
  const result = await context.db.query('SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key LIKE $1', [
    `%:${reference}`,
  ]);
  return result.rows[0].n;
}

describe('the jobs of a paid order', () => {
  it('push the order to the CMS while no one holds its row lock, and leave no job behind', async () => {
    const reference = await payWithCode('evt_jobs_1');
    await expect.poll(() => context.mailer.sent.filter((mail) => isConfirmationOf(mail, reference)).length).toBe(1);
    await expect.poll(() => queuedJobs(reference)).toBe(0);
    expect(cms.lockedDuringPush).not.toContain(true);
  });

  it('redeem, push and mail nothing more when the jobs of an order run again', async () => {
    const reference = await payWithCode('evt_jobs_2');
    await expect.poll(() => context.mailer.sent.filter((mail) => isConfirmationOf(mail, reference)).length).toBe(1);
    for (const name of ['prize-redemption', 'cms-order-push', 'order-confirmation-mail'] as const) {
      await enqueueJob(context.db, { name, reference });
    }
    await expect.poll(() => queuedJobs(reference)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(context.prizes.redemptionAttempts.filter((r) => r.orderReference === reference)).toHaveLength(1);
    expect(cms.pushes.filter((order) => order.customer_reference_number === reference)).toHaveLength(1);
    expect(context.mailer.sent.filter((mail) => isConfirmationOf(mail, reference))).toHaveLength(1);
  });

  it('redeems and pushes later when the prize service is down at payment', async () => {
    context.prizes.failRedemptions = 2;
    const reference = await payWithCode('evt_jobs_3');
    await expect
      .poll(() => context.prizes.redemptions.filter((r) => r.orderReference === reference).length, { timeout: 5000 })
      .toBe(1);
    expect(context.prizes.redemptionAttempts.filter((r) => r.orderReference === reference)).toHaveLength(3);
    await expect.poll(() => queuedJobs(reference)).toBe(0);
    const stamps = await context.db.query(
      'SELECT prize_redeemed_at, cms_synced_at FROM orders WHERE customer_reference_number = $1',
      [reference],
    );
    expect(stamps.rows[0].prize_redeemed_at).not.toBeNull();
    expect(stamps.rows[0].cms_synced_at).not.toBeNull();
  });
});
