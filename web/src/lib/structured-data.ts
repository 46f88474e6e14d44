import { type DeliverySettings, deliveryFeeFils, type Product } from '@outlet-shop/shop-rules';
import type { OfferShippingDetails, Product as ProductSchema, WithContext } from 'schema-dts';
import { absoluteUrl } from './json-ld';

/** A price in fils as the decimal AED string of structured data and Open Graph (`2450` → `"24.50"`). */
export function aedAmount(fils: number): string {
  return (fils / 100).toFixed(2);
}

/** The shop's clock's offset from UTC (Asia/Dubai keeps +04:00 all year), for a cutoff time in structured data. */
const SHOP_UTC_OFFSET = '+04:00';

/**
 * How a product bought on its own reaches a shopper, as Google's merchant listings read it
 * (`OfferShippingDetails`; docs/decisions/081): the delivery fee of an order of that product alone
 * (DELIVERY_TIERS, docs/product.md 9) in AED, to the UAE, dispatched the same working day before the
 * cutoff time or the next one (handling 0–1 days) and delivered in the delivery promise's working
 * days (docs/decisions/077), on the shop's working days.
 */
export function shippingJsonLd(priceFils: number, delivery: DeliverySettings): OfferShippingDetails {
  const days = (minValue: number, maxValue: number) =>
    ({ '@type': 'QuantitativeValue', minValue, maxValue, unitCode: 'DAY' }) as const;
  const dayName = (day: string) => `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}` as const;
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: Number(aedAmount(deliveryFeeFils(priceFils))), currency: 'AED' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'AE' },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: days(0, 1),
      transitTime: days(delivery.deliveryDays.min, delivery.deliveryDays.max),
      cutoffTime: `${delivery.cutoffTime}:00${SHOP_UTC_OFFSET}`,
      businessDays: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: delivery.workingDays.map(dayName) as never,
      },
    },
  };
}

/**
 * A product page's schema.org `Product` with its `Offer` (docs/decisions/079, 081), as Google's
 * product snippets and merchant listings ask for it: the name, the image's absolute address, the
 * price as a number of AED (from its fils) in `AED`, `InStock` or `OutOfStock` from the stock, the
 * page's address, the brand (the product's category among `brandNames`, by id), and, when the shop
 * setting has the delivery promise's settings (`delivery`), its `shippingDetails`. The shop has no
 * return policy to name, so no `hasMerchantReturnPolicy`.
 */
export function productJsonLd(
  product: Product,
  page: {
    url: string;
    origin: string;
    brandNames: Readonly<Record<number, string>>;
    delivery?: DeliverySettings | null;
  },
): WithContext<ProductSchema> {
  const brand = product.categories.find((category) => page.brandNames[category.id] !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    sku: String(product.id),
    url: page.url,
    ...(product.imageUrl ? { image: absoluteUrl(page.origin, product.imageUrl) } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: page.brandNames[brand.id] ?? brand.title } } : {}),
    offers: {
      '@type': 'Offer',
      url: page.url,
      price: Number(aedAmount(product.priceFils)),
      priceCurrency: 'AED',
      availability: product.isOutOfStock ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(page.delivery ? { shippingDetails: shippingJsonLd(product.priceFils, page.delivery) } : {}),
    },
  };
}
