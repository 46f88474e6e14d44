import type Stripe from 'stripe';
import type { SessionCreateParams } from './session-params.ts';

/**
 * The Checkout Session object as Stripe answers it at the SDK's pinned API version: every field the
 * version requires, typed by the SDK itself so that a field the sandbox forgets fails to compile
 * (`test/stripe-schemas.test.ts` checks the answers against the version's schemas too).
 */
export type CheckoutSession = Omit<
  Stripe.Checkout.Session,
  'amount_total' | 'client_secret' | 'currency' | 'return_url' | 'status' | 'ui_mode'
> & {
  amount_total: number;
  client_secret: string;
  currency: string;
  return_url: string;
  status: 'open' | 'complete' | 'expired';
  ui_mode: 'embedded_page';
};

/** What a new session is made of: its id, secret, creation and expiry (Unix seconds), amount in the minor unit (fils). */
export interface NewSession {
  id: string;
  clientSecret: string;
  createdS: number;
  expiresAtS: number;
  amountFils: number;
  currency: string;
}

/**
 * A new open, unpaid Checkout Session for `params`, with Stripe's values for what the shop does not
 * set (cards and a bank debit, no tax, shipping, custom fields or consent collection). Fields Stripe fills
 * only when a feature is used are null or empty, as in Stripe's own answer for such a session.
 */
export function newSessionObject(params: SessionCreateParams, session: NewSession): CheckoutSession {
  return {
    id: session.id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: session.amountFils,
    amount_total: session.amountFils,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: null,
    client_reference_id: params.client_reference_id ?? null,
    client_secret: session.clientSecret,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: session.createdS,
    currency: session.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: params.customer_email ?? null,
    discounts: [],
    expires_at: session.expiresAtS,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: params.metadata ?? {},
    mode: 'payment',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    // Cards, and a bank debit whose result comes days later (docs/architecture.md 6).
    payment_method_types: ['card', 'sepa_debit'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    redirect_on_completion: 'always',
    return_url: params.return_url,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'embedded_page',
    url: null,
    wallet_options: null,
  };
}

/**
 * The customer details a session gets when it is paid: the e-mail it was created with and the name
 * on the card, as Stripe records what the shopper entered on its page.
 */
export function paidCustomerDetails(
  session: CheckoutSession,
  cardholderName: string,
): Stripe.Checkout.Session.CustomerDetails {
  return {
    address: null,
    business_name: null,
    email: session.customer_email,
    individual_name: null,
    name: cardholderName,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
}
