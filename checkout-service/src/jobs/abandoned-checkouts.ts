import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
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
 * rest are abandoned (order `expired`, pieces back to stock). The number of orders settled;
 * an order that fails (Stripe or CMS down) is logged and left for the next round.
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
        const session = await deps.stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'complete' && session.payment_status === 'paid') {
          await fulfilPaidSession(deps.fulfilment, {
            sessionId,
            reference,
            amountTotalFils: session.amount_total,
            paymentIntentId: paymentIntentOf(session),
          });
          settled += 1;
          continue;
        }
        if (session.status === 'open') await deps.stripe.checkout.sessions.expire(sessionId);
      }
      if (await abandonCheckout(deps.stockDeps, { reference, sessionId }, 'session_expired')) settled += 1;
    } catch (error) {
      deps.log.warn({ err: error, reference }, 'could not settle an abandoned checkout; next round');
    }
  }
  if (settled > 0) deps.log.info({ settled }, 'abandoned checkouts settled');
  return settled;
}
