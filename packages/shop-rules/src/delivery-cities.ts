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

/** One of {@link DELIVERY_CITIES}: the value an order stores and the wire carries. */
export type DeliveryCity = (typeof DELIVERY_CITIES)[number];

/**
 * Each delivery city's Arabic name (docs/decisions/048, 078): the order keeps the English value,
 * which is its key; Arabic pages, mails and the tax invoice show these.
 */
export const DELIVERY_CITY_NAMES_AR: Readonly<Record<DeliveryCity, string>> = {
  'Abu Dhabi': 'أبوظبي',
  Dubai: 'دبي',
  Sharjah: 'الشارقة',
  Ajman: 'عجمان',
  'Umm Al-Quwain': 'أم القيوين',
  Fujairah: 'الفجيرة',
  'Ras Al Khaimah': 'رأس الخيمة',
  'Al-Ain': 'العين',
};

/** A stored city in `locale` (`en` | `ar`): its Arabic name in Arabic, else the stored value as it is. */
export function deliveryCityName(city: string, locale: 'en' | 'ar'): string {
  if (locale !== 'ar') return city;
  return Object.hasOwn(DELIVERY_CITY_NAMES_AR, city) ? DELIVERY_CITY_NAMES_AR[city as DeliveryCity] : city;
}
