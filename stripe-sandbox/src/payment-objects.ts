import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { CheckoutSession } from './session-object.ts';
import { stripeId } from './sessions.ts';

/**
 * Stripe's PaymentIntent, Charge and Refund as the pinned API version answers them, typed by the SDK
 * so that a required field the sandbox forgets fails to compile; ids are never expanded. Amounts in
 * the currency's minor unit (fils), times in Unix seconds.
 */
export type PaymentIntent = Stripe.PaymentIntent & { latest_charge: string };
export type Charge = Stripe.Charge & { payment_intent: string };
export type Refund = Stripe.Refund & { charge: string; payment_intent: string };

/** A paid session's card payment: who paid, when (Unix seconds), with which new `pm_…`. */
export interface CardPayment {
  session: CheckoutSession & { payment_intent: string };
  cardholderName: string;
  createdS: number;
}

/** The succeeded Charge of a card payment, carrying the session's metadata; `amount_refunded` grows with refunds. */
export function chargeObject(payment: CardPayment, paymentMethod: string): Charge {
  const { session } = payment;
  return {
    id: stripeId('ch_'),
    object: 'charge',
    amount: session.amount_total,
    amount_captured: session.amount_total,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: stripeId('txn_'),
    billing_details: {
      address: null,
      email: session.customer_email,
      name: payment.cardholderName,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: null,
    captured: true,
    created: payment.createdS,
    currency: session.currency,
    customer: null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: { ...session.metadata },
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: session.payment_intent,
    payment_method: paymentMethod,
    payment_method_details: null,
    receipt_email: session.customer_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

/** The succeeded PaymentIntent of a card payment (`session.payment_intent`), its latest charge `charge`. */
export function paymentIntentObject(payment: CardPayment, charge: Charge): PaymentIntent {
  const { session } = payment;
  const id = session.payment_intent;
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: charge.amount,
    amount_capturable: 0,
    amount_received: charge.amount,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
    confirmation_method: 'automatic',
    created: payment.createdS,
    currency: charge.currency,
    customer: null,
    customer_account: null,
    description: null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: charge.id,
    livemode: false,
    managed_payments: null,
    metadata: { ...charge.metadata },
    next_action: null,
    on_behalf_of: null,
    payment_method: charge.payment_method,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: charge.receipt_email,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_group: null,
  };
}

/**
 * A Refund of `amount` (fils) of `charge` made at `createdS`, in `status` (most card refunds succeed
 * at once; see refund-flows.ts for the others).
 */
export function refundObject(
  charge: Charge,
  refund: {
    amount: number;
    createdS: number;
    reason: Refund['reason'];
    metadata: Record<string, string>;
    status: 'succeeded' | 'pending' | 'requires_action';
  },
): Refund {
  return {
    id: stripeId('re_'),
    object: 'refund',
    amount: refund.amount,
    balance_transaction: stripeId('txn_'),
    charge: charge.id,
    created: refund.createdS,
    currency: charge.currency,
    customer: null,
    customer_account: null,
    metadata: refund.metadata,
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: refund.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: refund.status,
    transfer_reversal: null,
  };
}

/** How a settled bank debit's Charge reads: succeeded (the money arrived) or failed (Stripe's SEPA test account `DE62…`). */
const DEBIT_OUTCOMES = {
  succeeded: {
    advice_code: null,
    network_advice_code: null,
    network_decline_code: null,
    network_status: 'approved_by_network',
    reason: null,
    risk_level: 'not_assessed',
    seller_message: 'Payment complete.',
    type: 'authorized',
  },
  failed: {
    advice_code: null,
    network_advice_code: null,
    network_decline_code: null,
    network_status: 'declined_by_network',
    reason: 'generic_decline',
    risk_level: 'not_assessed',
    seller_message: 'The bank did not return any further details with this payment.',
    type: 'issuer_declined',
  },
} as const satisfies Record<string, Stripe.Charge.Outcome>;

/**
 * A bank debit just submitted (a delayed-notification payment method, `sepa_debit`): its Charge
 * `pending` and unpaid, its PaymentIntent `processing` with nothing received, as Stripe's are
 * until the bank answers days later.
 */
export function pendingDebitObjects(
  payment: CardPayment,
  paymentMethod: string,
): { charge: Charge; paymentIntent: PaymentIntent } {
  const card = chargeObject(payment, paymentMethod);
  const charge: Charge = { ...card, status: 'pending', paid: false, outcome: null, balance_transaction: null };
  const paymentIntent: PaymentIntent = {
    ...paymentIntentObject(payment, charge),
    amount_received: 0,
    payment_method_types: ['sepa_debit'],
    status: 'processing',
  };
  return { charge, paymentIntent };
}

/**
 * Settles a pending bank debit in place: `succeeded` (Charge succeeded and paid, the amount
 * received) or `failed` (Charge failed, the PaymentIntent back to `requires_payment_method` with
 * the failed attempt in `last_payment_error`, as Stripe's test account `DE62…` ends).
 */
export function settleDebit(charge: Charge, paymentIntent: PaymentIntent, outcome: 'succeeded' | 'failed'): void {
  charge.status = outcome;
  charge.outcome = { ...DEBIT_OUTCOMES[outcome] };
  if (outcome === 'succeeded') {
    charge.paid = true;
    charge.balance_transaction = stripeId('txn_');
    paymentIntent.status = 'succeeded';
    paymentIntent.amount_received = charge.amount;
    return;
  }
  charge.failure_code = 'generic_decline';
  charge.failure_message = 'The payment failed.';
  paymentIntent.status = 'requires_payment_method';
  paymentIntent.last_payment_error = {
    type: 'card_error',
    code: 'payment_intent_payment_attempt_failed',
    message: 'The latest payment attempt of this PaymentIntent has failed.',
    charge: charge.id,
    payment_method_type: 'sepa_debit',
  };
}
