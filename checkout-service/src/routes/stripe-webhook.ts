import { AppError } from '@outlet-shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppDeps } from '../app-deps.ts';
import { paymentIntentOf, sessionReference } from '../clients/stripe.ts';
import { abandonCheckout } from '../orders/stock-holds.ts';
import { failDelayedPayment, recordProcessingPayment } from '../payments/delayed-payments.ts';
import { completePaidOrder } from '../payments/paid-orders.ts';
import { isEventProcessed, recordProcessedEvent } from '../payments/stripe-events.ts';
import { reconcileRefunds, settleStripeRefund } from '../refunds/refund-outcomes.ts';
import { noteOrderReference } from '../request-context.ts';

const PAYING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
/** Events about one refund: its outcome is Stripe's to tell (docs/decisions/063). */
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed']);
/** Sessions that end unpaid: their order is marked, and its held pieces go back to stock. */
const ABANDONING_EVENTS = new Map([['checkout.session.expired', 'session_expired']] as const);

async function handleSessionEvent(deps: AppDeps, event: Stripe.Event): Promise<void> {
  const session = event.data.object as Stripe.Checkout.Session;
  const reference = sessionReference(session);
  if (!reference) return;
  noteOrderReference(reference);
  if (PAYING_EVENTS.has(event.type) && session.payment_status === 'paid') {
    const paid = {
      sessionId: session.id,
      reference,
      amountTotalFils: session.amount_total,
      paymentIntentId: paymentIntentOf(session),
    };
    // Unknown or mismatching orders are logged inside and acknowledged: a Stripe retry cannot fix them.
    await completePaidOrder(deps.paymentCompletion, paid).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      deps.paymentCompletion.log.warn(
        { eventId: event.id, orderReference: reference, code: error.code },
        'paid session not completed',
      );
    });
    return;
  }
  // A CMS or prize service that cannot be reached throws below: the event is not recorded and Stripe redelivers it.
  const checkout = { reference, sessionId: session.id };
  if (event.type === 'checkout.session.completed' && session.payment_status === 'unpaid') {
    // Completed unpaid: a delayed payment method, paid or failed later (docs/decisions/062).
    await recordProcessingPayment(deps.delayedPayments, { ...checkout, paymentIntentId: paymentIntentOf(session) });
    return;
  }
  if (event.type === 'checkout.session.async_payment_failed') {
    await failDelayedPayment(deps.stockDeps, checkout);
    return;
  }
  const reason = ABANDONING_EVENTS.get(event.type as 'checkout.session.expired');
  if (reason) await abandonCheckout(deps.stockDeps, checkout, reason);
}

/**
 * `POST /v1/stripe/webhook` — Stripe events, header `Stripe-Signature` (docs/architecture.md 4.4).
 * Bad or missing signature → 400 `invalid_signature`, nothing changes. Paid
 * `checkout.session.completed` / `async_payment_succeeded` complete the paid order; an unpaid
 * `completed` (a delayed payment method) makes it `processing`, its pieces and prize code held for
 * CHECKOUT_PROCESSING_PAYMENT_HOLD_MS (docs/decisions/062);
 * `expired` / `async_payment_failed` mark an unpaid order `expired` / `failed` and give its held
 * pieces back to stock (docs/decisions/046; 503 `stock_unavailable` while the CMS is down, so
 * Stripe redelivers). `refund.created` / `refund.updated` / `refund.failed` settle the refund
 * they carry: a credit note once it succeeded, its amount freed and staff told once it failed or
 * was canceled; `charge.refunded` settles every refund of the payment as Stripe lists it, and
 * records refunds made in Stripe's dashboard (docs/decisions/063). An event id already
 * processed is acknowledged and ignored. Answers `{ received: true }`.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // The signature is an HMAC over the exact bytes Stripe sent: parsing and re-serialising
  // the JSON would change them, so this plugin keeps the body as a raw Buffer.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/v1/stripe/webhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('no signature');
      event = deps.stripe.webhooks.constructEvent(request.body, signature, deps.config.STRIPE_WEBHOOK_SECRET);
    } catch {
      throw new AppError('invalid_signature', 400, 'Invalid Stripe signature');
    }
    if (await isEventProcessed(deps.db, event.id)) return { received: true, duplicate: true };
    if (event.type.startsWith('checkout.session.')) await handleSessionEvent(deps, event);
    if (REFUND_EVENTS.has(event.type)) await settleStripeRefund(deps.refundDeps, event.data.object as Stripe.Refund);
    if (event.type === 'charge.refunded') {
      // Refunds made in Stripe's dashboard are recorded; waiting ones whose own event is missed settled.
      const charge = event.data.object as Stripe.Charge;
      const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (intent) await reconcileRefunds(deps.refundDeps, intent);
    }
    // Recorded after handling so a failed attempt is retried by Stripe; handling is idempotent.
    await recordProcessedEvent(deps.db, event);
    return { received: true };
  });
}
