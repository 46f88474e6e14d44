import { normaliseEmail } from '@outlet-shop/shop-rules';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import Stripe from 'stripe';
import { callStripe, type StripeGateway } from '../clients/stripe.ts';
import type { OrderRow } from '../db/rows.ts';
import { findOrder } from '../orders/orders.ts';
import { abandonCheckout, type StockDeps } from '../orders/stock-holds.ts';
import { releasePrizeCode } from './prize-reservations.ts';

/** What the hand-over needs: the checkout's database, Stripe, the stock and prize steps, the log. */
export interface PrizeHandoverDeps {
  db: pg.Pool;
  stripe: StripeGateway;
  stockDeps: StockDeps;
  log: FastifyBaseLogger;
}

/** The order asking for the code: its reference and the e-mail it was placed with. */
export type NewerOrder = Pick<OrderRow, 'customer_reference_number' | 'email'>;

/**
 * The holder may give its code up: an order of the checkout's own with a recorded session, placed
 * with the same e-mail (case-insensitive) as `newer`, and still `pending` (not paid, not
 * processing), or already given up to `newer` by a hand-over that failed half-way.
 */
function isSameShoppersPendingOrder(holder: OrderRow | null, newer: NewerOrder): holder is OrderRow {
  if (!holder?.stripe_session_id || normaliseEmail(holder.email) !== normaliseEmail(newer.email)) return false;
  if (holder.superseded_by === null) return holder.payment_status === 'pending';
  return (
    holder.superseded_by === newer.customer_reference_number && !['paid', 'processing'].includes(holder.payment_status)
  );
}

/**
 * Expires the Checkout Session at Stripe so it can no longer be paid: true when it is expired now
 * (by this call, or before it), false when it completed (paid, or a payment processing). Throws
 * 502 `payment_provider_error` when Stripe cannot be asked.
 */
async function expireAtStripe(stripe: StripeGateway, sessionId: string): Promise<boolean> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return true;
  } catch (error) {
    // Stripe expires only an open session; whether the session ended or completed, Stripe says.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return callStripe(() => Promise.reject(error));
    const session = await callStripe(() => stripe.checkout.sessions.retrieve(sessionId));
    return session.status === 'expired';
  }
}

/**
 * Marks the holder given up for `newer`, once: one of two newer orders racing for it goes on; the
 * same newer order may finish a hand-over that failed half-way (the CMS down). False when the
 * holder was paid, moved to another session or went to another newer order meanwhile.
 */
async function markSuperseded(db: pg.Pool, holder: OrderRow, newerReference: string): Promise<boolean> {
  const marked = await db.query(
    `UPDATE orders SET superseded_by = $3
      WHERE customer_reference_number = $1 AND stripe_session_id = $2
        AND payment_status NOT IN ('paid', 'processing')
        AND ((superseded_by IS NULL AND payment_status = 'pending') OR superseded_by = $3)`,
    [holder.customer_reference_number, holder.stripe_session_id, newerReference],
  );
  return marked.rowCount === 1;
}

/**
 * docs/decisions/064: the prize code `holderReference` holds goes to `newer` when the holder is the
 * same shopper's older pending order (see {@link isSameShoppersPendingOrder}). Steps: its session
 * is expired at Stripe (a completed one keeps the code: false), the holder is marked superseded
 * (it opens no payment popup again), its pieces and code are given back through
 * `abandonCheckout` ('superseded'; the order becomes `expired`). True when the code is free for
 * `newer` to reserve; the prize service's conditional update still decides between racers.
 * Throws 502 `payment_provider_error` (Stripe) or 503 `stock_unavailable` (the CMS).
 */
export async function handOverPrizeCode(
  deps: PrizeHandoverDeps,
  newer: NewerOrder,
  holderReference: string,
): Promise<boolean> {
  const holder = await findOrder(deps.db, holderReference);
  if (!isSameShoppersPendingOrder(holder, newer) || !holder.stripe_session_id) return false;
  const sessionId = holder.stripe_session_id;
  if (!(await expireAtStripe(deps.stripe, sessionId))) return false;
  if (!(await markSuperseded(deps.db, holder, newer.customer_reference_number))) return false;
  const checkout = { reference: holderReference, sessionId };
  if (!(await abandonCheckout(deps.stockDeps, checkout, 'superseded'))) {
    // Its pieces were already given back; its code may still be reserved (a release that failed).
    await releasePrizeCode(deps.stockDeps, holder, 'superseded');
  }
  deps.log.info(
    { orderReference: newer.customer_reference_number, supersededOrder: holderReference, sessionId },
    "prize code handed over from the shopper's older pending order; its session expired",
  );
  return true;
}
