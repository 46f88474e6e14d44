/**
 * The cities an order may be delivered to (docs/product.md 5, checkout form), in the order the
 * city select shows them. Shared with the SPA (`checkout-service/delivery-cities`).
 */
export const DELIVERY_CITIES = [
  'Abu Dhabi',
  'Dubai',
  'Sharjah',
  'Ajman',
  'Umm Al-Quwain',
  'Fujairah',
  'Ras Al Khaimah',
  'Al-Ain',
] as const;
