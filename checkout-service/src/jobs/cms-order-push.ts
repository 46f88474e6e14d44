import { formatAed } from '@outlet-shop/shop-rules';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { CmsOrders } from '../clients/cms-orders.ts';
import { findOrder, toOrderView } from '../orders.ts';
import type { RefundRow } from '../refunds.ts';

/** What the CMS order push job needs. */
export interface CmsOrderPushDeps {
  db: pg.Pool;
  cmsOrders: CmsOrders;
  /** The shop brand of the order view. */
  brand: string;
  log: FastifyBaseLogger;
}

/** The alert staff read on the CMS order about the latest refund that failed or was canceled after Stripe took it. */
export function refundAlertOf(refund: Pick<RefundRow, 'amount_fils' | 'status' | 'failure_reason'>): string {
  const outcome =
    refund.status === 'canceled'
      ? 'was canceled at Stripe'
      : `failed at Stripe (${refund.failure_reason ?? 'unknown'})`;
  return `Refund of ${formatAed(refund.amount_fils)} ${outcome}: pay the shopper back another way`;
}

/**
 * Pushes a paid order to the CMS (`PUT /api/order-sync/:reference`, an upsert by reference,
 * docs/architecture.md 2) and stamps `cms_synced_at`; an order already synced is left alone. The
 * view comes from the stored order, so a repeat pushes the same order again; with it go
 * `prize_redemption_refused_at`, which staff see as the order's prize alert (docs/decisions/054),
 * and `refund_alert` for the latest refund that failed or was canceled after Stripe took it
 * (docs/decisions/063). The stamp is only set if neither flag nor the refunded amount changed
 * during the push, so a change made meanwhile is pushed by the job queued with it. Throws (after
 * logging) when the CMS does not take it.
 */
export async function pushOrderToCms(deps: CmsOrderPushDeps, reference: string): Promise<void> {
  const order = await findOrder(deps.db, reference);
  if (order?.payment_status !== 'paid' || order.cms_synced_at) return;
  const prizeRefusedAt = order.prize_redemption_refused_at;
  const undone = await deps.db.query<RefundRow>(
    'SELECT * FROM refunds WHERE order_reference = $1 AND undone_at IS NOT NULL ORDER BY undone_at, id',
    [reference],
  );
  const latestUndone = undone.rows.at(-1);
  try {
    const view = toOrderView(order, deps.brand);
    await deps.cmsOrders.push({
      ...view,
      prize_redemption_refused_at: prizeRefusedAt?.toISOString() ?? null,
      refund_alert: latestUndone ? refundAlertOf(latestUndone) : null,
    });
  } catch (error) {
    deps.log.warn({ err: error, reference }, 'CMS order sync failed; will retry');
    throw error;
  }
  // The flags are only ever set, never changed: whether they are set tells whether the push carried them.
  await deps.db.query(
    `UPDATE orders SET cms_synced_at = now()
      WHERE customer_reference_number = $1 AND (prize_redemption_refused_at IS NOT NULL) = $2
        AND refunded_fils = $3
        AND (SELECT count(*) FROM refunds WHERE order_reference = $1 AND undone_at IS NOT NULL) = $4`,
    [reference, prizeRefusedAt !== null, order.refunded_fils, undone.rows.length],
  );
}
