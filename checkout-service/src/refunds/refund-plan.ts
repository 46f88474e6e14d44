import { AppError } from '@outlet-shop/service-kit';
import type { OrderLine, OrderRow, RefundRow } from '../db/rows.ts';
import { isUndone } from './refund-outcomes.ts';
import type { RefundRequest } from './refunds.ts';

/** What a refund gives back: its amount (fils), the lines and whether the delivery fee is in it. */
export interface RefundPlan {
  amountFils: number;
  lines: OrderLine[];
  includesDelivery: boolean;
}

/** Pieces of each product already refunded (failed and canceled refunds do not count). */
function refundedPieces(refunds: readonly Pick<RefundRow, 'lines' | 'status'>[]): Map<number, number> {
  const pieces = new Map<number, number>();
  for (const refund of refunds) {
    if (isUndone(refund.status)) continue;
    for (const line of refund.lines) pieces.set(line.id, (pieces.get(line.id) ?? 0) + line.quantity);
  }
  return pieces;
}

/**
 * A line's share of what the shopper paid for it, fils: its price less its part of the prize
 * discount (the discount is spread over the items in proportion), rounded to the fils.
 */
function paidForPieces(order: OrderRow, line: OrderLine, quantity: number): number {
  const gross = line.priceFils * quantity;
  if (order.discount_fils === 0 || order.items_total_fils === 0) return gross;
  return Math.round((gross * (order.items_total_fils - order.discount_fils)) / order.items_total_fils);
}

/** The whole order: every piece not yet refunded, what is left of the amount, the delivery fee once. */
function planWholeOrder(order: OrderRow, earlier: readonly RefundRow[], remainingFils: number): RefundPlan {
  const refunded = refundedPieces(earlier);
  const lines = order.lines
    .map((line) => ({ line, left: line.quantity - (refunded.get(line.id) ?? 0) }))
    .filter(({ left }) => left > 0)
    .map(({ line, left }) => ({ ...line, quantity: left, lineTotalFils: line.priceFils * left }));
  const deliveryRefunded = earlier.some((refund) => !isUndone(refund.status) && refund.includes_delivery);
  return { amountFils: remainingFils, lines, includesDelivery: !deliveryRefunded && order.delivery_fee_fils > 0 };
}

/** Chosen lines: each at most the pieces not yet refunded, at what the shopper paid for them. */
function planLines(
  order: OrderRow,
  earlier: readonly RefundRow[],
  wanted: NonNullable<RefundRequest['lines']>,
  remainingFils: number,
): RefundPlan {
  const refunded = refundedPieces(earlier);
  const lines = wanted.map(({ product_id: productId, quantity }) => {
    const line = order.lines.find((candidate) => candidate.id === productId);
    if (!line) throw new AppError('refund_line_unknown', 422, `Product ${productId} is not in this order`);
    const left = line.quantity - (refunded.get(line.id) ?? 0);
    if (quantity > left) {
      throw new AppError('refund_exceeds_order', 422, `Only ${left} pcs of ${line.title} can still be refunded`, {
        productId: line.id,
        remaining: left,
      });
    }
    return { ...line, quantity, lineTotalFils: line.priceFils * quantity };
  });
  const amountFils = lines.reduce((sum, line) => sum + paidForPieces(order, line, line.quantity), 0);
  return { amountFils: Math.min(amountFils, remainingFils), lines, includesDelivery: false };
}

/**
 * Step 1 of a refund, plan: what the request refunds (the whole order, chosen lines or an amount
 * in fils), checked against what was paid and refunded so far. Pure: the caller holds the
 * order's row locked.
 * @throws AppError 409 `order_fully_refunded`; 422 `refund_line_unknown`, `refund_exceeds_order`,
 * `refund_amount_invalid`, in words staff read.
 */
export function planRefund(order: OrderRow, earlier: readonly RefundRow[], request: RefundRequest): RefundPlan {
  const remainingFils = order.total_fils - order.refunded_fils;
  if (remainingFils <= 0) throw new AppError('order_fully_refunded', 409, 'This order is already fully refunded');
  if (request.wholeOrder) return planWholeOrder(order, earlier, remainingFils);
  if (request.lines && request.lines.length > 0) return planLines(order, earlier, request.lines, remainingFils);
  const amountFils = request.amountFils ?? 0;
  if (!Number.isInteger(amountFils) || amountFils < 1 || amountFils > remainingFils) {
    throw new AppError(
      'refund_amount_invalid',
      422,
      `The amount must be between AED 0.01 and the AED ${(remainingFils / 100).toFixed(2)} not yet refunded`,
      { remainingFils },
    );
  }
  return { amountFils, lines: [], includesDelivery: false };
}
