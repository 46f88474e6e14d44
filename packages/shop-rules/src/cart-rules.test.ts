import { describe, expect, it } from 'vitest';
import {
  type CartRuleProduct,
  checkCartLine,
  checkOrderSize,
  flashSaleLimitMessage,
  lineQuantityLimit,
  MAX_ORDER_LINES,
  MAX_ORDER_PIECES,
  maxOrderQuantityMessage,
  quantityCap,
} from './cart-rules.ts';

const product = (overrides: Partial<CartRuleProduct> = {}): CartRuleProduct => ({
  isOutOfStock: false,
  maxOrderQuantity: null,
  isFlashSale: false,
  flashSaleLimit: null,
  ...overrides,
});

describe('cart rules (docs/product.md 5)', () => {
  it('refuses an out-of-stock product with "Temporary out of stock", before any other rule', () => {
    expect(checkCartLine(product({ isOutOfStock: true, maxOrderQuantity: 1 }), 5, 0)).toEqual({
      ok: false,
      reason: 'out_of_stock',
      message: 'Temporary out of stock',
    });
  });

  it('caps a max_order_qut 2 line at 2 with "Only 2 pcs allowed"', () => {
    expect(checkCartLine(product({ maxOrderQuantity: 2 }), 2, 0)).toEqual({ ok: true });
    expect(checkCartLine(product({ maxOrderQuantity: 2 }), 3, 0)).toEqual({
      ok: false,
      reason: 'max_order_quantity',
      message: 'Only 2 pcs allowed',
      limit: 2,
    });
  });

  it('caps a staff-set max_order_qut 3 line at 3 with "Only 3 pcs allowed" (the cart used to ignore it)', () => {
    expect(quantityCap(3)).toBe(3);
    expect(checkCartLine(product({ maxOrderQuantity: 3 }), 3, 0)).toEqual({ ok: true });
    expect(checkCartLine(product({ maxOrderQuantity: 3 }), 4, 0)).toMatchObject({
      reason: 'max_order_quantity',
      message: 'Only 3 pcs allowed',
    });
  });

  it('treats a missing, zero or negative max_order_qut as no staff cap, but never more than 99 pieces a line', () => {
    for (const value of [null, undefined, 0, -1]) expect(quantityCap(value)).toBe(99);
    expect(checkCartLine(product({ maxOrderQuantity: 0 }), 99, 0)).toEqual({ ok: true });
    expect(checkCartLine(product({ maxOrderQuantity: 0 }), 100, 0)).toEqual({
      ok: false,
      reason: 'max_order_quantity',
      message: 'Only 99 pcs allowed',
      limit: 99,
    });
    expect(quantityCap(500)).toBe(99);
  });

  it('says "Temporary out of stock" when nothing is available, even if staff did not tick outofstock', () => {
    expect(checkCartLine(product({ available: 0 }), 1, 0)).toMatchObject({
      reason: 'out_of_stock',
      message: 'Temporary out of stock',
    });
  });

  it('caps a line at the pieces available with "Only 3 pcs available", before the staff cap', () => {
    expect(checkCartLine(product({ available: 3 }), 3, 0)).toEqual({ ok: true });
    expect(checkCartLine(product({ available: 3, maxOrderQuantity: 2 }), 4, 0)).toEqual({
      ok: false,
      reason: 'insufficient_stock',
      message: 'Only 3 pcs available',
      limit: 3,
    });
    expect(lineQuantityLimit({ available: 3, maxOrderQuantity: 2 })).toBe(2);
    expect(lineQuantityLimit({ available: 3, maxOrderQuantity: null })).toBe(3);
    expect(lineQuantityLimit({ available: null, maxOrderQuantity: null })).toBe(99);
  });

  it('refuses flash-sale pieces beyond the limit with the docs/product.md text', () => {
    const flash = product({ isFlashSale: true, flashSaleLimit: 3 });
    expect(checkCartLine(flash, 1, 3)).toEqual({ ok: true });
    expect(checkCartLine(flash, 1, 4)).toEqual({
      ok: false,
      reason: 'flash_sale_limit',
      message: 'You can only add up to 3 flash sale items to the cart',
      limit: 3,
    });
  });

  it('ignores the flash-sale count for a product that is not on flash sale or has no limit', () => {
    expect(checkCartLine(product({ flashSaleLimit: 3 }), 1, 10)).toEqual({ ok: true });
    expect(checkCartLine(product({ isFlashSale: true }), 1, 10)).toEqual({ ok: true });
  });

  it('checks the cap before the flash-sale limit', () => {
    const both = product({ maxOrderQuantity: 2, isFlashSale: true, flashSaleLimit: 3 });
    expect(checkCartLine(both, 3, 5)).toMatchObject({ reason: 'max_order_quantity' });
  });

  it('words its messages as docs/product.md 5 and 8 do', () => {
    expect(maxOrderQuantityMessage(2)).toBe('Only 2 pcs allowed');
    expect(flashSaleLimitMessage(3)).toBe('You can only add up to 3 flash sale items to the cart');
  });
});

describe('order size (docs/decisions/058)', () => {
  const lines = (count: number, quantity: number) => Array.from({ length: count }, () => ({ quantity }));

  it('takes an order of up to 30 products and 100 pieces', () => {
    expect(checkOrderSize(lines(30, 3))).toEqual({ ok: true });
    expect(checkOrderSize(lines(2, 50))).toEqual({ ok: true });
  });

  it('refuses 101 pieces with "An order can have at most 100 pieces"', () => {
    expect(checkOrderSize([{ quantity: 99 }, { quantity: 2 }])).toEqual({
      ok: false,
      reason: 'order_too_many_pieces',
      message: 'An order can have at most 100 pieces',
      limit: MAX_ORDER_PIECES,
    });
  });

  it('refuses 31 products with "An order can have at most 30 different products"', () => {
    expect(checkOrderSize(lines(31, 1))).toMatchObject({
      ok: false,
      reason: 'order_too_many_lines',
      message: 'An order can have at most 30 different products',
      limit: MAX_ORDER_LINES,
    });
  });
});
