import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import Stripe from 'stripe';
import { paymentIntentOf, type StripeGateway } from '../clients/stripe.ts';
import { type FulfilmentDeps, fulfilPaidSession } from '../fulfilment.ts';
import { abandonCheckout, type StockDeps } from '../stock.ts';

/** The recurring job's name (and job key). */
export const ABANDONED_CHECKOUTS_TASK = 'abandoned-checkouts-sweep';

/** Orders looked at per round, oldest expiry first; the next round takes the rest. */
const BATCH = 100;

/** What the sweeper needs. */
export interface SweepDeps {
  db: pg.Pool;
  stripe: StripeGateway;
  stockDeps: StockDeps;
  fulfilment: FulfilmentDeps;
  log: FastifyBaseLogger;
  /** How long an unpaid order can be paid, ms (PENDING_ORDER_TTL_MS). */
  pendingOrderTtlMs: number;
}

interface ExpiredCheckout {
  customer_reference_number: string;
  stripe_session_id: string | null;
}

/**
 * One round of the abandoned-checkout sweeper (docs/decisions/046): every unpaid order whose
 * session is past `session_expires_at` and whose held pieces were not given back is settled as
 * Stripe sees it, even when its webhook was lost: a session Stripe reports paid is fulfilled
 * (the lost `checkout.session.completed`), a session still open is expired at Stripe, and the
 * rest are abandoned (order `expired`, pieces back to stock). So is a session Stripe does not know
 * (404 `resource_missing`: made with another account's key, or by a Stripe sandbox since
 * restarted): nobody can pay it, and keeping its pieces held would hold them forever. The number
 * of orders settled; an order that fails (Stripe or CMS down) is logged and left for the next round.
 * Then pending orders past their life (`pendingOrderTtlMs`) are marked `expired` (counted too).
 */
export async function sweepAbandonedCheckouts(deps: SweepDeps): Promise<number> {
  const due = await deps.db.query<ExpiredCheckout>(
    `SELECT customer_reference_number, stripe_session_id FROM orders
      WHERE payment_status <> 'paid' AND stock_released_at IS NULL AND session_expires_at < now()
      ORDER BY session_expires_at LIMIT $1`,
    [BATCH],
  );
  let settled = 0;
  for (const order of due.rows) {
    const reference = order.customer_reference_number;
    try {
      const sessionId = order.stripe_session_id;
      if (sessionId) {
        const session = await retrieveUnlessMissing(deps.stripe, sessionId);
        if (!session) {
          deps.log.info({ reference, sessionId }, 'Stripe has no such checkout session; its pieces go back to stock');
        } else if (session.status === 'complete' && session.payment_status === 'paid') {
          await fulfilPaidSession(deps.fulfilment, {
            sessionId,
            reference,
            amountTotalFils: session.amount_total,
            paymentIntentId: paymentIntentOf(session),
          });
          settled += 1;
          continue;
        } else if (session.status === 'open') {
          await deps.stripe.checkout.sessions.expire(sessionId);
        }
      }
      if (await abandonCheckout(deps.stockDeps, { reference, sessionId }, 'session_expired')) settled += 1;
    } catch (error) {
      deps.log.warn({ err: error, reference }, 'could not settle an abandoned checkout; next round');
    }
  }
  if (settled > 0) deps.log.info({ settled }, 'abandoned checkouts settled');
  const expired = await expireStalePendingOrders(deps.db, deps.pendingOrderTtlMs);
  if (expired > 0) deps.log.info({ expired }, 'unpaid orders past their life expired');
  return settled + expired;
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

/** The Checkout Session with this id, or null when Stripe answers that it has none (404 `resource_missing`). */
async function retrieveUnlessMissing(
  stripe: StripeGateway,
  sessionId: string,
): Promise<Stripe.Checkout.Session | null> {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
    throw error;
  }
}
