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
import { type RefundFlow, refundFlowOf, SANDBOX_FAILURE_REASON, startStatusOf } from './refund-flows.ts';
import type { RefundCreateParams, RefundListParams } from './refund-params.ts';
import type { CheckoutSession } from './session-object.ts';
import { stripeId } from './sessions.ts';

/** How long a `requires_action` refund's instructions stay valid, s (the sandbox's choice). */
const REFUND_INSTRUCTIONS_TTL_S = 30 * 86_400;

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
  /** How refunds of each Charge go by default: by the test card that paid (refund-flows.ts). */
  private readonly refundFlows = new Map<string, RefundFlow>();
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
   * (`session.payment_intent`) and a `ch_…` Charge, both carrying the session's metadata; its
   * refunds go as `refundFlow` (the paying test card's, refund-flows.ts).
   */
  recordPayment(
    session: CheckoutSession,
    cardholderName: string,
    refundFlow: RefundFlow = 'succeeded',
  ): { paymentIntent: PaymentIntent; charge: Charge } {
    const paymentIntentId = session.payment_intent;
    if (typeof paymentIntentId !== 'string') throw new Error(`session ${session.id} has no payment_intent`);
    const payment = { session: { ...session, payment_intent: paymentIntentId }, cardholderName, createdS: this.nowS() };
    const charge = chargeObject(payment, stripeId('pm_'));
    const paymentIntent = paymentIntentObject(payment, charge);
    this.charges.set(charge.id, charge);
    this.refundFlows.set(charge.id, refundFlow);
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
   * Refunds `amount` fils (default: all that is left) of the PaymentIntent's or Charge's payment,
   * starting as its flow says (refund-flows.ts): `succeeded`, `pending` (`pending_reason:
   * processing`) or `requires_action` (refund instructions mailed to the payer). Returns the new
   * Refund, the updated Charge (a waiting refund counts in `amount_refunded`) and the flow. Unknown
   * payment → 404 `resource_missing`; nothing left → 400 `charge_already_refunded`; more than is
   * left → 400 `amount_too_large` (Stripe's wording); an unknown flow → 400 naming its metadata.
   */
  refund(params: RefundCreateParams): { refund: Refund; charge: Charge; flow: RefundFlow } {
    const charge = this.chargeToRefund(params);
    const flow = refundFlowOf(params.metadata, this.refundFlows.get(charge.id) ?? 'succeeded');
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
    const status = startStatusOf(flow);
    const refund = refundObject(charge, {
      amount,
      createdS: this.nowS(),
      reason: params.reason ?? null,
      metadata: params.metadata ?? {},
      status,
    });
    if (status === 'pending') refund.pending_reason = 'processing';
    if (status === 'requires_action') {
      const email = charge.billing_details.email ?? charge.receipt_email ?? '';
      refund.instructions_email = email;
      refund.next_action = {
        type: 'display_details',
        display_details: {
          email_sent: { email_sent_at: this.nowS(), email_sent_to: email },
          expires_at: this.nowS() + REFUND_INSTRUCTIONS_TTL_S,
        },
      };
    }
    this.refunds.push(refund);
    return { refund, charge, flow };
  }

  /**
   * What became of a refund later: `succeeded`, `failed` (Stripe's `failure_reason` and a
   * `failure_balance_transaction`) or `canceled`. A failed or canceled refund no longer counts in
   * its Charge's `amount_refunded`, so that amount can be refunded again. Returns the Refund and
   * its Charge as they are now.
   */
  changeRefundStatus(id: string, status: 'succeeded' | 'failed' | 'canceled'): { refund: Refund; charge: Charge } {
    const refund = this.requireRefund(id);
    const charge = this.charges.get(refund.charge) as Charge;
    refund.status = status;
    delete refund.pending_reason;
    delete refund.next_action;
    if (status === 'failed') {
      refund.failure_reason = SANDBOX_FAILURE_REASON;
      refund.failure_balance_transaction = stripeId('txn_');
    }
    if (status !== 'succeeded') {
      charge.amount_refunded -= refund.amount;
      charge.refunded = false;
    }
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
