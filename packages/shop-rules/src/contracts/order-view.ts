import { z } from 'zod';

/**
 * The order view (docs/api.md `{ order }`): what checkout answers to `create_order_ref`,
 * `GET /v1/orders/:ref` and `create_order`, what the SPA stores as `orderData`, and the body
 * checkout pushes to the CMS (`PUT /api/order-sync/:ref`, see `order-sync.ts`). Wire names;
 * amounts in fils except `card_amount` and `delivery_cost` (AED, the original's fields).
 */

const fils = z.number().int().min(0);

/** One priced line: the CMS's title, weight and price in fils at the time of ordering. */
export const orderViewLineSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  weight: z.string(),
  quantity: z.number().int().min(1),
  priceFils: fils,
  lineTotalFils: fils,
});

/** The order view checkout sends; `paid_at` is an ISO 8601 time or null. */
export const orderViewSchema = z.object({
  customer_reference_number: z.string(),
  email: z.string(),
  destination_address_name: z.string(),
  destination_address_mobile_number: z.string(),
  destination_address_city: z.string(),
  destination_address_area: z.string(),
  destination_address_building_name: z.string(),
  destination_address_house_no: z.string(),
  destination_address_landmark: z.string(),
  products: z.array(orderViewLineSchema),
  num_pieces: z.number().int(),
  weight: z.number(),
  brand: z.string(),
  itemsTotalFils: fils,
  discountFils: fils,
  deliveryFeeFils: fils,
  totalFils: fils,
  vatFils: fils,
  card_amount: z.number(),
  delivery_cost: z.number(),
  descripon: z.string(),
  coupon_code: z.string().nullable(),
  prize_win_item: z.string().nullable(),
  payment_status: z.enum(['pending', 'paid', 'failed', 'expired']),
  status: z.enum(['pending', 'confirmed']),
  sessionId: z.string().nullable(),
  paid_at: z.iso.datetime({ offset: true }).nullable(),
  /** The tax invoice of a paid order (`INV-2026-000123`) and a signed link to its PDF (issue 15). */
  invoice_number: z.string().nullable().optional(),
  invoice_url: z.string().nullable().optional(),
  /** Refunded so far, fils. */
  refundedFils: fils.optional(),
  /** The shopper's language for mails. */
  locale: z.enum(['en', 'ar']).optional(),
});

/** One line of an order view. */
export type OrderViewLine = z.infer<typeof orderViewLineSchema>;
/** The order view of docs/api.md. */
export type OrderView = z.infer<typeof orderViewSchema>;
