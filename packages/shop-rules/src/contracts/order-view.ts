import { z } from 'zod';
import type { OrderLocale } from './order-payload.ts';

/**
 * The order view (docs/api.md `{ order }`): what checkout answers to `create_order_ref`,
 * `GET /v1/orders/:ref` and `create_order`, what the SPA stores as `orderData`, and the body
 * checkout pushes to the CMS (`PUT /api/order-sync/:ref`, see `order-sync.ts`). Wire names;
 * amounts in fils except `card_amount` and `delivery_cost` (AED, the original's fields).
 */

const fils = z.number().int().min(0);

/**
 * An order's payment (`payment_status`), as the checkout service stores it and the CMS keeps its copy:
 * `pending` until it is paid, `processing` when its session completed unpaid (a bank debit, paid or
 * failed days later, docs/decisions/062), `paid`, `failed`, or `expired`: pending past its time and
 * holding nothing, it opens no payment popup again (docs/decisions/058).
 */
export const PAYMENT_STATUSES = ['pending', 'processing', 'paid', 'failed', 'expired'] as const;
/** One of {@link PAYMENT_STATUSES}. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One priced line: the CMS's title, weight and price in fils at the time of ordering. `title` and
 * `weight` are the English ones; `title_ar` and `weight_ar` the Arabic ones the CMS had then
 * (docs/decisions/078), absent on an order placed before they were recorded or for a product
 * staff never translated: the English then stands in ({@link lineTextsIn}).
 */
export const orderViewLineSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  weight: z.string(),
  title_ar: z.string().optional(),
  weight_ar: z.string().optional(),
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
  /** `processing`: the session completed unpaid (a bank debit), paid or failed days later (docs/decisions/062). */
  payment_status: z.enum(PAYMENT_STATUSES),
  status: z.enum(['pending', 'confirmed']),
  sessionId: z.string().nullable(),
  paid_at: z.iso.datetime({ offset: true }).nullable(),
  /** The tax invoice of a paid order (`INV-2026-000123`) and a signed link to its PDF (docs/decisions/047). */
  invoice_number: z.string().nullable().optional(),
  invoice_url: z.string().nullable().optional(),
  /** Refunded so far, fils. */
  refundedFils: fils.optional(),
  /** The shopper's language for mails. */
  locale: z.enum(['en', 'ar']).optional(),
});

/**
 * The secret of the browser that placed an order (decision 053): 32 random bytes, base64url (43
 * characters). `create_order_ref` gives it once per answer; the browser keeps it with `orderData`
 * and sends it in the {@link ORDER_ACCESS_TOKEN_HEADER} header to open the order's payment
 * (`create-checkout-session`), check it (`session-status`), fulfil it (`create_order`) and read it
 * back (`GET /v1/orders/:ref`). Never in a URL, a log or the CMS's copy.
 */
export const orderAccessTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The request header that carries an order's access token (docs/api.md). */
export const ORDER_ACCESS_TOKEN_HEADER = 'X-Order-Token';

/** `create_order_ref`'s `{ order }`: the order view with the placing browser's access token. */
export const placedOrderViewSchema = orderViewSchema.extend({ order_access_token: orderAccessTokenSchema });

/** One line of an order view. */
export type OrderViewLine = z.infer<typeof orderViewLineSchema>;
/** The order view of docs/api.md. */
export type OrderView = z.infer<typeof orderViewSchema>;
/** The order as `create_order_ref` answers it and the browser stores it (`orderData`). */
export type PlacedOrderView = z.infer<typeof placedOrderViewSchema>;

/**
 * A line's title and weight in `locale` (docs/decisions/078): the Arabic ones the order recorded,
 * each falling back to the English one when it was not recorded or is blank.
 */
export function lineTextsIn(
  line: Pick<OrderViewLine, 'title' | 'weight' | 'title_ar' | 'weight_ar'>,
  locale: OrderLocale,
): { title: string; weight: string } {
  if (locale !== 'ar') return { title: line.title, weight: line.weight };
  return { title: line.title_ar?.trim() || line.title, weight: line.weight_ar?.trim() || line.weight };
}
