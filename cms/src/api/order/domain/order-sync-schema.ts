import { z } from 'zod';

const fils = z.number().int().min(0);
const text = z.string().max(500).nullish();

/**
 * The checkout service's order view (docs/api.md, checkout-service) as far as staff need it.
 * Extra keys (`brand`, `descripon`, `card_amount`, …) are accepted and dropped.
 */
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
  payment_status: z.enum(['pending', 'paid', 'failed']),
  sessionId: z.string().max(255).nullish(),
  paid_at: z.iso.datetime({ offset: true }).nullish(),
  paidAt: z.iso.datetime({ offset: true }).nullish(),
});

export type OrderSyncBody = z.infer<typeof orderSyncSchema>;

/** Fils (integer) to the AED decimal the staff see: 2450 → 24.5. */
export function filsToAed(amountFils: number): number {
  return amountFils / 100;
}

/**
 * Maps the wire order to the CMS `order` fields (amounts in AED). `fulfilment_status` is
 * never part of it: staff own that field.
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
  };
}
