import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import Stripe from 'stripe';
import { paymentIntentOf, type StripeGateway } from '../clients/stripe.ts';
import type { OrderRow } from '../db/rows.ts';
import { abandonCheckout, type StockDeps } from '../orders/stock-holds.ts';
import {
  type DelayedPaymentDeps,
  extendProcessingHold,
  failDelayedPayment,
  recordProcessingPayment,
} from './delayed-payments.ts';
import { completePaidOrder, type PaymentCompletionDeps } from './paid-orders.ts';

/** The recurring job's name (and job key). */
export const ABANDONED_CHECKOUTS_TASK = 'abandoned-checkouts-sweep';

/** Orders looked at per round, oldest expiry first; the next round takes the rest. */
const BATCH = 100;

/** A PaymentIntent whose delayed payment failed: Stripe wants another payment method, or gave up. */
const FAILED_INTENT_STATUSES = new Set(['requires_payment_method', 'canceled']);

/** What the sweeper needs. */
export interface SweepDeps {
  db: pg.Pool;
  stripe: StripeGateway;
  stockDeps: StockDeps;
  /** The stock steps with how long a processing payment is held (docs/decisions/062). */
  delayedPayments: DelayedPaymentDeps;
  paymentCompletion: PaymentCompletionDeps;
  log: FastifyBaseLogger;
  /** How long an unpaid order can be paid, ms (PENDING_ORDER_TTL_MS). */
  pendingOrderTtlMs: number;
}

interface DueCheckout {
  customer_reference_number: string;
  stripe_session_id: string | null;
  payment_status: OrderRow['payment_status'];
}

/**
 * One round of the abandoned-checkout sweeper (docs/decisions/046): every unpaid order whose
 * session is past `session_expires_at` and whose held pieces were not given back is settled as
 * Stripe sees it, even when its webhook was lost: a session Stripe reports paid is completed
 * (the lost `checkout.session.completed`), one completed unpaid keeps its order `processing`
 * (a delayed payment method, decision 062), a session still open is expired at Stripe, and the
 * rest are abandoned (order `expired`, pieces back to stock). So is a session Stripe does not know
 * (404 `resource_missing`: made with another account's key, or by a Stripe sandbox since
 * restarted): nobody can pay it, and keeping its pieces held would hold them forever. A
 * processing order is due when its hold (CHECKOUT_PROCESSING_PAYMENT_HOLD_MS) ran out: paid →
 * completed, failed at Stripe → failed (pieces and code back), still processing → held again. The
 * number of orders settled; an order that fails (Stripe or CMS down) is logged and left for the
 * next round. Then pending orders past their life (`pendingOrderTtlMs`) are marked `expired`.
 */
export async function sweepAbandonedCheckouts(deps: SweepDeps): Promise<number> {
  const due = await deps.db.query<DueCheckout>(
    `SELECT customer_reference_number, stripe_session_id, payment_status FROM orders
      WHERE payment_status <> 'paid' AND session_expires_at < now()
        AND (stock_released_at IS NULL OR payment_status = 'processing')
      ORDER BY session_expires_at LIMIT $1`,
    [BATCH],
  );
  let settled = 0;
  for (const order of due.rows) {
    try {
      if (await settleCheckout(deps, order)) settled += 1;
    } catch (error) {
      const reference = order.customer_reference_number;
      deps.log.warn({ err: error, orderReference: reference }, 'could not settle an abandoned checkout; next round');
    }
  }
  if (settled > 0) deps.log.info({ settled }, 'abandoned checkouts settled');
  const expired = await expireStalePendingOrders(deps.db, deps.pendingOrderTtlMs);
  if (expired > 0) deps.log.info({ expired }, 'unpaid orders past their life expired');
  return settled + expired;
}

/** Settles one due order as Stripe sees its session; true when the order changed. */
async function settleCheckout(deps: SweepDeps, order: DueCheckout): Promise<boolean> {
  const reference = order.customer_reference_number;
  const sessionId = order.stripe_session_id;
  const isProcessing = order.payment_status === 'processing';
  if (!sessionId) return abandonCheckout(deps.stockDeps, { reference, sessionId }, 'session_expired');
  const session = await retrieveUnlessMissing(deps.stripe, sessionId);
  if (!session) {
    deps.log.info(
      { orderReference: reference, sessionId },
      'Stripe has no such checkout session; its pieces go back to stock',
    );
  } else if (session.status === 'complete' && session.payment_status === 'paid') {
    await completePaidOrder(deps.paymentCompletion, {
      sessionId,
      reference,
      amountTotalFils: session.amount_total,
      paymentIntentId: paymentIntentOf(session),
    });
    return true;
  } else if (session.status === 'complete' && session.payment_status === 'unpaid') {
    return settleProcessing(deps, order, session);
  } else if (session.status === 'open') {
    await deps.stripe.checkout.sessions.expire(sessionId);
  }
  if (isProcessing) return failDelayedPayment(deps.stockDeps, { reference, sessionId });
  return abandonCheckout(deps.stockDeps, { reference, sessionId }, 'session_expired');
}

/**
 * A session completed unpaid (decision 062): its order becomes `processing` (the lost
 * `completed` webhook); a processing order past its hold is failed when Stripe's PaymentIntent
 * says the payment failed, else held for another period.
 */
async function settleProcessing(
  deps: SweepDeps,
  order: DueCheckout,
  session: Stripe.Checkout.Session,
): Promise<boolean> {
  const reference = order.customer_reference_number;
  const sessionId = session.id;
  if (order.payment_status !== 'processing') {
    const processing = { reference, sessionId, paymentIntentId: paymentIntentOf(session) };
    return (await recordProcessingPayment(deps.delayedPayments, processing)) !== null;
  }
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  if (intent && FAILED_INTENT_STATUSES.has(intent.status)) {
    return failDelayedPayment(deps.stockDeps, { reference, sessionId });
  }
  return (await extendProcessingHold(deps.delayedPayments, reference)) !== null;
}

/**
 * Pending orders older than `ttlMs` that hold nothing are marked `expired` (docs/decisions/058):
 * they open no payment popup again (`order_expired`). One that still holds pieces is left to its
 * session's settling (the round above, once the session is past its expiry). The number marked.
 */
export async function expireStalePendingOrders(db: pg.Pool, ttlMs: number): Promise<number> {
  const result = await db.query(
    `UPDATE orders SET payment_status = 'expired'
      WHERE payment_status = 'pending' AND created_at < now() - make_interval(secs => $1::double precision / 1000)
        AND (session_expires_at IS NULL OR stock_released_at IS NOT NULL)`,
    [ttlMs],
  );
  return result.rowCount ?? 0;
}

/**
 * The Checkout Session with this id, its PaymentIntent expanded (a processing payment's state), or
 * null when Stripe answers that it has none (404 `resource_missing`).
 */
async function retrieveUnlessMissing(
  stripe: StripeGateway,
  sessionId: string,
): Promise<Stripe.Checkout.Session | null> {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
    throw error;
  }
}
