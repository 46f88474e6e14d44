/**
 * The order's fulfilment states in the admin (issue 15, docs/decisions/049): paid → packed →
 * shipped → delivered, or cancelled before it ships. Refunds are the payment's side
 * (`refund_status`, kept by the checkout service): a fully refunded order is not shipped.
 */
export const FULFILMENT_STATUSES = ['paid', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];
export type RefundStatus = 'none' | 'partially_refunded' | 'refunded';

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

/**
 * Judges a staff move of `fulfilment_status` from `from` to `to` for an order whose payment is
 * `refundStatus`. Never throws; a refusal carries a sentence staff understand.
 */
export function checkFulfilmentMove(
  from: FulfilmentStatus,
  to: FulfilmentStatus,
  refundStatus: RefundStatus,
): MoveVerdict {
  if (from === to) return { ok: true };
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

/** One entry of `status_history`: who moved the order, when, from where to where (and the parcel when shipped). */
export interface StatusChange {
  from: FulfilmentStatus;
  to: FulfilmentStatus;
  at: string;
  by: string;
  courier?: string | null;
  tracking_number?: string | null;
}
