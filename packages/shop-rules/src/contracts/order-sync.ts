import { z } from 'zod';
import { orderViewLineSchema, orderViewSchema } from './order-view.ts';

/**
 * The order sync (docs/api.md): checkout → CMS `PUT /api/order-sync/:customer_reference_number`
 * with the service token. The body is checkout's order view (`order-view.ts`); the CMS reads
 * the part staff need, accepts nulls for the delivery fields and drops the other keys
 * (`brand`, `descripon`, `card_amount`, …). Amounts in fils (the CMS stores AED).
 */

const view = orderViewSchema.shape;
/** A text of the view the CMS also takes as null or absent (an order pushed before it was known). */
const text = view.destination_address_name.max(500).nullish();

/**
 * What the CMS validates (400 `validation_failed` per field): the order view's fields staff need,
 * derived from {@link orderViewSchema}, the delivery texts also null; `paidAt` is an older
 * spelling of `paid_at`.
 */
export const orderSyncSchema = orderViewSchema
  .pick({
    itemsTotalFils: true,
    discountFils: true,
    deliveryFeeFils: true,
    totalFils: true,
    vatFils: true,
    payment_status: true,
    refundedFils: true,
    locale: true,
  })
  .extend({
    customer_reference_number: view.customer_reference_number.min(1).max(100),
    email: view.email.max(254).nullish(),
    destination_address_name: text,
    destination_address_mobile_number: text,
    destination_address_city: text,
    destination_address_area: text,
    destination_address_building_name: text,
    destination_address_house_no: text,
    destination_address_landmark: text,
    products: z.array(orderViewLineSchema.extend({ title: z.string().nullish(), weight: z.string().nullish() })).min(1),
    coupon_code: z.string().max(100).nullish(),
    sessionId: z.string().max(255).nullish(),
    paid_at: view.paid_at.optional(),
    paidAt: view.paid_at.optional(),
    /** The tax invoice number (docs/decisions/047). */
    invoice_number: z.string().max(40).nullish(),
    /**
     * Set when the order was paid with a prize discount whose code another order redeemed (the
     * prize service refused this order's redemption): staff review it (docs/decisions/054).
     */
    prize_redemption_refused_at: view.paid_at.optional(),
    /**
     * What staff must act on when a refund Stripe had taken failed or was canceled (the latest one):
     * the money did not reach the shopper (docs/decisions/063). Absent or null when none did.
     */
    refund_alert: z.string().max(500).nullish(),
  });

/** The order sync body as the CMS reads it. */
export type OrderSyncBody = z.output<typeof orderSyncSchema>;
/** What checkout may send: every order view fits (`OrderView` is assignable to it). */
export type OrderSyncInput = z.input<typeof orderSyncSchema>;
