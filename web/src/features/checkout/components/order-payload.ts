import { type OrderLocale, type OrderTotals, toUaeMobileE164 } from '@outlet-shop/shop-rules';
import { env } from '@/config/env';
import type { CheckoutSessionLine } from '../api/create-checkout-session';
import type { OrderPayload } from '../api/create-order-ref';
import type { CheckoutFormValues } from './checkout-fields';

/** A cart line as the checkout needs it (the cart's persisted line fits; extra fields pass through). */
export interface CheckoutLine {
  id: number;
  title: string;
  weight: string;
  /** The CMS's displayed AED price. */
  price: number;
  quantity: number;
}

/**
 * The order payload of docs/product.md 3 from the form, the cart lines and the coupon. The amounts
 * are the browser's estimate; the checkout service recomputes every one (docs/architecture.md 3).
 * `locale` is the shop's language the order was placed in (its mails' language, decision 048).
 */
export function buildOrderPayload(
  values: CheckoutFormValues,
  lines: CheckoutLine[],
  couponCode: string | null,
  totals: OrderTotals,
  locale: OrderLocale = 'en',
): OrderPayload {
  return {
    destination_address_name: `${values.firstName.trim()} ${values.lastName.trim()}`,
    email: values.email.trim(),
    products: lines.map((line) => ({ ...line })),
    brand: env.shopBrand,
    num_pieces: totals.numPieces,
    card_amount: totals.totalFils / 100,
    descripon: lines.map((line) => `${line.quantity} x ${line.title} ${line.weight}`.trim()).join(', '),
    destination_address_city: values.city,
    destination_address_landmark: values.landmark,
    destination_address_area: values.address,
    destination_address_building_name: values.house,
    destination_address_house_no: values.house,
    customer_reference_number: `NOT-${Date.now()}`,
    destination_address_mobile_number: toUaeMobileE164(values.phone) ?? values.phone,
    weight: 2,
    delivery_cost: totals.deliveryFeeFils / 100,
    payment_status: 'pending',
    status: 'pending',
    sessionId: null,
    coupon_code: couponCode,
    locale,
  };
}

/** The checkout-session request lines of docs/product.md 3 (the server uses its stored order instead). */
export function toSessionLines(lines: CheckoutLine[]): CheckoutSessionLine[] {
  return lines.map((line) => ({
    title: line.title,
    price: line.price,
    name: line.title,
    quantity: line.quantity,
    brand: env.shopBrand,
  }));
}
