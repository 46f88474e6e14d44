import { AppError } from '@outlet-shop/service-kit';
import {
  checkCartLine,
  checkOrderSize,
  itemsTotalFils,
  MAX_ORDER_TOTAL_FILS,
  type OrderTotals,
  type orderPayloadLineSchema,
  PRIZE_50_OFF,
  type Prize,
  priceOrder,
  prizeDiscountFils,
} from '@outlet-shop/shop-rules';
import type { z } from 'zod';
import type { Catalog, Product } from '../clients/catalog.ts';
import type { Prizes } from '../clients/prizes.ts';
import type { OrderLine } from '../db/rows.ts';

/** A cart line as the browser sends it (the order payload's contract): only the product id and quantity are read. */
export type CartLine = z.output<typeof orderPayloadLineSchema>;

/** The prize discount an order's answers show as one that may apply (docs/decisions/054). */
export interface PrizeEstimate {
  couponCode: string;
  prizeWinItem: string;
}

/**
 * The server's price of a cart: lines at CMS prices, totals, and the coupon if it applied (the
 * truth), and `estimate`: the prize discount the answers show because the e-mail fits the winner's
 * masked address, the winner's e-mail and any other that fits alike (null when none may apply).
 */
export interface PricedCart {
  lines: OrderLine[];
  totals: OrderTotals;
  couponCode: string | null;
  prizeWinItem: string | null;
  estimate: PrizeEstimate | null;
}

/** Whole quantities ≥ 1 per product id; repeated ids are merged. Throws `invalid_quantity` (400). */
function mergeQuantities(cart: readonly CartLine[]): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of cart) {
    const { quantity } = line;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
      throw new AppError('invalid_quantity', 400, 'Quantity must be a whole number of at least 1', {
        productId: line.id,
      });
    }
    quantities.set(line.id, (quantities.get(line.id) ?? 0) + quantity);
  }
  return quantities;
}

/**
 * An order line of `quantity` pieces at the product's price (fils), with its title and weight in
 * English and, when the CMS has them, in Arabic (docs/decisions/078): the server's, never the browser's.
 */
function lineOf(product: Product, quantity: number): OrderLine {
  const { id, title, weight, priceFils, titleAr, weightAr } = product;
  return {
    id,
    title,
    weight,
    ...(titleAr ? { title_ar: titleAr } : {}),
    ...(weightAr ? { weight_ar: weightAr } : {}),
    quantity,
    priceFils,
    lineTotalFils: priceFils * quantity,
  };
}

/** HTTP status of each cart-rule refusal (docs/api.md `create_order_ref`). */
const REFUSAL_STATUS = {
  out_of_stock: 409,
  insufficient_stock: 409,
  max_order_quantity: 422,
  flash_sale_limit: 422,
} as const;

/** Applies the shared cart rules (docs/product.md 5, `checkCartLine`) to one product; throws the refusal as AppError. */
function checkCartRules(product: Product, quantity: number, flashSalePieces: number): void {
  const verdict = checkCartLine(product, quantity, flashSalePieces);
  if (verdict.ok) return;
  const details =
    verdict.limit === undefined ? { productId: product.id } : { productId: product.id, limit: verdict.limit };
  throw new AppError(verdict.reason, REFUSAL_STATUS[verdict.reason], verdict.message, details);
}

/**
 * Prices a cart from the CMS (docs/architecture.md 3, 4.1; docs/product.md 5, 9): re-reads every product,
 * enforces out of stock (409 `out_of_stock`), the pieces available (409 `insufficient_stock`, 'Only 3
 * pcs available'), any positive `max_order_qut` and at most 99 a line (422 `max_order_quantity`),
 * flash-sale limits (422 `flash_sale_limit`), quantities (400 `invalid_quantity`),
 * unknown ids (422 `unknown_product`) and the order's size (`checkOrderSize`: 422
 * `order_too_many_lines` / `order_too_many_pieces`, `details.limit`; docs/decisions/058); verifies the coupon (422 `coupon_invalid`) and
 * applies the 50% prize only when the prize service says it was won with `checkoutEmail`; when
 * that e-mail fits the winner's masked address (the winner's does) the discount is the order's
 * `estimate`, so no refusal or answer tells the winner's e-mail from another that fits the mask;
 * a total before the prize discount above 999,999.99 AED → 422 `order_total_too_large`. Amounts in fils. The hold when the
 * payment popup opens is what guarantees the pieces (docs/decisions/046) and the code
 * (docs/decisions/054); this check only refuses early what cannot be sold.
 */
