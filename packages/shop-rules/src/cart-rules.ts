/**
 * The cart rules of docs/product.md 5 (add to cart) with their shopper messages (docs/product.md 8), used by
 * the SPA's cart store and by checkout pricing so the two never disagree.
 */

import type { Product } from './contracts/product.ts';

/** Why a cart line is refused. */
export type CartRefusal = 'out_of_stock' | 'insufficient_stock' | 'max_order_quantity' | 'flash_sale_limit';

/** The most pieces any one cart line may hold (docs/product.md 5): bounds every total. */
export const MAX_LINE_QUANTITY = 99;

/**
 * What the cart rules read of a product (docs/product.md 5), in the clean names of `Product`
 * (contracts/product.ts, which maps them from the CMS's `outofstock`, `available`, `max_order_qut`,
 * `flash_sale`, `flash_sale_product_pcs`). `available` absent or null: not known (the server's hold
 * decides); `maxOrderQuantity` null or 0: no cap; `flashSaleLimit` null: no limit.
 */
export type CartRuleProduct = Pick<Product, 'isOutOfStock' | 'maxOrderQuantity' | 'isFlashSale' | 'flashSaleLimit'> &
  Partial<Pick<Product, 'available'>>;

/** A line the rules accept, or the refusal with its shopper message (and the limit it hit). */
export type CartRuleResult = { ok: true } | { ok: false; reason: CartRefusal; message: string; limit?: number };

/** docs/product.md 5, 8: the out-of-stock message. */
export const OUT_OF_STOCK_MESSAGE = 'Temporary out of stock';

/** docs/product.md 5: the cap message, 'Only 2 pcs allowed' for a cap of 2. */
export function maxOrderQuantityMessage(cap: number): string {
  return `Only ${cap} pcs allowed`;
}

/** The stock cap message, 'Only 3 pcs available' when 3 are left (docs/decisions/046). */
export function insufficientStockMessage(available: number): string {
  return `Only ${available} pcs available`;
}

/** docs/product.md 5, 8: the flash-sale message, 'You can only add up to 3 flash sale items to the cart' for 3. */
export function flashSaleLimitMessage(limit: number): string {
  return `You can only add up to ${limit} flash sale items to the cart`;
}

/**
 * The most pieces one line may hold (docs/product.md 5): `max_order_qut` when it is a positive number,
 * never more than {@link MAX_LINE_QUANTITY}.
 */
export function quantityCap(maxOrderQuantity: number | null | undefined): number {
  return typeof maxOrderQuantity === 'number' && maxOrderQuantity > 0
    ? Math.min(maxOrderQuantity, MAX_LINE_QUANTITY)
    : MAX_LINE_QUANTITY;
}

/** The pieces a line may hold now: {@link quantityCap}, and no more than `available` when it is known. */
export function lineQuantityLimit(product: Pick<CartRuleProduct, 'available' | 'maxOrderQuantity'>): number {
  const cap = quantityCap(product.maxOrderQuantity);
  return typeof product.available === 'number' ? Math.max(0, Math.min(cap, product.available)) : cap;
}

/**
 * Applies docs/product.md 5 to one cart line, in this order: out of stock (flagged, or nothing
 * available), then the pieces available, then the `max_order_qut` cap (at most 99) on `lineQuantity`
 * (the line's whole quantity, pieces), then the flash-sale limit on
 * `flashSalePieces` (every flash-sale piece in the cart, this line included). Never throws:
 * a refusal is a value carrying the docs/product.md text.
 */
export function checkCartLine(product: CartRuleProduct, lineQuantity: number, flashSalePieces: number): CartRuleResult {
  const { available } = product;
  if (product.isOutOfStock || available === 0) {
    return { ok: false, reason: 'out_of_stock', message: OUT_OF_STOCK_MESSAGE };
  }
  if (typeof available === 'number' && lineQuantity > available) {
    return { ok: false, reason: 'insufficient_stock', message: insufficientStockMessage(available), limit: available };
  }
  const cap = quantityCap(product.maxOrderQuantity);
  if (lineQuantity > cap) {
    return { ok: false, reason: 'max_order_quantity', message: maxOrderQuantityMessage(cap), limit: cap };
  }
  const limit = product.flashSaleLimit;
  if (product.isFlashSale && limit !== null && flashSalePieces > limit) {
    return { ok: false, reason: 'flash_sale_limit', message: flashSaleLimitMessage(limit), limit };
  }
  return { ok: true };
}

/**
 * The most pieces one order may hold (docs/decisions/058): a household order stays far below it,
 * and one unpaid order cannot hold a shop's whole stock.
 */
export const MAX_ORDER_PIECES = 100;

/** The most different products one order may hold (docs/decisions/058); Stripe takes at most 100 line items. */
export const MAX_ORDER_LINES = 30;

/** Why a whole order is refused for its size. */
export type OrderSizeRefusal = 'order_too_many_pieces' | 'order_too_many_lines';

/** 'An order can have at most 100 pieces' for a limit of 100. */
export function orderTooManyPiecesMessage(limit: number): string {
  return `An order can have at most ${limit} pieces`;
}

/** 'An order can have at most 30 different products' for a limit of 30. */
export function orderTooManyLinesMessage(limit: number): string {
  return `An order can have at most ${limit} different products`;
}

/** An order the size rules accept, or the refusal with its shopper message and the limit it hit. */
export type OrderSizeResult = { ok: true } | { ok: false; reason: OrderSizeRefusal; message: string; limit: number };

/**
 * The size rules of a whole order (docs/decisions/058): at most {@link MAX_ORDER_PIECES} pieces
 * in all, then at most {@link MAX_ORDER_LINES} products. `lines` are the cart's lines, one per product
 * (quantities in whole pieces). Never throws: a refusal is a value carrying its text.
 */
export function checkOrderSize(lines: readonly { quantity: number }[]): OrderSizeResult {
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (pieces > MAX_ORDER_PIECES) {
    return {
      ok: false,
      reason: 'order_too_many_pieces',
      message: orderTooManyPiecesMessage(MAX_ORDER_PIECES),
      limit: MAX_ORDER_PIECES,
    };
  }
  if (lines.length > MAX_ORDER_LINES) {
    return {
      ok: false,
      reason: 'order_too_many_lines',
      message: orderTooManyLinesMessage(MAX_ORDER_LINES),
      limit: MAX_ORDER_LINES,
    };
  }
  return { ok: true };
}
