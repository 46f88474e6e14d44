import type pg from 'pg';
import Stripe from 'stripe';
import { callStripe, type StripeGateway } from '../clients/stripe.ts';
import { abandonCheckout, type StockDeps } from './stock-holds.ts';

/*
 * A shopper's own retries never lock them out (docs/decisions/095): a
 * browser's new payment popup replaces its earlier unpaid ones, and closing the popup gives its
 * hold back. Both end a checkout the same way: its Checkout Session is expired at Stripe first, so
 * nobody can pay it any more, and only then are its pieces and prize code given back. A session
 * that completed meanwhile (paid, or a payment processing) is left as it is.
 */

/** What ending a checkout needs: the checkout's database, Stripe, the stock and prize steps. */
export interface ShopperCheckoutDeps {
  db: pg.Pool;
  stripe: StripeGateway;
  stockDeps: StockDeps;
}

/**
 * Expires the Checkout Session at Stripe (`POST /v1/checkout/sessions/:id/expire`) so it can no
 * longer be paid: true when it is expired now (by this call or before it, or Stripe has no such
 * session), false when it completed. Throws 502 `payment_provider_error` when Stripe cannot be asked.
 */
async function expireAtStripe(stripe: StripeGateway, sessionId: string): Promise<boolean> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return true;
  } catch (error) {
    // Stripe expires only an open session; whether it ended or completed, Stripe says.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return callStripe(() => Promise.reject(error));
    if (error.code === 'resource_missing') return true;
    const session = await callStripe(() => stripe.checkout.sessions.retrieve(sessionId));
    return session.status === 'expired';
  }
}

/**
 * Ends an unpaid checkout for its shopper: its session (if any) expired at Stripe, then its held
 * pieces and its prize code's reservation given back, the order `expired` (`abandonCheckout`,
 * `session_expired`), once. False when the session completed (it stays paid or processing) or
 * the order held nothing any more, or moved to another session meanwhile. Throws 502
 * `payment_provider_error` (Stripe) or 503 `stock_unavailable` (the CMS).
 */
export async function endCheckout(
  deps: ShopperCheckoutDeps,
  checkout: { reference: string; sessionId: string | null },
): Promise<boolean> {
  if (checkout.sessionId && !(await expireAtStripe(deps.stripe, checkout.sessionId))) return false;
  return abandonCheckout(deps.stockDeps, checkout, 'session_expired');
}

/**
 * The browser's (`browserKey`, a digest of its own session id) other unpaid checkouts that still
 * hold pieces, ended for its new popup of order `reference`: one browser keeps one cart, so its
 * earlier popups (a declined card, a changed cart) are ones its shopper can no longer reach.
 * Only orders with a recorded session: one whose first popup is still being made (another tab's
 * Continue at the same moment) is left to finish. The number ended. A processing payment is
 * never touched. Throws as {@link endCheckout}.
 */
export async function replaceBrowsersCheckouts(
  deps: ShopperCheckoutDeps,
  browserKey: string,
  reference: string,
): Promise<number> {
  const earlier = await deps.db.query<{ customer_reference_number: string; stripe_session_id: string | null }>(
    `SELECT customer_reference_number, stripe_session_id FROM orders
      WHERE browser_key = $1 AND customer_reference_number <> $2 AND stripe_session_id IS NOT NULL
        AND payment_status NOT IN ('paid', 'processing') AND stock_released_at IS NULL`,
    [browserKey, reference],
  );
  let ended = 0;
  for (const order of earlier.rows) {
    const checkout = { reference: order.customer_reference_number, sessionId: order.stripe_session_id };
    if (await endCheckout(deps, checkout)) ended += 1;
  }
  return ended;
}
