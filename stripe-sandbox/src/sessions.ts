import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from './errors.ts';
import { type CheckoutSession, newSessionObject, paidCustomerDetails } from './session-object.ts';
import type { SessionCreateParams } from './session-params.ts';

/** A line of the card page: what the shopper pays for (amount in the currency's minor unit, fils for AED). */
export interface LineItem {
  name: string;
  quantity: number;
  unitAmount: number;
}

interface StoredSession {
  session: CheckoutSession;
  lineItems: LineItem[];
}

/** What the store needs from the app: a clock and where expiries are announced. */
export interface SessionStoreOptions {
  /** Milliseconds since the epoch (`Date.now` outside tests). */
  now: () => number;
  /** Called exactly once per session, when it goes from `open` to `expired`. */
  onExpired: (session: CheckoutSession) => void;
}

const DEFAULT_LIFETIME_S = 24 * 60 * 60;

/** A Stripe-looking object id: `prefix` + 24 random letters and digits. */
export function stripeId(prefix: string): string {
  return `${prefix}${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;
}

/** A session that is paid or expired cannot be paid or expired again; Stripe's answer has no code. */
function notOpen(message: string, status: number): AppError {
  return new AppError(null, status, message);
}

/**
 * The sandbox's Checkout Sessions, in memory (a development stand-in: a restart forgets
 * them, as an expired session would be forgotten). An open session past `expires_at` expires
 * when anything reads it or when `expireDue` runs, whichever comes first.
 */
export class SessionStore {
  private readonly sessions = new Map<string, StoredSession>();
  private readonly openIds = new Set<string>();
  private readonly options: SessionStoreOptions;

  constructor(options: SessionStoreOptions) {
    this.options = options;
  }

  /** The store's clock in Unix seconds. */
  nowS(): number {
    return Math.floor(this.options.now() / 1000);
  }

  /**
   * Creates an open, unpaid session at `createdS` (Unix seconds); `amount_total` = Σ unit_amount ×
   * quantity (fils for AED); `expires_at` as given (already checked) or 24 hours after creation.
   */
  create(params: SessionCreateParams, createdS: number): CheckoutSession {
    const lineItems = params.line_items.map((item) => ({
      name: item.price_data.product_data.name,
      quantity: item.quantity,
      unitAmount: item.price_data.unit_amount,
    }));
    const amount = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    const id = stripeId('cs_test_');
    const session = newSessionObject(params, {
      id,
      clientSecret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
      createdS,
      expiresAtS: params.expires_at ?? createdS + DEFAULT_LIFETIME_S,
      amountFils: amount,
      currency: params.currency ?? params.line_items[0]?.price_data.currency ?? 'aed',
    });
    this.sessions.set(id, { session, lineItems });
    this.openIds.add(id);
    return session;
  }

  /** The session with this id (expired first if overdue); unknown → 404 `resource_missing` (Stripe's wording). */
  require(id: string): StoredSession {
    const stored = this.sessions.get(id);
    if (!stored) {
      throw new AppError('resource_missing', 404, `No such checkout.session: '${id}'`, 'invalid_request_error', 'id');
    }
    this.expireIfDue(stored);
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
    this.expireIfDue(stored);
    return stored;
  }

  /**
   * Completes an open session paid by `payerName` (`complete`, a new `pi_test_…`, the shopper's
   * details): `paid` for a card, `unpaid` for a payment method whose result comes later (a bank
   * debit, until {@link markPaid}). Not open (complete, or expired, also by passing `expires_at`) →
   * 409 without a code, "This Checkout Session is no longer active.", as the card page shows it.
   */
  complete(id: string, payerName: string, paymentStatus: 'paid' | 'unpaid' = 'paid'): CheckoutSession {
    const { session } = this.require(id);
    if (session.status !== 'open') throw notOpen('This Checkout Session is no longer active.', 409);
    session.status = 'complete';
    session.payment_status = paymentStatus;
    session.payment_intent = stripeId('pi_test_');
    session.customer_details = paidCustomerDetails(session, payerName);
    this.openIds.delete(id);
    return session;
  }

  /** A completed session whose delayed payment succeeded: `payment_status` becomes `paid`. */
  markPaid(id: string): CheckoutSession {
    const { session } = this.require(id);
    session.payment_status = 'paid';
    return session;
  }

  /**
   * Expires an open session now (Stripe's `POST /v1/checkout/sessions/:id/expire`); complete or
   * already expired → 400 `invalid_request_error` without a code, with Stripe's message.
   */
  expire(id: string): CheckoutSession {
    const stored = this.require(id);
    const { status } = stored.session;
    if (status !== 'open') {
      throw notOpen(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${status}\`.`,
        400,
      );
    }
    this.markExpired(stored);
    return stored.session;
  }

  /** Expires every open session whose `expires_at` has passed; returns how many (the periodic sweep). */
  expireDue(): number {
    let count = 0;
    for (const id of [...this.openIds]) {
      const stored = this.sessions.get(id);
      if (stored && this.expireIfDue(stored)) count++;
    }
    return count;
  }

  private expireIfDue(stored: StoredSession): boolean {
    const isDue = stored.session.status === 'open' && stored.session.expires_at <= this.nowS();
    if (isDue) this.markExpired(stored);
    return isDue;
  }

  private markExpired(stored: StoredSession): void {
    stored.session.status = 'expired';
    this.openIds.delete(stored.session.id);
    this.options.onExpired(stored.session);
  }
}

/** The URL the shopper goes back to: `return_url` with `{CHECKOUT_SESSION_ID}` filled in. */
export function returnUrlOf(session: CheckoutSession): string {
  return session.return_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}
