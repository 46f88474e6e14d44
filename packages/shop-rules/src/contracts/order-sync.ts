import { z } from 'zod';

/**
 * The order sync (docs/api.md): checkout → CMS `PUT /api/order-sync/:customer_reference_number`
 * with the service token. The body is checkout's order view (`order-view.ts`); the CMS reads
 * the part staff need, accepts nulls for the delivery fields and drops the other keys
 * (`brand`, `descripon`, `card_amount`, …). Amounts in fils (the CMS stores AED).
 */

const fils = z.number().int().min(0);
const text = z.string().max(500).nullish();

/** What the CMS validates (400 `validation_failed` per field); `paidAt` is an older spelling of `paid_at`. */
export const orderSyncSchema = z.object({
  customer_reference_number: z.string().min(1).max(100),
  destination_address_name: text,
  email: z.string().max(254).nullish(),
  destination_address_mobile_number: text,
  destination_address_city: text,
  destination_address_area: text,
  destination_address_building_name: text,
  destination_address_house_no: text,
  destination_address_landmark: text,
  products: z
    .array(
      z.object({
        id: z.number().int(),
        title: z.string().nullish(),
        weight: z.string().nullish(),
        quantity: z.number().int().min(1),
        priceFils: fils,
        lineTotalFils: fils,
      }),
    )
    .min(1),
  itemsTotalFils: fils,
  discountFils: fils,
  deliveryFeeFils: fils,
  totalFils: fils,
  vatFils: fils,
  coupon_code: z.string().max(100).nullish(),
  /**
   * `processing`: a delayed payment (a bank debit) the bank has not answered yet; staff see the
   * order but cannot pack or ship it until a later push says `paid` (or `failed`; docs/decisions/065).
   */
  payment_status: z.enum(['pending', 'processing', 'paid', 'failed', 'expired']),
  sessionId: z.string().max(255).nullish(),
  paid_at: z.iso.datetime({ offset: true }).nullish(),
  paidAt: z.iso.datetime({ offset: true }).nullish(),
  /** The tax invoice number and the amount refunded so far, fils (issue 15). */
  invoice_number: z.string().max(40).nullish(),
  refundedFils: fils.optional(),
  /** The shopper's language (mails from the CMS, e.g. the shipping notice). */
  locale: z.enum(['en', 'ar']).optional(),
  /**
   * Set when the order was paid with a prize discount whose code another order redeemed (the
   * prize service refused this order's redemption): staff review it (docs/decisions/054).
   */
  prize_redemption_refused_at: z.iso.datetime({ offset: true }).nullish(),
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
