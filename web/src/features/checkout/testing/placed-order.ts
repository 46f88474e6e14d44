import type { PlacedOrder } from '../api/order';

/**
 * A placed order as the checkout service answers it (docs/api.md `{ order }`), without its access
 * token, for the checkout's component tests: 2 × Crunchy Peanut Butter with AED 20 delivery, pending.
 */
export function placedOrderView(reference: string, sessionId: string): Omit<PlacedOrder, 'order_access_token'> {
  return {
    customer_reference_number: reference,
    email: 'aisha@example.ae',
    destination_address_name: 'Aisha Khan',
    destination_address_mobile_number: '+971501234567',
    destination_address_city: 'Dubai',
    destination_address_area: 'Al Barsha 1',
    destination_address_building_name: 'Villa 7',
    destination_address_house_no: 'Villa 7',
    destination_address_landmark: 'Near the mall',
    products: [
      { id: 1, title: 'Crunchy Peanut Butter', weight: '340 g', quantity: 2, priceFils: 2450, lineTotalFils: 4900 },
    ],
    num_pieces: 2,
    weight: 2,
    brand: 'OUTLET-SHOP',
    itemsTotalFils: 4900,
    discountFils: 0,
    deliveryFeeFils: 2000,
    totalFils: 6900,
    vatFils: 329,
    card_amount: 69,
    delivery_cost: 20,
    descripon: '2 x Crunchy Peanut Butter 340 g',
    coupon_code: null,
    prize_win_item: null,
    payment_status: 'pending',
    status: 'pending',
    sessionId,
    paid_at: null,
  };
}
