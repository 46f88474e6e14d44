import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authorizeTestBankDebit } from '../bank-debits.ts';
import { cardPageHtml, messagePageHtml } from '../card-page.ts';
import { authorizeTestCard } from '../cards.ts';
import type { DelayedPayments } from '../delayed-payments.ts';
import { AppError } from '../errors.ts';
import { parseStripeParams } from '../params.ts';
import type { PaymentStore } from '../payments.ts';
import { refundFlowOfCard } from '../refund-flows.ts';
import { returnUrlOf, type SessionStore } from '../sessions.ts';
import type { WebhookSender } from '../webhooks.ts';

/** What the card page routes need. */
export interface EmbeddedCheckoutOptions {
  sessions: SessionStore;
  payments: PaymentStore;
  webhooks: WebhookSender;
  delayedPayments: DelayedPayments;
}

/** The payment method the page's form chose: a card (the default) or a bank debit that settles later. */
const methodSchema = z.object({ payment_method: z.enum(['card', 'sepa_debit']).default('card') });

const confirmSchema = z.object({
  client_secret: z.string().min(1),
  payment_method: z.literal('card').optional(),
  cardNumber: z.string().max(40),
  expiry: z.string().max(20),
  cvc: z.string().max(10),
  name: z.string().max(200),
});

const confirmDebitSchema = z.object({
  client_secret: z.string().min(1),
  payment_method: z.literal('sepa_debit'),
  iban: z.string().max(60),
  name: z.string().max(200),
});

const CLOSED_MESSAGES = {
  complete: 'This payment is complete. You can close this window.',
  processing: 'Your payment is being processed by your bank. You can close this window.',
  expired: 'This checkout session has expired. Please start the payment again from the shop.',
} as const;

function contentSecurityPolicy(nonce: string): string {
  // Framed by the shop on another origin, as Stripe's embedded checkout is.
  return `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self'; frame-ancestors *`;
}

/**
 * The embedded card page and its confirmation (docs/architecture.md 6, docs/product.md 4 step 3).
 * - `GET /embedded-checkout?client_secret=…` → HTML card page; unknown secret → 404 page,
 *   a paid, processing or expired session → a short notice instead of the form.
 * - `POST /embedded-checkout/confirm` `{ client_secret, payment_method: 'sepa_debit', iban, name }`
 *   → `{ returnUrl, payment_status: 'unpaid' }`: a bank debit from one of Stripe's SEPA test
 *   accounts (`DE89…` succeeds, `DE62…` fails) completes the session unpaid and sends
 *   `checkout.session.completed`; the bank's answer comes later (`DelayedPayments`). A bad IBAN, no
 *   account holder or a real account → 400 `invalid_request_error` with `param`.
 * - `POST /embedded-checkout/confirm` `{ client_secret, cardNumber, expiry, cvc, name }` →
 *   `{ returnUrl }`, a PaymentIntent and Charge for the amount, and a signed
 *   `checkout.session.completed` webhook; card problems → 400 `card_error`, declined test card →
 *   402 `card_declined` (session stays open), session paid or expired (also by passing
 *   `expires_at`) → 409 without a code, "This Checkout Session is no longer active.", missing
 *   fields → 400 `parameter_missing`, unknown secret → 404 `resource_missing`.
 */
export async function embeddedCheckoutRoutes(app: FastifyInstance, options: EmbeddedCheckoutOptions): Promise<void> {
  app.get<{ Querystring: { client_secret?: string } }>('/embedded-checkout', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    reply.type('text/html; charset=utf-8').header('content-security-policy', contentSecurityPolicy(nonce));
    reply.header('cache-control', 'no-store');
    let stored: ReturnType<SessionStore['requireBySecret']>;
    try {
      stored = options.sessions.requireBySecret(request.query.client_secret ?? '');
    } catch {
      return reply.status(404).send(messagePageHtml('This checkout session was not found.', nonce));
    }
    const { status, payment_status: paymentStatus } = stored.session;
    if (status === 'complete' && paymentStatus === 'unpaid') return messagePageHtml(CLOSED_MESSAGES.processing, nonce);
    if (status !== 'open') return messagePageHtml(CLOSED_MESSAGES[status], nonce);
    return cardPageHtml(stored, nonce);
  });

  app.post('/embedded-checkout/confirm', async (request) => {
    if (parseStripeParams(methodSchema.loose(), request.body).payment_method === 'sepa_debit') {
      const { client_secret: clientSecret, ...debit } = parseStripeParams(confirmDebitSchema, request.body);
      const { session } = options.sessions.requireBySecret(clientSecret);
      if (session.status !== 'open') throw new AppError(null, 409, 'This Checkout Session is no longer active.');
      const outcome = authorizeTestBankDebit(debit);
      const submitted = options.delayedPayments.start(session.id, debit.name.trim(), outcome);
      options.webhooks.send('checkout.session.completed', submitted);
      return { returnUrl: returnUrlOf(submitted), payment_status: submitted.payment_status };
    }
    const {
      client_secret: clientSecret,
      payment_method: _card,
      ...card
    } = parseStripeParams(confirmSchema, request.body);
    const { session } = options.sessions.requireBySecret(clientSecret);
    // Refused before the card is checked, so an expired session never reads as a card problem.
    if (session.status !== 'open') throw new AppError(null, 409, 'This Checkout Session is no longer active.');
    authorizeTestCard(card);
    const paid = options.sessions.complete(session.id, card.name.trim());
    options.payments.recordPayment(paid, card.name.trim(), refundFlowOfCard(card.cardNumber));
    options.webhooks.send('checkout.session.completed', paid);
    return { returnUrl: returnUrlOf(paid) };
  });
}
