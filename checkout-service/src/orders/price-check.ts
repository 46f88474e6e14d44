import { isDeepStrictEqual } from 'node:util';
import { AppError } from '@outlet-shop/service-kit';
import { priceChangedMessage } from '@outlet-shop/shop-rules';
import type pg from 'pg';
import type { Catalog } from '../clients/catalog.ts';
import type { OrderRow } from '../db/rows.ts';
import { estimatedTotalsOf, toEstimatedView } from './order-view.ts';
import { recordPricing } from './orders.ts';
import { type RepricedOrder, repriceOrder } from './pricing.ts';

/** What the price check needs: the checkout's database, the catalogue and the brand of the order view. */
export interface PriceCheckDeps {
  db: pg.Pool;
  catalog: Catalog;
  brand: string;
}

/**
 * True when the stored order already has the repriced lines and total. The stored lines come back from
 * `jsonb`, which orders keys its own way and drops `undefined`, so they are compared as values.
 */
function isPricedAs(order: OrderRow, repriced: RepricedOrder): boolean {
  const repricedLines: unknown = JSON.parse(JSON.stringify(repriced.lines));
  return isDeepStrictEqual(order.lines, repricedLines) && order.total_fils === repriced.totals.totalFils;
}

/**
 * The order priced from the catalogue as it is when its payment popup opens (docs/decisions/058):
 * when a price (or a title) changed since the order was stored, the order takes the new lines and
 * totals. The total must be the one the shopper confirmed: `confirmedTotalFils` when the browser
 * sends it, else the total stored before this check; otherwise 409 `price_changed` ('The prices in
 * your order have changed. The new total is AED 72.50. Please confirm it to pay.') with the order
 * as it is now (`details.order`, the order view) and `details.totalFils`. Amounts in fils. Throws
 * 422 `unknown_product`, 503 `catalog_unavailable`, 409 `session_conflict` (the order moved on meanwhile).
 *
 * An order with a prize estimate (its e-mail fits the winner's masked address, docs/decisions/054)
 * was shown its total with the prize discount: that total is as good as the stored one, so an
 * e-mail that fits the mask but is not the winner's opens the popup as the winner's does, and
 * the card page shows the amount charged. Its 409 shows the order and total with the estimate, as
 * create_order_ref did: no answer here tells the winner's e-mail from another that fits.
 */
export async function confirmCurrentPrice(
  deps: PriceCheckDeps,
  order: OrderRow,
  confirmedTotalFils: number | undefined,
): Promise<OrderRow> {
  const repriced = await repriceOrder(deps.catalog, { lines: order.lines, discountFils: order.discount_fils });
  let current = order;
  if (!isPricedAs(order, repriced)) {
    const stored = await recordPricing(deps.db, order.customer_reference_number, order.stripe_session_id, repriced);
    if (!stored) throw new AppError('session_conflict', 409, 'Please try again');
    current = stored;
  }
  const seenFils = confirmedTotalFils ?? estimatedTotalsOf(order)?.totalFils ?? order.total_fils;
  const shownFils = estimatedTotalsOf(current)?.totalFils ?? current.total_fils;
  if (seenFils !== current.total_fils && seenFils !== shownFils) {
    throw new AppError('price_changed', 409, priceChangedMessage(shownFils), {
      order: toEstimatedView(current, deps.brand),
      totalFils: shownFils,
    });
  }
  return current;
}
