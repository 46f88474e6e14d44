import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  flashSaleLimitMessage,
  insufficientStockMessage,
  maxOrderQuantityMessage,
  OUT_OF_STOCK_MESSAGE,
} from '@outlet-shop/shop-rules';
import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../compile-catalogues.ts';
import { localeOfPath, localeReady, pathIn, renderInLocale, translate, useTranslation } from './i18n';

const namespaces = ['common', 'checkout', 'contact', 'marketing', 'errors', 'busy'] as const;
/** A text file as written (ICU MessageFormat texts), not as the app loads it compiled. */
const resource = (language: string, namespace: string): unknown =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../locales/${language}/${namespace}.json`), 'utf8'));

/** Every key of a text file (a list's items included: `nutButter.points.0`). */
const keysOf = (texts: unknown) => Object.keys(compileCatalogue(texts));

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(valuesOf);
  return [];
}

describe('the shop in two languages (docs/decisions/048)', () => {
  beforeAll(() => localeReady);

  it('reads the language from the path: /ar and /ar/… are Arabic', () => {
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/products/2')).toBe('ar');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/arabian')).toBe('en');
    expect(localeOfPath('/products/2')).toBe('en');
  });

  it('puts a page under /ar in Arabic and keeps it in English', () => {
    expect(pathIn('ar', '/')).toBe('/ar');
    expect(pathIn('ar', '/product/3')).toBe('/ar/product/3');
    expect(pathIn('en', '/check_out')).toBe('/check_out');
  });

  it.each(namespaces)('has every %s text in Arabic, none blank, none left in English', (namespace) => {
    const english = resource('en', namespace);
    const arabic = resource('ar', namespace);
    expect(new Set(keysOf(arabic))).toEqual(new Set(keysOf(english)));
    expect(valuesOf(arabic).filter((text) => text.trim() === '')).toEqual([]);
    const untranslated = valuesOf(arabic)
      .map((text) => text.replace(/\{\w+\}/g, ''))
      .filter((text) => /^[\x20-\x7e]+$/.test(text) && /[a-z]{3}/i.test(text));
    // Names that stay Latin on purpose: the language switch's own name and the payment brands.
    expect(untranslated.filter((text) => !['English', 'Read this page in English'].includes(text))).toEqual([]);
  });

  it('words the cart rules in English exactly as the shared rules do (docs/product.md 5, 8)', () => {
    expect(translate('common', 'cart.refusal.out_of_stock')).toBe(OUT_OF_STOCK_MESSAGE);
    expect(translate('common', 'cart.refusal.max_order_quantity', { count: 2 })).toBe(maxOrderQuantityMessage(2));
    expect(translate('common', 'cart.refusal.insufficient_stock', { count: 3 })).toBe(insufficientStockMessage(3));
    expect(translate('common', 'cart.refusal.flash_sale_limit', { count: 3 })).toBe(flashSaleLimitMessage(3));
    expect(translate('common', 'cart.button', { count: 1 })).toBe('Cart, 1 item');
    expect(translate('common', 'cart.button', { count: 4 })).toBe('Cart, 4 items');
  });

  it("counts the listing's products in the number's own form: 1 product, 5 products", () => {
    expect(translate('common', 'listing.showing', { shown: 1, total: 1 })).toBe('Showing 1 of 1 product');
    expect(translate('common', 'listing.showing', { shown: 5, total: 5 })).toBe('Showing 5 of 5 products');
    expect(translate('common', 'cart.resetQuestion', { count: 1 })).toBe('Remove the product from your cart?');
    expect(translate('common', 'cart.resetQuestion', { count: 3 })).toBe('Remove all 3 products from your cart?');
  });

  it('gives a component the same t on every render, so an effect depending on it runs once', () => {
    const { result, rerender } = renderHook(() => useTranslation('common'));
    const first = result.current.t;
    rerender();
    expect(result.current.t).toBe(first);
    expect(first('cart.button', { count: 2 })).toBe('Cart, 2 items');
  });

  describe('in Arabic', () => {
    afterAll(() => renderInLocale('en'));

    it('uses the Arabic plural forms: two pieces and three pieces are worded apart', async () => {
      await renderInLocale('ar');
      expect(translate('common', 'cart.refusal.max_order_quantity', { count: 2 })).toBe('مسموح بقطعتين فقط');
      expect(translate('common', 'cart.refusal.max_order_quantity', { count: 3 })).toBe('مسموح بـ 3 قطع فقط');
      expect(translate('common', 'cart.button', { count: 1 })).toBe('السلة، 1 منتج');
    });

    it("counts the listing's products in Arabic's six plural forms", async () => {
      await renderInLocale('ar');
      const showing = (shown: number, total: number) => translate('common', 'listing.showing', { shown, total });
      expect(showing(1, 1)).toBe('عرض 1 من أصل 1 منتج');
      expect(showing(2, 2)).toBe('عرض 2 من أصل منتجين');
      expect(showing(5, 5)).toBe('عرض 5 من أصل 5 منتجات');
      expect(showing(11, 11)).toBe('عرض 11 من أصل 11 منتجاً');
      expect(showing(24, 100)).toBe('عرض 24 من أصل 100 منتج');
      expect(translate('common', 'cart.button', { count: 2 })).toBe('السلة، منتجان');
      expect(translate('common', 'cart.resetQuestion', { count: 4 })).toBe('هل تريد إزالة المنتجات الـ 4 من السلة؟');
    });

    it("loads a route's texts with it, lists included", async () => {
      await renderInLocale('ar', ['marketing']);
      expect(translate('marketing', 'nutButter.points.0')).toMatch(/[\u0600-\u06ff]/);
      expect(translate('common', 'errors.no_such_code', { defaultValue: 'fallback' })).toBe('fallback');
    });
  });
});

describe('the text files compiled for the app (web/compile-catalogues.ts)', () => {
  it('keys each text by its dotted path and each item of a list by its index', () => {
    expect(Object.keys(compileCatalogue({ cart: { button: 'Cart' }, points: ['a', 'b'] }))).toEqual([
      'cart.button',
      'points.0',
      'points.1',
    ]);
  });

  it('fails the build naming the text that is not valid MessageFormat', () => {
    expect(() => compileCatalogue({ cart: { button: '{count, plural, one {Cart}' } })).toThrow(/"cart.button"/);
  });
});
