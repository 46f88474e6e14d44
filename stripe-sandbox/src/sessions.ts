import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from './errors.ts';
import type { SessionCreateParams } from './session-params.ts';

/** A line of the card page: what the shopper pays for (amount in the currency's minor unit, fils for AED). */
export interface LineItem {
  name: string;
  quantity: number;
  unitAmount: number;
}

/**
 * The Checkout Session object as Stripe returns it (the fields the shop reads, plus the
 * usual neighbours); amounts in the currency's minor unit (fils for AED), times in Unix seconds.
 */
export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  client_reference_id: string | null;
  client_secret: string;
  created: number;
  currency: string;
  customer: null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  return_url: string;
  status: 'open' | 'complete' | 'expired';
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: string;
  url: null;
}

interface StoredSession {
  session: CheckoutSession;
  lineItems: LineItem[];
  idempotencyFingerprint?: string;
}

const SESSION_LIFETIME_S = 24 * 60 * 60;

/** A Stripe-looking object id: `prefix` + 24 random letters and digits. */
export function stripeId(prefix: string): string {
  return `${prefix}${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;
}

/**
 * The sandbox's Checkout Sessions, in memory (a development stand-in: a restart forgets
 * them, as an expired session would be forgotten).
 */
export class SessionStore {
  private readonly sessions = new Map<string, StoredSession>();
  private readonly idempotencyKeys = new Map<string, { sessionId: string; fingerprint: string }>();

  /**
   * Creates an open, unpaid session; `amount_total` = Σ unit_amount × quantity. The same
   * `idempotencyKey` returns the first session; reused with other parameters → 400 `idempotency_error`.
   */
  create(params: SessionCreateParams, idempotencyKey?: string): CheckoutSession {
    const fingerprint = JSON.stringify(params);
    if (idempotencyKey) {
      const earlier = this.idempotencyKeys.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with.`;
        throw new AppError('idempotency_key_in_use', 400, message, 'idempotency_error');
      }
      if (earlier) return this.require(earlier.sessionId).session;
    }
    const lineItems = params.line_items.map((item) => ({
      name: item.price_data.product_data.name,
      quantity: item.quantity,
      unitAmount: item.price_data.unit_amount,
    }));
    const amount = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    const id = stripeId('cs_test_');
    const created = Math.floor(Date.now() / 1000);
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      client_reference_id: params.client_reference_id ?? null,
      client_secret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
      created,
      currency: params.currency ?? params.line_items[0]?.price_data.currency ?? 'aed',
      customer: null,
      customer_email: params.customer_email ?? null,
      expires_at: created + SESSION_LIFETIME_S,
      livemode: false,
      metadata: params.metadata ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      return_url: params.return_url,
      status: 'open',
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: params.ui_mode,
      url: null,
    };
    this.sessions.set(id, { session, lineItems });
    if (idempotencyKey) this.idempotencyKeys.set(idempotencyKey, { sessionId: id, fingerprint });
    return session;
  }

  /** The session with this id; unknown → 404 `resource_missing` (Stripe's wording). */
  require(id: string): StoredSession {
    const stored = this.sessions.get(id);
    if (!stored) {
      throw new AppError('resource_missing', 404, `No such checkout.session: '${id}'`, 'invalid_request_error', 'id');
    }
    return stored;
  }

  /** The session a client secret belongs to (compared in constant time); unknown → 404 `resource_missing`. */
  requireBySecret(clientSecret: string): StoredSession {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const stored = this.sessions.get(id);
    const expected = Buffer.from(stored?.session.client_secret ?? '');
    const given = Buffer.from(clientSecret);
    if (!stored || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new AppError('resource_missing', 404, 'No such checkout session for this client secret');
    }
    return stored;
  }

  /** Marks an open session paid (`complete`/`paid`, a new `pi_test_…`); not open → 409. */
  complete(id: string): CheckoutSession {
    const { session } = this.require(id);
    if (session.status !== 'open') {
      throw new AppError('checkout_session_not_open', 409, 'This Checkout Session is no longer active.');
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = stripeId('pi_test_');
    return session;
  }
}

/** The URL the shopper goes back to: `return_url` with `{CHECKOUT_SESSION_ID}` filled in. */
export function returnUrlOf(session: CheckoutSession): string {
  return session.return_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}
