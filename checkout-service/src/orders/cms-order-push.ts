import { formatAed } from '@outlet-shop/shop-rules';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { CmsOrders } from '../clients/cms-orders.ts';
import type { OrderRow, RefundRow } from '../db/rows.ts';
import { jobKey } from '../jobs/enqueue.ts';
import { toOrderView } from './order-view.ts';
import { findOrder } from './orders.ts';

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

/** Pushes of one order in one run at most: each further one means the order changed during the last. */
const MAX_PUSHES_PER_RUN = 3;

/**
 * True for an order staff see in the CMS: paid, a payment still processing (a bank debit, days;
 * docs/decisions/062), or one that failed after processing (its CMS copy then says failed).
 */
export function isStaffVisible(order: Pick<OrderRow, 'payment_status' | 'payment_processing_at'>): boolean {
  if (order.payment_status === 'paid' || order.payment_status === 'processing') return true;
  return order.payment_status === 'failed' && order.payment_processing_at !== null;
}

/**
 * Pushes an order staff see ({@link isStaffVisible}) to the CMS (`PUT /api/order-sync/:reference`,
 * an upsert by reference, docs/architecture.md 4.4) and stamps `cms_synced_at`; an order already
 * synced, or one staff do not see, is left alone. The view comes from the stored order, so a
 * repeat pushes the same order again; with it go `prize_redemption_refused_at`, which staff see as
 * the order's prize alert (docs/decisions/054), and `refund_alert` for the latest refund that
 * failed or was canceled after Stripe took it (docs/decisions/063). The stamp is set only if the
 * order's `sync_version` is still the one read with it (docs/decisions/065): a change made during
 * the push (a refund, the payment's outcome) bumped it, so the order is read and pushed again at
 * once, even if a newer push stamped it meanwhile (this push may have overwritten that newer copy
 * in the CMS). Throws (after logging) when the CMS does not take it, or when the order changed
 * during each of {@link MAX_PUSHES_PER_RUN} pushes (the job is then retried).
 */
export async function pushOrderToCms(deps: CmsOrderPushDeps, reference: string): Promise<void> {
  for (let round = 0; round < MAX_PUSHES_PER_RUN; round += 1) {
    const order = await findOrder(deps.db, reference);
    // After a push whose order changed meanwhile the CMS may hold that older copy, written after a
    // newer push stamped the order: push again whatever the stamp says.
    if (!order || !isStaffVisible(order) || (round === 0 && order.cms_synced_at)) return;
    const undone = await deps.db.query<RefundRow>(
      'SELECT * FROM refunds WHERE order_reference = $1 AND undone_at IS NOT NULL ORDER BY undone_at, id',
      [reference],
    );
    const latestUndone = undone.rows.at(-1);
    try {
      await deps.cmsOrders.push({
        ...toOrderView(order, deps.brand),
        prize_redemption_refused_at: order.prize_redemption_refused_at?.toISOString() ?? null,
        refund_alert: latestUndone ? refundAlertOf(latestUndone) : null,
      });
    } catch (error) {
      deps.log.warn({ err: error, orderReference: reference }, 'CMS order sync failed; will retry');
      throw error;
    }
    const stamped = await deps.db.query(
      'UPDATE orders SET cms_synced_at = now() WHERE customer_reference_number = $1 AND sync_version = $2',
      [reference, order.sync_version],
    );
    if (stamped.rowCount === 1) return;
    deps.log.debug({ orderReference: reference }, 'order changed during its CMS push; pushing again');
  }
  deps.log.warn({ orderReference: reference }, 'order kept changing during its CMS pushes; will retry');
  throw new Error(`order ${reference} changed during each of its CMS pushes`);
}

/**
 * Removes the waiting CMS push job of an order that is synced, after a push made outside the job
 * (the paying request's own). The order's row is locked first, as every change staff must see
 * locks it before queuing its push: a change made during that push cleared `cms_synced_at`, so
 * its job is kept (docs/decisions/065).
 */
export async function removeSyncedPushJob(db: pg.Pool, reference: string): Promise<void> {
  await db.query(
    `WITH synced AS (
       SELECT 1 FROM orders WHERE customer_reference_number = $1 AND cms_synced_at IS NOT NULL FOR UPDATE)
     SELECT graphile_worker.remove_job($2) FROM synced`,
    [reference, jobKey('cms-order-push', reference)],
  );
}
