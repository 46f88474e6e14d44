import { z } from 'zod';
import { DELIVERY_CITIES } from '../delivery-cities.ts';
import { singleLine } from '../single-line.ts';
import { uaeMobileNumber } from '../uae-mobile.ts';

/**
 * The order payload (docs/product.md 3), SPA → checkout `POST /v1/create_order_ref` (docs/api.md).
 * Only the delivery fields, the cart lines' `id` and `quantity` and the coupon are read; the
 * amounts the browser sends along are its estimate and are dropped (the server re-prices).
 */

const required = singleLine().min(1, 'Required').max(200);

/** One cart line as sent: the checkout reads `id` and `quantity` (checked by the cart rules). */
export const orderPayloadLineSchema = z.object({ id: z.number().int().positive(), quantity: z.unknown() });

/** The shop's languages an order can be placed in (docs/decisions/048): its mails' language. */
export const ORDER_LOCALES = ['en', 'ar'] as const;

/** One of {@link ORDER_LOCALES}. */
export type OrderLocale = (typeof ORDER_LOCALES)[number];

/**
 * What checkout validates (400 `validation_failed` with these texts per field): name, e-mail,
 * a UAE mobile number (`uaeMobileNumber`: `+971 5X…`, `05X…` or `5X…`, output as E.164
 * `+9715XXXXXXXX`, refused with 'Enter a UAE mobile number, e.g. 050 123 4567'), one of {@link DELIVERY_CITIES}, area, house, landmark,
 * 1 to 100 lines, an optional coupon code, an optional `locale` (`en` when absent). Every text
 * field is one line: a line break, another control character or a bidi override is refused
 * (`singleLine`), so no typed value adds a line to the staff's or the shopper's mail. Unknown
 * keys are dropped.
 */
export const orderPayloadSchema = z.object({
  destination_address_name: required,
  email: singleLine().pipe(z.email('Enter a valid e-mail')),
  destination_address_mobile_number: uaeMobileNumber(),
  destination_address_city: z.enum(DELIVERY_CITIES, 'Choose one of the listed cities'),
  destination_address_area: required,
  destination_address_house_no: required,
  destination_address_building_name: singleLine().max(200).optional(),
  destination_address_landmark: required,
  products: z.array(orderPayloadLineSchema).min(1, 'The cart is empty').max(100),
  coupon_code: singleLine().max(100).nullish(),
  /** The shopper's language: the order's mails are in it; English when absent. */
  locale: z.enum(ORDER_LOCALES, 'Choose en or ar').optional().default('en'),
});

/** The order payload once validated. */
export type ValidOrderPayload = z.output<typeof orderPayloadSchema>;

/**
 * The fields docs/product.md 3 lists beside the ones checkout reads: the browser's estimate (AED
 * amounts, pieces, description) and fixed values. Sent for the original's shape, ignored.
 */
export interface OrderPayloadEstimates {
  brand: string;
  num_pieces: number;
  /** AED, the browser's estimate of the total. */
  card_amount: number;
  descripon: string;
  customer_reference_number: string;
  weight: 2;
  /** AED, the browser's estimate of the delivery fee. */
  delivery_cost: number;
  payment_status: 'pending';
  status: 'pending';
  sessionId: null;
}

/** The order payload as the SPA sends it (docs/product.md 3 wire names); lines may carry the cart's fields. */
export type OrderPayload = Omit<z.input<typeof orderPayloadSchema>, 'products'> &
  OrderPayloadEstimates & {
    products: Array<z.input<typeof orderPayloadLineSchema> & Record<string, unknown>>;
  };
