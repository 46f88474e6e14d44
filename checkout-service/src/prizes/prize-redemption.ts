import { AppError, inTransaction } from '@outlet-shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Prizes } from '../clients/prizes.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { findOrder, stampOrder } from '../orders/orders.ts';

/** What the prize redemption job needs. */
export interface PrizeRedemptionDeps {
  db: pg.Pool;
  prizes: Prizes;
  log: FastifyBaseLogger;
}

/**
 * Redeems the prize code of a paid order (`POST /v1/redemptions`, docs/architecture.md 4.4) and
 * stamps `prize_redeemed_at`. Nothing to do for an order without a code or one already redeemed
 * or refused; the prize service's redemption is idempotent per order, so a repeat after a crash
 * between its answer and the stamp redeems nothing twice. A code the prize service refuses for
 * good (another order redeemed it, or holds it: docs/decisions/054) is flagged for staff (see
 * `flagRefusedPrize`), logged at error level and not retried. Throws (after logging) when the
 * prize service fails in a way worth retrying.
 */
export async function redeemPrizeCode(deps: PrizeRedemptionDeps, reference: string): Promise<void> {
  const order = await findOrder(deps.db, reference);
  if (!order?.coupon_code || order.prize_redeemed_at || order.prize_redemption_refused_at) return;
  try {
    await deps.prizes.redeem(order.coupon_code, reference);
  } catch (error) {
    if (error instanceof AppError && error.code === 'prize_redeem_refused') {
      await flagRefusedPrize(deps.db, reference);
      deps.log.error(
        { err: error, orderReference: reference, coupon: order.coupon_code, discountFils: order.discount_fils },
        'paid order got a prize discount but its code was redeemed by another order: flagged for staff to review',
      );
      return;
    }
    deps.log.error({ err: error, orderReference: reference }, 'prize redemption failed; will retry');
    throw error;
  }
  await stampOrder(deps.db, reference, 'prize_redeemed_at');
}

/**
 * Stamps `prize_redemption_refused_at` and has the order pushed to the CMS again, where staff see
 * it flagged (docs/decisions/054), in one transaction: the CMS copy is marked unsynced and the push
 * job queued by its key. A push job already waiting keeps its time (`preserve_run_at`: the payment
 * winner pushes right after this step); an order pushed before the refusal gets one now.
 */
async function flagRefusedPrize(db: pg.Pool, reference: string): Promise<void> {
  await inTransaction(db, async (client) => {
    const flagged = await client.query(
      `UPDATE orders SET prize_redemption_refused_at = now(), cms_synced_at = NULL
        WHERE customer_reference_number = $1`,
      [reference],
    );
    if (flagged.rowCount === 1) await enqueueJob(client, { name: 'cms-order-push', reference, isRunAtKept: true });
  });
}
