import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { CmsOrders } from '../clients/cms-orders.ts';
import { findOrder, stampOrder, toOrderView } from '../orders.ts';

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
 * view comes from the stored order, so a repeat pushes the same order again. Throws (after
 * logging) when the CMS does not take it.
 */
export async function pushOrderToCms(deps: CmsOrderPushDeps, reference: string): Promise<void> {
  const order = await findOrder(deps.db, reference);
  if (order?.payment_status !== 'paid' || order.cms_synced_at) return;
  try {
    await deps.cmsOrders.push(toOrderView(order, deps.brand));
  } catch (error) {
    deps.log.warn({ err: error, reference }, 'CMS order sync failed; will retry');
    throw error;
  }
  await stampOrder(deps.db, reference, 'cms_synced_at');
}
