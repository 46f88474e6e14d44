import { type OrderTotals, type OrderView, priceOrder } from '@outlet-shop/shop-rules';
import type { OrderLine, OrderRow } from '../db/rows.ts';

/** Fixed order weight of docs/product.md 9. */
const ORDER_WEIGHT = 2;

/** "2 x Crunchy Peanut Butter 340 g, 1 x …" — the original's `descripon`. */
export function describeLines(lines: readonly OrderLine[]): string {
  return lines.map((line) => `${line.quantity} x ${[line.title, line.weight].filter(Boolean).join(' ')}`).join(', ');
}

/**
 * Maps a stored row to the order view of docs/api.md (`card_amount`, `delivery_cost` in AED).
 * With `documentLink`, a paid order's view carries `invoice_url`, a signed link to its tax invoice.
 */
export function toOrderView(row: OrderRow, brand: string, documentLink?: (path: string) => string): OrderView {
  const invoicePath = `/v1/orders/${encodeURIComponent(row.customer_reference_number)}/invoice.pdf`;
  return {
    customer_reference_number: row.customer_reference_number,
    email: row.email,
    destination_address_name: row.customer_name,
    destination_address_mobile_number: row.mobile_number,
    destination_address_city: row.city,
    destination_address_area: row.area,
    destination_address_building_name: row.building_name,
    destination_address_house_no: row.house_no,
    destination_address_landmark: row.landmark,
    products: row.lines,
    num_pieces: row.num_pieces,
    weight: ORDER_WEIGHT,
    brand,
    itemsTotalFils: row.items_total_fils,
    discountFils: row.discount_fils,
    deliveryFeeFils: row.delivery_fee_fils,
    totalFils: row.total_fils,
    vatFils: row.vat_fils,
    card_amount: row.total_fils / 100,
    delivery_cost: row.delivery_fee_fils / 100,
    descripon: describeLines(row.lines),
    coupon_code: row.coupon_code,
    prize_win_item: row.prize_win_item,
    payment_status: row.payment_status,
    status: row.status,
    sessionId: row.stripe_session_id,
    paid_at: row.paid_at?.toISOString() ?? null,
    invoice_number: row.invoice_number,
    invoice_url: row.invoice_number && documentLink ? documentLink(invoicePath) : null,
    refundedFils: row.refunded_fils,
    locale: row.locale,
  };
}

/**
 * The totals the order's answers show before it is paid, fils (docs/decisions/054): with a prize
 * estimate (`estimated_prize_win_item`: its e-mail fits the winner's masked address), its lines
 * priced as though the prize were won with its e-mail, which is how the winner's order is priced
 * anyway; without one, its own.
 */
export function estimatedTotalsOf(row: Pick<OrderRow, 'lines' | 'estimated_prize_win_item'>): OrderTotals | null {
  const item = row.estimated_prize_win_item;
  return item ? priceOrder(row.lines, { winItemName: item, isForCheckoutEmail: true }) : null;
}

/**
 * The order as the browser is answered before it pays (docs/decisions/054): the order view with its
 * prize estimate priced in (discount, totals, VAT, `coupon_code`, `prize_win_item`). So the answer
 * is the same for the winner's e-mail and for any other that fits its mask, whose order stores no
 * discount; the card page charges the stored total. An order without an estimate is answered as it is.
 */
export function toEstimatedView(row: OrderRow, brand: string): OrderView {
  const view = toOrderView(row, brand);
  const totals = estimatedTotalsOf(row);
  if (!totals) return view;
  return {
    ...view,
    itemsTotalFils: totals.itemsTotalFils,
    discountFils: totals.discountFils,
    deliveryFeeFils: totals.deliveryFeeFils,
    totalFils: totals.totalFils,
    vatFils: totals.vatFils,
    card_amount: totals.totalFils / 100,
    delivery_cost: totals.deliveryFeeFils / 100,
    coupon_code: row.estimated_coupon_code,
    prize_win_item: row.estimated_prize_win_item,
  };
}
