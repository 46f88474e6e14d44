/**
 * The shop's money arithmetic (docs/architecture.md 3, docs/product.md 4, 5, 9). Pure: no Node imports, no
 * dependencies, because the SPA imports it for display (`@outlet-shop/shop-rules`).
 * Every amount is an integer in fils (1 AED = 100 fils); prices are VAT-inclusive.
 */

/** A priced cart line: unit price in fils and a whole quantity. */
export interface PricedLine {
  priceFils: number;
  quantity: number;
}

/**
 * A coupon's prize as pricing reads it: its name, and whether it was won with the checkout e-mail.
 * The checkout service has that from the prize service, which compares the full address; the
 * storefront estimates it from the masked address (`fitsMaskedEmail`, docs/decisions/054).
 */
export interface Prize {
  winItemName: string;
  isForCheckoutEmail: boolean;
}

/** Every amount of an order, in fils, plus the number of pieces. */
export interface OrderTotals {
  itemsTotalFils: number;
  discountFils: number;
  deliveryFeeFils: number;
  totalFils: number;
  vatFils: number;
  numPieces: number;
}

/** The prize that halves the items total (docs/product.md 3, 4). */
export const PRIZE_50_OFF = '50% Off on next order';

/**
 * The Arabic names of the prizes an order's documents can name (docs/decisions/078): the one
 * that discounts an order. The order keeps the prize service's English name.
 */
export const PRIZE_NAMES_AR: Readonly<Record<string, string>> = {
  [PRIZE_50_OFF]: 'خصم 50% على الطلب التالي',
};

/** A prize's name in `locale` (`en` | `ar`): its Arabic name in Arabic when known, else as the prize service names it. */
export function prizeName(winItemName: string, locale: 'en' | 'ar'): string {
  if (locale !== 'ar') return winItemName;
  return Object.hasOwn(PRIZE_NAMES_AR, winItemName) ? (PRIZE_NAMES_AR[winItemName] as string) : winItemName;
}

/**
 * The largest order total the shop takes, fils: Stripe's largest charge in AED (8 digits,
 * 999,999.99 AED). Far below 2^31, so no stored total can overflow.
 */
export const MAX_ORDER_TOTAL_FILS = 99_999_999;

/**
 * The delivery tiers (docs/product.md 9), fils, on the items total after discount: below
 * `reducedFeeFromFils` the full fee, from it the reduced fee, from `freeFromFils` free. The one
 * place the figures live: the fee, the checkout's nudges and every text that quotes the tiers
 * (the storefront's, the terms page's `{delivery_fee_tiers}`) read them here.
 */
export const DELIVERY_TIERS = {
  fullFeeFils: 2000,
  reducedFeeFromFils: 5000,
  reducedFeeFils: 1000,
  freeFromFils: 7500,
} as const;

/**
 * AED decimal (the CMS's displayed price, e.g. 12.5) → integer fils (1250), rounding half
 * away from zero. The epsilon absorbs binary noise such as 1.005 × 100 = 100.49999….
 */
export function toFils(aed: number): number {
  const fils = Math.abs(aed) * 100;
  return Math.sign(aed) * Math.round(fils + Number.EPSILON * fils) || 0;
}

/** Integer fils → the shop's display text, e.g. 1250 → "AED 12.50" (docs/product.md 9). */
export function formatAed(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fils));
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}AED ${Math.floor(abs / 100)}.${fraction}`;
}

/** Sum of unit price × quantity over the lines, in fils. */
export function itemsTotalFils(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.priceFils * line.quantity, 0);
}

/**
 * The 50% prize discount in fils: half the items total, rounded down to whole fils, only
 * when the prize is {@link PRIZE_50_OFF} and was won with the checkout e-mail; otherwise 0
 * (docs/product.md 4, 5, 9).
 */
export function prizeDiscountFils(itemsTotal: number, prize: Prize | null): number {
  if (!prize || prize.winItemName !== PRIZE_50_OFF || !prize.isForCheckoutEmail) return 0;
  return Math.floor(itemsTotal / 2);
}

/** Delivery fee in fils from the items total after discount, by {@link DELIVERY_TIERS} (docs/product.md 9). */
export function deliveryFeeFils(itemsAfterDiscountFils: number): number {
  if (itemsAfterDiscountFils >= DELIVERY_TIERS.freeFromFils) return 0;
  if (itemsAfterDiscountFils >= DELIVERY_TIERS.reducedFeeFromFils) return DELIVERY_TIERS.reducedFeeFils;
  return DELIVERY_TIERS.fullFeeFils;
}

/** The VAT contained in a VAT-inclusive total, in fils: round(total × 5 / 105) (docs/architecture.md 3). */
export function vatContainedFils(totalFils: number): number {
  return Math.round((totalFils * 5) / 105);
}

/**
 * The smallest items total (before discount), fils, whose delivery tier reaches
 * `thresholdFils` once the prize's discount is taken off: the tiers apply to the items after
 * discount (docs/product.md 9), so with the 50% prize the items must be about twice the tier.
 */
function itemsTotalReaching(thresholdFils: number, prize: Prize | null): number {
  // After the 50% prize, T − floor(T / 2) = ceil(T / 2) ≥ threshold ⇔ T ≥ 2 × threshold − 1.
  return prizeDiscountFils(2, prize) > 0 ? 2 * thresholdFils - 1 : thresholdFils;
}

/**
 * Fils of items (at their shelf price) still to add to the cart to reach free delivery and the
 * reduced fee ({@link DELIVERY_TIERS}, after discount), 0 once reached; for 'You're just AED X
 * away from free delivery' and 'add AED Y to slash your delivery fee to' the reduced fee
 * (docs/product.md 2, 9). `itemsTotalFils` is before discount; `prize` as in {@link priceOrder}:
 * with the 50% prize the shopper adds twice what the discounted total lacks.
 */
export function deliveryNudges(
  itemsTotalFils: number,
  prize: Prize | null,
): {
  toFreeDeliveryFils: number;
  toReducedFeeFils: number;
} {
  return {
    toFreeDeliveryFils: Math.max(0, itemsTotalReaching(DELIVERY_TIERS.freeFromFils, prize) - itemsTotalFils),
    toReducedFeeFils: Math.max(0, itemsTotalReaching(DELIVERY_TIERS.reducedFeeFromFils, prize) - itemsTotalFils),
  };
}

/**
 * Every amount of an order from its priced lines and the coupon's prize (or null): items,
 * discount, delivery on the discounted items, total, VAT contained.
 */
export function priceOrder(lines: readonly PricedLine[], prize: Prize | null): OrderTotals {
  const items = itemsTotalFils(lines);
  const discount = prizeDiscountFils(items, prize);
  const delivery = deliveryFeeFils(items - discount);
  const total = items - discount + delivery;
  return {
    itemsTotalFils: items,
    discountFils: discount,
    deliveryFeeFils: delivery,
    totalFils: total,
    vatFils: vatContainedFils(total),
    numPieces: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
