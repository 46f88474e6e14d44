import { AppError } from '@outlet-shop/service-kit';
import Stripe from 'stripe';
import { type Config, isSandboxPayment } from '../config.ts';
import type { OrderRow } from '../orders.ts';

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
    // The shopper comes back to the checkout in the language they shopped in (issue 16).
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
 * The Idempotency-Key of the session an order gets after `previousSessionId` (none: its first):
 * concurrent popups of one order ask Stripe for the same session, and a retried request never
 * makes a second one (docs/decisions/046).
 */
export function sessionIdempotencyKey(
  order: Pick<OrderRow, 'customer_reference_number' | 'stripe_session_id'>,
): string {
  return `checkout-session:${order.customer_reference_number}:${order.stripe_session_id ?? 'first'}`;
}

/**
 * When a session created now expires, Unix seconds: `ttlMs` from now, rounded up to the minute so
 * that concurrent requests for one order send Stripe the same parameters under one key.
 */
export function sessionExpiresAt(ttlMs: number, now = Date.now()): number {
  return Math.ceil((now + ttlMs) / 60_000) * 60;
}

/** True for Stripe's refusal of a key reused with other parameters. */
export function isIdempotencyConflict(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeIdempotencyError;
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
