import { AppError } from '@outlet-shop/service-kit';
import type { OrderRow } from '../db/rows.ts';
import { stockLinesOf } from '../orders/orders.ts';
import { abandonCheckout, type StockDeps } from '../orders/stock-holds.ts';
import { releasePrizeCode } from '../prizes/prize-reservations.ts';

/** What the delayed-payment steps need: the stock steps' dependencies and how long a processing payment is held. */
export interface DelayedPaymentDeps extends StockDeps {
  /** How long a processing payment keeps the order's pieces and code, ms (CHECKOUT_PROCESSING_PAYMENT_HOLD_MS). */
  processingHoldMs: number;
}

/** A Checkout Session that completed unpaid: its order, its id and its PaymentIntent (`pi_…`, if Stripe said). */
export interface ProcessingSession {
  reference: string;
  sessionId: string;
  paymentIntentId: string | null;
}

/*
 * The order becomes `processing` once per session: from `pending` (or `expired`, a hold the sweeper
 * gave back before this change), never from `paid` or `failed` (a late `completed` event, whose
 * snapshot still says unpaid, changes neither). `payment_processing_at` is kept from the first
 * call, and the hold's end is that plus the hold period, so a redelivered event moves nothing.
 */
const MARK_PROCESSING = `
  UPDATE orders SET payment_status = 'processing',
         payment_processing_at = COALESCE(payment_processing_at, now()),
         session_expires_at = GREATEST(session_expires_at,
           COALESCE(payment_processing_at, now()) + $3 * interval '1 millisecond'),
         stripe_payment_intent_id = COALESCE($4, stripe_payment_intent_id)
   WHERE customer_reference_number = $1 AND stripe_session_id = $2
     AND payment_status IN ('pending', 'expired', 'processing')
   RETURNING *`;

/**
 * A Checkout Session completed with `payment_status: unpaid` (a delayed-notification payment
 * method such as a bank debit, paid or failed days later; docs/architecture.md 4.4, decision 062):
 * its order becomes `processing` and keeps its pieces (the CMS hold moved to the new end) and its
 * prize code (reserved as long) for `processingHoldMs` from the payment's start, so neither the
 * sweeper nor another order takes them meanwhile. Nothing is completed, mailed or invoiced. Pieces
 * given back before (a hold that lapsed) are held again; if they are gone, or another order took
 * the code, it is logged and the payment, if it succeeds, is flagged as a late one (oversold,
 * prize alert). Idempotent. The order, or null when the session is not the order's last or the
 * order is paid or failed. Throws 503 `stock_unavailable` / `prize_unavailable` (the webhook is
 * then redelivered; the order is already `processing`).
 */
export async function recordProcessingPayment(
  deps: DelayedPaymentDeps,
  session: ProcessingSession,
): Promise<OrderRow | null> {
  const { reference, sessionId } = session;
  const marked = await deps.db.query<OrderRow>(MARK_PROCESSING, [
    reference,
    sessionId,
    deps.processingHoldMs,
    session.paymentIntentId,
  ]);
  const order = marked.rows[0];
  if (!order?.session_expires_at) return null;
  await keepHeld(deps, order, order.session_expires_at);
  deps.log.info(
    { orderReference: reference, sessionId, heldUntil: order.session_expires_at },
    'payment processing; order held',
  );
  return order;
}

/**
 * Moves the end of a processing order's hold (its pieces in the CMS, its prize code) to `until`,
 * holding its pieces again if they were given back. Throws 503 when the CMS or the prize service
 * cannot be reached.
 */
async function keepHeld(deps: DelayedPaymentDeps, order: OrderRow, until: Date): Promise<void> {
  const reference = order.customer_reference_number;
  try {
    await deps.stock.hold(reference, stockLinesOf(order), until);
    if (order.stock_released_at) {
      await deps.db.query(
        `UPDATE orders SET stock_released_at = NULL
          WHERE customer_reference_number = $1 AND payment_status = 'processing'`,
        [reference],
      );
    }
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'out_of_stock')) throw error;
    deps.log.error(
      { orderReference: reference },
      'processing payment whose pieces were given back and are gone: flagged if it is paid',
    );
  }
  const code = order.coupon_code;
  if (code && !(await deps.prizes.reserve(code, reference, until)).isReserved) {
    deps.log.warn(
      { orderReference: reference },
      'processing payment whose prize code another order took: flagged if it is paid',
    );
  }
}

/**
 * A processing payment still processing when its hold ran out (the sweeper asked Stripe): held
 * for another `processingHoldMs` from now, with a warning for staff (decision 062). The new end.
 */
export async function extendProcessingHold(deps: DelayedPaymentDeps, reference: string): Promise<Date | null> {
  const extended = await deps.db.query<OrderRow>(
    `UPDATE orders SET session_expires_at = now() + $2 * interval '1 millisecond'
      WHERE customer_reference_number = $1 AND payment_status = 'processing' RETURNING *`,
    [reference, deps.processingHoldMs],
  );
  const order = extended.rows[0];
  if (!order?.session_expires_at) return null;
  await keepHeld(deps, order, order.session_expires_at);
  const since = order.payment_processing_at;
  deps.log.warn(
    { orderReference: reference, since, heldUntil: order.session_expires_at },
    'payment still processing; held again',
  );
  return order.session_expires_at;
}

/**
 * The delayed payment failed (`checkout.session.async_payment_failed`, or Stripe's PaymentIntent
 * asked by the sweeper): the order is `failed`, its held pieces go back to stock and its prize code
 * is released, once (decisions 046, 054). An order that held nothing any more is marked failed all
 * the same. A paid order, or one on another session, is left alone. True when the order changed.
 * Throws 503 `stock_unavailable` (the webhook is redelivered, the sweeper tries again).
 */
export async function failDelayedPayment(
  deps: StockDeps,
  checkout: { reference: string; sessionId: string },
): Promise<boolean> {
  if (await abandonCheckout(deps, checkout, 'payment_failed')) return true;
  const marked = await deps.db.query<Pick<OrderRow, 'customer_reference_number' | 'coupon_code'>>(
    `UPDATE orders SET payment_status = 'failed'
      WHERE customer_reference_number = $1 AND stripe_session_id = $2 AND payment_status IN ('pending', 'processing')
      RETURNING customer_reference_number, coupon_code`,
    [checkout.reference, checkout.sessionId],
  );
  const order = marked.rows[0];
  if (!order) return false;
  deps.log.info({ orderReference: checkout.reference }, 'delayed payment failed');
  await releasePrizeCode(deps, order, 'payment_failed');
  return true;
}
