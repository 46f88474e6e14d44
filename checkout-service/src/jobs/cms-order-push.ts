import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { CmsOrders } from '../clients/cms-orders.ts';
import { findOrder, toOrderView } from '../orders.ts';

/** What the CMS order push job needs. */
export interface CmsOrderPushDeps {
  db: pg.Pool;
  cmsOrders: CmsOrders;
  /** The shop brand of the order view. */
  brand: string;
  log: FastifyBaseLogger;
}

/**
 * Pushes a paid order to the CMS (`PUT /api/order-sync/:reference`, an upsert by reference,
 * docs/architecture.md 2) and stamps `cms_synced_at`; an order already synced is left alone. The
 * view comes from the stored order, so a repeat pushes the same order again; with it goes
 * `prize_redemption_refused_at`, which staff see as the order's prize alert (docs/decisions/054).
 * The stamp is only set if that flag did not change during the push, so a flag set meanwhile is
 * pushed by the job queued with it. Throws (after logging) when the CMS does not take it.
 */
export async function pushOrderToCms(deps: CmsOrderPushDeps, reference: string): Promise<void> {
  const order = await findOrder(deps.db, reference);
  if (order?.payment_status !== 'paid' || order.cms_synced_at) return;
  const prizeRefusedAt = order.prize_redemption_refused_at;
  try {
    const view = toOrderView(order, deps.brand);
    await deps.cmsOrders.push({ ...view, prize_redemption_refused_at: prizeRefusedAt?.toISOString() ?? null });
  } catch (error) {
    deps.log.warn({ err: error, reference }, 'CMS order sync failed; will retry');
    throw error;
  }
  // The flag is only ever set, never changed: whether it is set tells whether the push carried it.
  await deps.db.query(
    `UPDATE orders SET cms_synced_at = now()
      WHERE customer_reference_number = $1 AND (prize_redemption_refused_at IS NOT NULL) = $2`,
    [reference, prizeRefusedAt !== null],
  );
}
