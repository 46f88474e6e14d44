import {
  FULFILMENT_STATUSES,
  type PaymentStatus as OrderPaymentStatus,
  type OrderRefundStatus,
} from '@outlet-shop/shop-rules';

/**
 * The order's fulfilment states in the admin (docs/decisions/049): paid → packed →
 * shipped → delivered, or cancelled before it ships; the shared list, which the order status page
 * reads too (docs/decisions/075). Refunds are the payment's side (`refund_status`, kept by the
 * checkout service): a fully refunded order is not shipped.
 */
export { FULFILMENT_STATUSES };
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];
export type RefundStatus = OrderRefundStatus;
/** The payment as the checkout pushed it: only a `paid` order is the staff's to move (docs/decisions/065). */
export type PaymentStatus = OrderPaymentStatus;

/** Where each state may go next (staff may also step back from packed to paid, e.g. a wrong scan). */
const NEXT: Record<FulfilmentStatus, readonly FulfilmentStatus[]> = {
  paid: ['packed', 'cancelled'],
  packed: ['shipped', 'paid', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** States a fully refunded order can no longer reach. */
const NEEDS_PAYMENT: readonly FulfilmentStatus[] = ['packed', 'shipped', 'delivered'];

/** An allowed move, or the refusal staff read in the admin. */
export type MoveVerdict = { ok: true } | { ok: false; message: string };

/** Why an order whose payment is not `paid` cannot be moved, as staff read it. */
const UNPAID_REFUSAL: Record<Exclude<PaymentStatus, 'paid'>, string> = {
  processing:
    "The shopper's bank payment is still processing. The order can be packed once the payment arrives; it then shows as paid.",
  failed: "The shopper's payment failed. Nothing was paid, so the order cannot be packed, shipped or cancelled.",
  pending: 'The order is not paid yet, so it cannot be packed, shipped or cancelled.',
  expired: 'The order was never paid, so it cannot be packed, shipped or cancelled.',
};

/**
 * Judges a staff move of `fulfilment_status` from `from` to `to` for an order whose payment is
 * `paymentStatus` and refunds `refundStatus`. Only a paid order moves: a processing payment (a
 * bank debit the bank has not answered, docs/decisions/062 and 065) or a failed one is refused.
 * Never throws; a refusal carries a sentence staff understand.
 */
export function checkFulfilmentMove(
  from: FulfilmentStatus,
  to: FulfilmentStatus,
  refundStatus: RefundStatus,
  paymentStatus: PaymentStatus = 'paid',
): MoveVerdict {
  if (from === to) return { ok: true };
  if (paymentStatus !== 'paid') return { ok: false, message: UNPAID_REFUSAL[paymentStatus] };
  if (refundStatus === 'refunded' && NEEDS_PAYMENT.includes(to)) {
    return { ok: false, message: `A refunded order cannot be ${to}. Only cancelling it is possible.` };
  }
  if (!NEXT[from].includes(to)) {
    const allowed = NEXT[from];
    const hint =
      allowed.length > 0 ? ` From ${from} it can go to: ${allowed.join(', ')}.` : ` A ${from} order is final.`;
    return { ok: false, message: `An order that is ${from} cannot be moved to ${to}.${hint}` };
  }
  return { ok: true };
}

/**
 * The states staff may move an order to from `from`, for an order whose refunds are
 * `refundStatus` and payment `paymentStatus`: exactly the moves {@link checkFulfilmentMove}
 * allows (forward first, then stepping back, then cancelling), none for an order whose payment is
 * not `paid` or a final state. The order desk offers these and only these; the server still
 * checks every move it is sent.
 */
export function allowedMoves(
  from: FulfilmentStatus,
  refundStatus: RefundStatus,
  paymentStatus: PaymentStatus = 'paid',
): FulfilmentStatus[] {
  return NEXT[from].filter((to) => checkFulfilmentMove(from, to, refundStatus, paymentStatus).ok);
}

/** One entry of `status_history`: who moved the order, when, from where to where (and the parcel when shipped). */
export interface StatusChange {
  from: FulfilmentStatus;
  to: FulfilmentStatus;
  at: string;
  by: string;
  courier?: string | null;
  tracking_number?: string | null;
  tracking_url?: string | null;
}
