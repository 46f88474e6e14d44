import type { DebitOutcome } from './bank-debits.ts';
import { AppError } from './errors.ts';
import type { PaymentStore } from './payments.ts';
import type { CheckoutSession } from './session-object.ts';
import type { SessionStore } from './sessions.ts';
import type { WebhookSender } from './webhooks.ts';

/** What settling delayed payments needs: the stores, the webhook sender and the bank's delay (ms). */
export interface DelayedPaymentOptions {
  sessions: SessionStore;
  payments: PaymentStore;
  webhooks: WebhookSender;
  settleAfterMs: number;
}

interface PendingDebit {
  outcome: DebitOutcome;
  timer: NodeJS.Timeout;
}

/**
 * Bank debits whose result comes later (Stripe's delayed-notification payment methods,
 * https://docs.stripe.com/payments/checkout/fulfill-orders#delayed-notification): the session is
 * `complete` and `unpaid` from the moment the shopper submits, and after `settleAfterMs` (or at
 * once, {@link settleNow}) the bank answers: `succeeded` marks the session `paid` and sends
 * `checkout.session.async_payment_succeeded`; `failed` leaves it `unpaid` and sends
 * `checkout.session.async_payment_failed`. Each event carries the session as it is then.
 */
export class DelayedPayments {
  private readonly pending = new Map<string, PendingDebit>();
  private readonly options: DelayedPaymentOptions;

  constructor(options: DelayedPaymentOptions) {
    this.options = options;
  }

  /** Completes the open session `id` unpaid with a debit from `payerName`'s account, settling as `outcome` later. */
  start(id: string, payerName: string, outcome: DebitOutcome): CheckoutSession {
    const session = this.options.sessions.complete(id, payerName, 'unpaid');
    this.options.payments.recordDelayedPayment(session, payerName);
    const timer = setTimeout(() => this.settle(id), this.options.settleAfterMs);
    timer.unref();
    this.pending.set(id, { outcome, timer });
    return session;
  }

  /**
   * The sandbox's test helper: the bank answers the session's debit now. A session without a
   * debit awaiting its answer (card-paid, open, settled already) → 400 without a code.
   */
  settleNow(id: string): CheckoutSession {
    const { session } = this.options.sessions.require(id);
    if (!this.pending.has(id)) {
      throw new AppError(
        null,
        400,
        'This Checkout Session has no payment awaiting its result.',
        'invalid_request_error',
      );
    }
    this.settle(id);
    return session;
  }

  /** Cancels the answers still to come (the app is closing). */
  close(): void {
    for (const debit of this.pending.values()) clearTimeout(debit.timer);
    this.pending.clear();
  }

  private settle(id: string): void {
    const debit = this.pending.get(id);
    if (!debit) return;
    clearTimeout(debit.timer);
    this.pending.delete(id);
    const { session } = this.options.sessions.require(id);
    this.options.payments.settleDelayedPayment(String(session.payment_intent), debit.outcome);
    if (debit.outcome === 'succeeded') {
      this.options.webhooks.send('checkout.session.async_payment_succeeded', this.options.sessions.markPaid(id));
      return;
    }
    this.options.webhooks.send('checkout.session.async_payment_failed', session);
  }
}
