/**
 * What a product answer shows that depends on the time (docs/product.md 3 "Sale window",
 * docs/decisions/100): the price in force now. Staff give a product a sale price and the window it
 * runs (`sale_price`, `sale_starts_at`, `sale_ends_at`, kept from the public answer); while it runs
 * the product shows the sale price, its own price struck through (`oldprice`) and the badge
 * derived from both (`discount`, `discoamount`), everywhere the catalogue answers and in what the
 * checkout charges; before and after it, the prices staff saved. Pure: the catalogue calls it with
 * the time of each answer.
 */

/** The prices a product answer shows, as the wire names them (AED, VAT inclusive; docs/api.md). */
export interface ShownPrices {
  price: number;
  oldprice: number | null;
  discount: boolean | null;
  discoamount: number | null;
}

/** A product's saved prices and its sale window (instants in ms since the epoch; null: open-ended). */
export interface PricedProduct extends ShownPrices {
  salePrice: number | null;
  saleStartsAt: number | null;
  saleEndsAt: number | null;
}

/** Whether the product's sale window runs at `now` (ms): a sale price under the price, started, not ended. */
export function isOnSale(product: PricedProduct, now: number): boolean {
  const { salePrice, saleStartsAt, saleEndsAt, price } = product;
  if (salePrice === null || salePrice >= price) return false;
  if (saleStartsAt === null && saleEndsAt === null) return false;
  return (saleStartsAt === null || saleStartsAt <= now) && (saleEndsAt === null || now < saleEndsAt);
}

/**
 * The prices `product` shows at `now` (ms): during its sale window the sale price, the saved price
 * as `oldprice` and a badge of the whole percent saved (rounded: AED 20 → 15 is 25%); otherwise
 * the saved prices as they are.
 */
export function pricesAt(product: PricedProduct, now: number): ShownPrices {
  // The product holds its saved prices itself.
  if (!isOnSale(product, now)) return product;
  const salePrice = product.salePrice as number;
  const percent = Math.round(((product.price - salePrice) / product.price) * 100);
  return { price: salePrice, oldprice: product.price, discount: true, discoamount: percent };
}

/**
 * The next instant after `now` (ms) when a price of `products` changes (a sale window opens or
 * closes), or `Infinity`: nothing the catalogue derives from the time is used past it.
 */
export function nextPriceChange(products: Iterable<PricedProduct>, now: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const product of products) {
    if (product.salePrice === null) continue;
    for (const at of [product.saleStartsAt, product.saleEndsAt]) {
      if (at !== null && at > now && at < next) next = at;
    }
  }
  return next;
}
