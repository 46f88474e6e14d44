import { AppError } from '@outlet-shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Prizes } from '../clients/prizes.ts';
import { findOrder, stampOrder } from '../orders.ts';

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
 * good is stamped `prize_redemption_refused_at`, logged for staff and not retried. Throws (after
 * logging) when the prize service fails in a way worth retrying.
 */
export async function redeemPrizeCode(deps: PrizeRedemptionDeps, reference: string): Promise<void> {
  const order = await findOrder(deps.db, reference);
  if (!order?.coupon_code || order.prize_redeemed_at || order.prize_redemption_refused_at) return;
  try {
    await deps.prizes.redeem(order.coupon_code, reference);
  } catch (error) {
    if (error instanceof AppError && error.code === 'prize_redeem_refused') {
      await stampOrder(deps.db, reference, 'prize_redemption_refused_at');
      deps.log.error(
        { err: error, reference, coupon: order.coupon_code },
        'paid order got a prize discount but its code was refused (used by another order?): staff should review it',
      );
      return;
    }
    deps.log.error({ err: error, reference }, 'prize redemption failed; will retry');
    throw error;
  }
  await stampOrder(deps.db, reference, 'prize_redeemed_at');
}
