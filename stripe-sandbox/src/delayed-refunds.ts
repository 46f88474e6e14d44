import { AppError } from './errors.ts';
import type { Refund } from './payment-objects.ts';
import type { PaymentStore } from './payments.ts';
import { laterStatusOf, type RefundFlow } from './refund-flows.ts';
import type { WebhookSender } from './webhooks.ts';

/** What settling refunds needs: the store, the webhook sender and the bank's delay (ms). */
export interface DelayedRefundOptions {
  payments: PaymentStore;
  webhooks: WebhookSender;
  settleAfterMs: number;
}

interface WaitingRefund {
  later: 'succeeded' | 'failed';
  timer: NodeJS.Timeout;
}

/**
 * Refunds whose outcome comes "some time later" (docs/decisions/063; refund-flows.ts). After
 * `settleAfterMs` (or at once, {@link settleNow}) the refund becomes `succeeded` or `failed` and
 * the sandbox sends `refund.updated`, and for a failure `refund.failed` too, each with the Refund
 * as it is then. A `requires_action` refund waits until {@link cancel}ed (Stripe's
 * `POST /v1/refunds/:id/cancel` or its test helper `…/expire`): `canceled`, `refund.updated`.
 */
export class DelayedRefunds {
  private readonly waiting = new Map<string, WaitingRefund>();
  private readonly options: DelayedRefundOptions;

  constructor(options: DelayedRefundOptions) {
    this.options = options;
  }

  /** Schedules what becomes of a just-created refund of `flow`, if anything comes by itself. */
  start(refund: Refund, flow: RefundFlow): void {
    const later = laterStatusOf(flow);
    if (!later) return;
    const timer = setTimeout(() => this.settle(refund.id), this.options.settleAfterMs);
    timer.unref();
    this.waiting.set(refund.id, { later, timer });
  }

  /**
   * The sandbox's test helper: the bank answers the refund now. A refund with nothing to wait for
   * (settled already, or `requires_action`) → 400 without a code; unknown → 404.
   */
  settleNow(id: string): Refund {
    const refund = this.options.payments.requireRefund(id);
    if (!this.waiting.has(id)) {
      throw new AppError(null, 400, 'This refund has no result to wait for.', 'invalid_request_error');
    }
    this.settle(id);
    return refund;
  }

  /**
   * Cancels a refund waiting for the customer (`requires_action`): `canceled`, its amount
   * refundable again, `refund.updated`. Any other status → 400 without a code; unknown → 404.
   */
  cancel(id: string): Refund {
    const refund = this.options.payments.requireRefund(id);
    if (refund.status !== 'requires_action') {
      const message = `You can only cancel refunds with a status of requires_action; this refund's status is ${refund.status}.`;
      throw new AppError(null, 400, message, 'invalid_request_error');
    }
    this.options.payments.changeRefundStatus(id, 'canceled');
    this.options.webhooks.send('refund.updated', refund);
    return refund;
  }

  /** Cancels the outcomes still to come (the app is closing). */
  close(): void {
    for (const waiting of this.waiting.values()) clearTimeout(waiting.timer);
    this.waiting.clear();
  }

  private settle(id: string): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    this.waiting.delete(id);
    const { refund } = this.options.payments.changeRefundStatus(id, waiting.later);
    this.options.webhooks.send('refund.updated', refund);
    if (waiting.later === 'failed') this.options.webhooks.send('refund.failed', refund);
  }
}
