import { AppError } from '@outlet-shop/service-kit';
import Stripe from 'stripe';
import { type Config, isSandboxPayment } from '../config.ts';
import type { OrderRow } from '../db/rows.ts';

/** The part of the Stripe SDK checkout uses; tests may pass an object with just these. */
export interface StripeGateway {
  checkout: { sessions: Pick<Stripe.Checkout.SessionResource, 'create' | 'retrieve' | 'expire'> };
  refunds: Pick<Stripe.RefundResource, 'create' | 'list'>;
  webhooks: Pick<Stripe['webhooks'], 'constructEvent'>;
}

/**
 * The official SDK at its pinned API version. With STRIPE_API_URL set, `host`/`port`/
 * `protocol` point it at stripe-sandbox (docs/architecture.md 6); empty → real Stripe.
 */
export function createStripeClient(config: Config): Stripe {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 10_000, telemetry: false };
  if (isSandboxPayment(config)) {
    const api = new URL(config.STRIPE_API_URL);
    const protocol = api.protocol === 'https:' ? 'https' : 'http';
    options.host = api.hostname;
    options.port = api.port || (protocol === 'https' ? 443 : 80);
    options.protocol = protocol;
  }
  return new Stripe(config.STRIPE_SECRET_KEY, options);
}

type LineItem = Stripe.Checkout.SessionCreateParams.LineItem;

function aedLine(name: string, unitAmountFils: number, quantity: number): LineItem {
  return { quantity, price_data: { currency: 'aed', unit_amount: unitAmountFils, product_data: { name } } };
}

/**
 * Line items from the stored order only (amounts in fils): one per product plus
 * 'Delivery' when charged. Stripe line items cannot be negative, so a discounted order is
 * sent as one line 'Order NOT-… (prize discount applied)' carrying the total.
 */
export function sessionLineItems(order: OrderRow): LineItem[] {
  if (order.discount_fils > 0) {
    return [aedLine(`Order ${order.customer_reference_number} (prize discount applied)`, order.total_fils, 1)];
  }
  const products = order.lines.map((line) =>
    aedLine([line.title, line.weight].filter(Boolean).join(' '), line.priceFils, line.quantity),
  );
  return order.delivery_fee_fils > 0 ? [...products, aedLine('Delivery', order.delivery_fee_fils, 1)] : products;
}

/**
 * The Checkout Session parameters of docs/architecture.md 4.2 for a stored order; the session
 * expires at `expiresAt` (Unix seconds; its stock hold lasts as long, docs/decisions/046).
 */
export function sessionParams(
  order: OrderRow,
  publicWebUrl: string,
  expiresAt: number,
): Stripe.Checkout.SessionCreateParams {
  return {
    expires_at: expiresAt,
    ui_mode: 'embedded_page',
    mode: 'payment',
    currency: 'aed',
    line_items: sessionLineItems(order),
    // The shopper comes back to the checkout in the language they shopped in.
    return_url: `${publicWebUrl}${order.locale === 'ar' ? '/ar' : ''}/check_out?session_id={CHECKOUT_SESSION_ID}`,
    client_reference_id: order.customer_reference_number,
    customer_email: order.email,
    metadata: { customer_reference_number: order.customer_reference_number },
  };
}

/** The PaymentIntent id of a paid session (`payment_intent`, an id or an expanded object), or null. */
export function paymentIntentOf(session: Pick<Stripe.Checkout.Session, 'payment_intent'>): string | null {
  const intent = session.payment_intent;
  if (!intent) return null;
  return typeof intent === 'string' ? intent : intent.id;
}

/** The order reference a session carries (client_reference_id, else metadata). */
export function sessionReference(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.customer_reference_number ?? null;
}

/**
 * The Idempotency-Key of the session an order gets after `previousSessionId` (none: its first),
 * expiring at `expiresAt` (Unix seconds) for `total_fils`: concurrent popups of one order ask
 * Stripe for the same session, a retried request never makes a second one (docs/decisions/046),
 * and one key always carries the same parameters, so a later attempt (another minute, a new
 * price) is never answered with an earlier attempt's saved failure (docs/decisions/058).
 */
export function sessionIdempotencyKey(
  order: Pick<OrderRow, 'customer_reference_number' | 'stripe_session_id' | 'total_fils'>,
  expiresAt: number,
): string {
  const attempt = order.stripe_session_id ?? 'first';
  return `checkout-session:${order.customer_reference_number}:${attempt}:${expiresAt}:${order.total_fils}`;
}

/** Stripe's shortest and longest Checkout Session, ms from when Stripe receives the request. */
export const STRIPE_SESSION_MIN_MS = 30 * 60_000;
export const STRIPE_SESSION_MAX_MS = 24 * 60 * 60_000;
/**
 * Room kept from Stripe's bounds for the time between computing `expires_at` and Stripe checking
 * it: the network, and the SDK's retries (2, with backoff, docs/decisions/058).
 */
export const SESSION_EXPIRY_MARGIN_MS = 2 * 60_000;

/**
 * When a session created at `now` (ms) expires, Unix seconds: `ttlMs` later, but at least
 * Stripe's 30 minutes plus {@link SESSION_EXPIRY_MARGIN_MS} and at most its 24 hours less that
 * margin; rounded up to the minute, so concurrent requests for one order agree on it. Computed
 * right before the call, never before the stock hold, whose time it would eat.
 */
export function sessionExpiresAt(ttlMs: number, now: number): number {
  const earliest = now + STRIPE_SESSION_MIN_MS + SESSION_EXPIRY_MARGIN_MS;
  const latest = now + STRIPE_SESSION_MAX_MS - SESSION_EXPIRY_MARGIN_MS;
  return Math.ceil(Math.min(Math.max(now + ttlMs, earliest), latest) / 60_000) * 60;
}

/** Time the stock hold and the prize code reservation get beyond the session they are for, ms. */
export const HOLD_SLACK_MS = 2 * 60_000;

/**
 * Until when an order's pieces are held for a session about to be made at `now` (ms): the
 * expiry {@link sessionExpiresAt} gives now, plus {@link HOLD_SLACK_MS} for the hold and the call,
 * so the session (its expiry computed after the hold) ends before its hold.
 */
export function holdEndsAt(ttlMs: number, now: number): Date {
  return new Date(sessionExpiresAt(ttlMs, now) * 1000 + HOLD_SLACK_MS);
}

/** True for Stripe's refusal of a key reused with other parameters (400 `idempotency_error`). */
export function isIdempotencyConflict(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeIdempotencyError;
}

/**
 * True for Stripe's answer to a key whose first request is still being executed: 409
 * `idempotency_key_in_use` (type `idempotency_error`; the SDK retries it, then raises it as a
 * `StripeAPIError`). That request may still create the session: it is in progress, not failed.
 */
export function isIdempotencyInProgress(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeError &&
    error.statusCode === 409 &&
    (error.rawType === 'idempotency_error' || error.code === 'idempotency_key_in_use')
  );
}

/**
 * Runs a Stripe call, mapping its failures: "no such session" → 404 `session_not_found`,
 * anything else → 502 `payment_provider_error`.
 */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      if (error.statusCode === 404) throw new AppError('session_not_found', 404, 'Unknown checkout session');
      // Stripe's error (its type and message) is logged with the answer, never sent to the browser.
      throw new AppError('payment_provider_error', 502, 'The payment provider is unavailable', undefined, {
        cause: error,
      });
    }
    throw error;
  }
}