export async function priceCart(
  deps: { catalog: Catalog; prizes: Prizes },
  cart: readonly CartLine[],
  checkoutEmail: string,
  couponCode: string | null,
): Promise<PricedCart> {
  const quantities = mergeQuantities(cart);
  const products = await deps.catalog.findProducts([...quantities.keys()]);
  const byId = new Map(products.map((product) => [product.id, product]));
  const missing = [...quantities.keys()].filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new AppError('unknown_product', 422, 'A product in the cart is no longer available', { productIds: missing });
  }
  const flashSalePieces = [...quantities].reduce((sum, [id, qty]) => sum + (byId.get(id)?.isFlashSale ? qty : 0), 0);
  const lines = [...quantities].map(([id, quantity]): OrderLine => {
    const product = byId.get(id) as Product;
    checkCartRules(product, quantity, flashSalePieces);
    return lineOf(product, quantity);
  });
  const size = checkOrderSize(lines);
  if (!size.ok) throw new AppError(size.reason, 422, size.message, { limit: size.limit });
  // The prize service compares the e-mail with its winner's: the public code check shows it masked.
  const prize = couponCode ? await deps.prizes.check(couponCode, checkoutEmail) : null;
  if (couponCode && !prize) throw new AppError('coupon_invalid', 422, 'Code not valid or Already Used');
  const isDiscounted = prizeDiscountFils(itemsTotalFils(lines), prize) > 0;
  const mayBeDiscounted = prize
    ? prizeDiscountFils(itemsTotalFils(lines), estimatedPrize(prize.winItemName)) > 0
    : false;
  const totals = priceOrder(lines, prize);
  // Judged before the discount, so the refusal is the same for the winner's e-mail and one that only fits its mask.
  const undiscountedFils = priceOrder(lines, null).totalFils;
  if (!Number.isSafeInteger(undiscountedFils) || undiscountedFils > MAX_ORDER_TOTAL_FILS) {
    throw new AppError('order_total_too_large', 422, 'The order total is too large for one payment');
  }
  return {
    lines,
    totals,
    couponCode: isDiscounted && prize ? prize.code : null,
    prizeWinItem: isDiscounted && prize ? prize.winItemName : null,
    estimate:
      mayBeDiscounted && prize?.fitsWinnersMask ? { couponCode: prize.code, prizeWinItem: prize.winItemName } : null,
  };
}

/** A prize as the estimate prices it: as though it were won with the checkout e-mail. */
function estimatedPrize(winItemName: string): Prize {
  return { winItemName, isForCheckoutEmail: true };
}

/** A stored order's lines and totals priced again. */
export interface RepricedOrder {
  lines: OrderLine[];
  totals: OrderTotals;
}

/**
 * The stored order priced from the catalogue as it is now (docs/decisions/058): each line at the
 * product's current price, title and weight, its quantity as ordered, and the prize discount the
 * order got (a 50% prize, already checked for the order's e-mail). Stock and quantity rules are
 * not checked again: the hold decides that. Amounts in fils. Throws 422 `unknown_product` for a
 * product gone from the catalogue, 503 `catalog_unavailable`.
 */
export async function repriceOrder(
  catalog: Catalog,
  order: { lines: readonly OrderLine[]; discountFils: number },
): Promise<RepricedOrder> {
  const products = new Map(
    (await catalog.findProducts(order.lines.map((line) => line.id))).map((product) => [product.id, product]),
  );
  const missing = order.lines.filter((line) => !products.has(line.id)).map((line) => line.id);
  if (missing.length > 0) {
    throw new AppError('unknown_product', 422, 'A product in the cart is no longer available', { productIds: missing });
  }
  const lines = order.lines.map((line) => lineOf(products.get(line.id) as Product, line.quantity));
  const prize = order.discountFils > 0 ? { winItemName: PRIZE_50_OFF, isForCheckoutEmail: true } : null;
  return { lines, totals: priceOrder(lines, prize) };
}
