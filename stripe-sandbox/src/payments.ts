import { AppError } from './errors.ts';
import { pageOf, type StripeList } from './list.ts';
import { formatAmount } from './money.ts';
import {
  type Charge,
  chargeObject,
  type PaymentIntent,
  paymentIntentObject,
  pendingDebitObjects,
  type Refund,
  refundObject,
  settleDebit,
} from './payment-objects.ts';
import type { RefundCreateParams, RefundListParams } from './refund-params.ts';
import type { CheckoutSession } from './session-object.ts';
import { stripeId } from './sessions.ts';

function missing(objectName: string, id: string, param: string): AppError {
  return new AppError('resource_missing', 404, `No such ${objectName}: '${id}'`, 'invalid_request_error', param);
}

/**
 * The sandbox's PaymentIntents, Charges and Refunds, in memory. A paid Checkout Session has one
 * PaymentIntent with one Charge; refunds draw on that Charge until it is fully refunded.
 */
export class PaymentStore {
  private readonly paymentIntents = new Map<string, PaymentIntent>();
  private readonly charges = new Map<string, Charge>();
  /** Oldest first. */
  private readonly refunds: Refund[] = [];
  private readonly now: () => number;

  /** `now`: milliseconds since the epoch. */
  constructor(now: () => number) {
    this.now = now;
  }

  private nowS(): number {
    return Math.floor(this.now() / 1000);
  }

  /**
   * Records the payment of a just-completed session by `cardholderName`: its PaymentIntent
   * (`session.payment_intent`) and a `ch_…` Charge, both carrying the session's metadata.
   */
  recordPayment(session: CheckoutSession, cardholderName: string): { paymentIntent: PaymentIntent; charge: Charge } {
    const paymentIntentId = session.payment_intent;
    if (typeof paymentIntentId !== 'string') throw new Error(`session ${session.id} has no payment_intent`);
    const payment = { session: { ...session, payment_intent: paymentIntentId }, cardholderName, createdS: this.nowS() };
    const charge = chargeObject(payment, stripeId('pm_'));
    const paymentIntent = paymentIntentObject(payment, charge);
    this.charges.set(charge.id, charge);
    this.paymentIntents.set(paymentIntent.id, paymentIntent);
    return { paymentIntent, charge };
  }

  /**
   * Records the bank debit of a session just completed unpaid by `payerName`: its PaymentIntent
   * `processing` and its Charge `pending` until {@link settleDelayedPayment}.
   */
  recordDelayedPayment(session: CheckoutSession, payerName: string): { paymentIntent: PaymentIntent; charge: Charge } {
    const paymentIntentId = session.payment_intent;
    if (typeof paymentIntentId !== 'string') throw new Error(`session ${session.id} has no payment_intent`);
    const payment = {
      session: { ...session, payment_intent: paymentIntentId },
      cardholderName: payerName,
      createdS: this.nowS(),
    };
    const { charge, paymentIntent } = pendingDebitObjects(payment, stripeId('pm_'));
    this.charges.set(charge.id, charge);
    this.paymentIntents.set(paymentIntent.id, paymentIntent);
    return { paymentIntent, charge };
  }

  /** The bank's answer to a pending debit: the PaymentIntent and its Charge `succeeded` or `failed`. */
  settleDelayedPayment(paymentIntentId: string, outcome: 'succeeded' | 'failed'): PaymentIntent {
    const paymentIntent = this.requirePaymentIntent(paymentIntentId);
    const charge = this.charges.get(paymentIntent.latest_charge);
    if (!charge) throw new Error(`payment intent ${paymentIntentId} has no charge`);
    settleDebit(charge, paymentIntent, outcome);
    return paymentIntent;
  }

  /** The PaymentIntent with this id; unknown → 404 `resource_missing`. */
  requirePaymentIntent(id: string, param = 'id'): PaymentIntent {
    const paymentIntent = this.paymentIntents.get(id);
    if (!paymentIntent) throw missing('payment_intent', id, param);
    return paymentIntent;
  }

  /** The Refund with this id; unknown → 404 `resource_missing`. */
  requireRefund(id: string): Refund {
    const refund = this.refunds.find((candidate) => candidate.id === id);
    if (!refund) throw missing('refund', id, 'id');
    return refund;
  }

  private chargeToRefund(params: RefundCreateParams): Charge {
    const chargeId = params.payment_intent
      ? this.requirePaymentIntent(params.payment_intent, 'payment_intent').latest_charge
      : (params.charge ?? '');
    const charge = this.charges.get(chargeId);
    if (!charge) throw missing('charge', chargeId, 'charge');
    if (params.charge && params.charge !== charge.id) {
      const message = `The charge '${params.charge}' does not belong to the PaymentIntent '${params.payment_intent}'.`;
      throw new AppError(null, 400, message, 'invalid_request_error', 'charge');
    }
    return charge;
  }

  /**
   * Refunds `amount` fils (default: all that is left) of the PaymentIntent's or Charge's payment.
   * Returns the new Refund and the updated Charge. Unknown payment → 404 `resource_missing`; nothing
   * left → 400 `charge_already_refunded`; more than is left → 400 `amount_too_large` (Stripe's wording).
   */
  refund(params: RefundCreateParams): { refund: Refund; charge: Charge } {
    const charge = this.chargeToRefund(params);
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      throw new AppError('charge_already_refunded', 400, `Charge ${charge.id} has already been refunded.`);
    }
    const amount = params.amount ?? left;
    if (amount > left) {
      const message = `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(left, charge.currency)})`;
      throw new AppError('amount_too_large', 400, message, 'invalid_request_error', 'amount');
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund = refundObject(charge, {
      amount,
      createdS: this.nowS(),
      reason: params.reason ?? null,
      metadata: params.metadata ?? {},
    });
    this.refunds.push(refund);
    return { refund, charge };
  }

  /** Refunds newest first, filtered by `payment_intent` and/or `charge`, one page in Stripe's list shape. */
  listRefunds(params: RefundListParams): StripeList<Refund> {
    const matching = this.refunds
      .filter((refund) => !params.payment_intent || refund.payment_intent === params.payment_intent)
      .filter((refund) => !params.charge || refund.charge === params.charge)
      .reverse();
    return pageOf(matching, params, '/v1/refunds', 'refund');
  }
}
