import { type OrderSyncBody, orderRefundStatus, orderSyncSchema } from '@outlet-shop/shop-rules';

/** The order sync contract (docs/api.md) lives in `@outlet-shop/shop-rules`, shared with checkout. */
export { type OrderSyncBody, orderSyncSchema };

/**
 * What staff see on an order paid with a prize discount whose code another order redeemed (the
 * prize service refused this order's redemption; docs/decisions/054).
 */
export const PRIZE_ALERT = 'prize code redeemed by another order: review the discount';

/** Fils (integer) to the AED decimal the staff see: 2450 → 24.5. */
export function filsToAed(amountFils: number): number {
  return amountFils / 100;
}

/**
 * Maps the wire order to the CMS `order` fields (amounts in AED). `fulfilment_status` is
 * never part of it: staff own that field. `prize_alert` is set once the checkout reports the
 * prize code refused, and never cleared by a later push; `refund_alert` is the checkout's
 * sentence about the latest refund that failed or was canceled after Stripe took it
 * (docs/decisions/063), kept until a newer one replaces it.
 */
export function toOrderFields(body: OrderSyncBody) {
  const paidAt = body.paid_at ?? body.paidAt ?? null;
  return {
    customer_reference_number: body.customer_reference_number,
    customer_name: body.destination_address_name ?? null,
    email: body.email || null,
    phone: body.destination_address_mobile_number ?? null,
    city: body.destination_address_city ?? null,
    area: body.destination_address_area ?? null,
    building_name: body.destination_address_building_name ?? null,
    house_no: body.destination_address_house_no ?? null,
    landmark: body.destination_address_landmark ?? null,
    lines: body.products.map((line) => ({
      id: line.id,
      title: line.title ?? null,
      weight: line.weight ?? null,
      // The Arabic the shopper saw (docs/decisions/078); null on orders placed before it was recorded.
      title_ar: line.title_ar ?? null,
      weight_ar: line.weight_ar ?? null,
      quantity: line.quantity,
      price: filsToAed(line.priceFils),
      line_total: filsToAed(line.lineTotalFils),
    })),
    items_total: filsToAed(body.itemsTotalFils),
    discount: filsToAed(body.discountFils),
    delivery_fee: filsToAed(body.deliveryFeeFils),
    total: filsToAed(body.totalFils),
    vat: filsToAed(body.vatFils),
    coupon_code: body.coupon_code ?? null,
    payment_status: body.payment_status,
    stripe_session_id: body.sessionId ?? null,
    paid_at: paidAt,
    invoice_number: body.invoice_number ?? null,
    refunded: filsToAed(body.refundedFils ?? 0),
    refund_status: orderRefundStatus(body.refundedFils ?? 0, body.totalFils),
    locale_of_shopper: body.locale ?? 'en',
    ...(body.prize_redemption_refused_at ? { prize_alert: PRIZE_ALERT } : {}),
    ...(body.refund_alert ? { refund_alert: body.refund_alert } : {}),
  };
}
