import type Stripe from 'stripe';

/**
 * The Stripe objects the sandbox answers with, by the name the schema file gives them
 * (`scripts/extract-schemas.ts` reads this interface; nothing runs it). An error answer is
 * `{ error: StripeError }`; a webhook's envelope is `EventBase`, its `data.object` one of the others.
 */
export interface StripeObjects {
  'checkout.session': Stripe.Checkout.Session;
  charge: Stripe.Charge;
  refund: Stripe.Refund;
  refund_list: Stripe.ApiList<Stripe.Refund>;
  payment_intent: Stripe.PaymentIntent;
  event: Stripe.EventBase;
  error: { error: Stripe.PaymentIntent.LastPaymentError };
}
