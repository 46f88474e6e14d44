import {
  flashSaleLimitMessage,
  insufficientStockMessage,
  maxOrderQuantityMessage,
  OUT_OF_STOCK_MESSAGE,
} from '@outlet-shop/shop-rules';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { localeOfPath, pathIn, routerPath } from './i18n';

const namespaces = ['common', 'checkout', 'contact', 'marketing'] as const;
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
const resource = (language: string, namespace: string) => files[`../locales/${language}/${namespace}.json`]?.default;

/** Every key of a resource, plural forms (`_one`, `_few`, …) folded into their base key. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [prefix];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
}

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(valuesOf);
  return [];
}

describe('the shop in two languages (docs/decisions/048)', () => {
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

  it('on an English page routes English paths in the app and sends Arabic ones to a full page load', () => {
    expect(routerPath('/check_out')).toBe('/check_out');
    expect(routerPath('/ar/check_out')).toBeNull();
  });

  it.each(namespaces)('has every %s text in Arabic, none blank, none left in English', (namespace) => {
    const english = resource('en', namespace);
    const arabic = resource('ar', namespace);
    expect(new Set(keysOf(arabic))).toEqual(new Set(keysOf(english)));
    expect(valuesOf(arabic).filter((text) => text.trim() === '')).toEqual([]);
    const untranslated = valuesOf(arabic)
      .map((text) => text.replace(/\{\{\w+\}\}/g, ''))
      .filter((text) => /^[\x20-\x7e]+$/.test(text) && /[a-z]{3}/i.test(text));
    // Names that stay Latin on purpose: the language switch's own name and the payment brands.
    expect(untranslated.filter((text) => !['English', 'Read this page in English'].includes(text))).toEqual([]);
  });

  it('words the cart rules in English exactly as the shared rules do (docs/product.md 5, 8)', async () => {
    const t = i18next.createInstance();
    await t.init({ lng: 'en', resources: { en: { common: resource('en', 'common') ?? {} } }, defaultNS: 'common' });
    expect(t.t('cart.refusal.out_of_stock')).toBe(OUT_OF_STOCK_MESSAGE);
    expect(t.t('cart.refusal.max_order_quantity', { count: 2 })).toBe(maxOrderQuantityMessage(2));
    expect(t.t('cart.refusal.insufficient_stock', { count: 3 })).toBe(insufficientStockMessage(3));
    expect(t.t('cart.refusal.flash_sale_limit', { count: 3 })).toBe(flashSaleLimitMessage(3));
    expect(t.t('cart.button', { count: 1 })).toBe('Cart, 1 item');
    expect(t.t('cart.button', { count: 4 })).toBe('Cart, 4 items');
  });

  it('uses the Arabic plural forms: two pieces and three pieces are worded apart', async () => {
    const t = i18next.createInstance();
    await t.init({ lng: 'ar', resources: { ar: { common: resource('ar', 'common') ?? {} } }, defaultNS: 'common' });
    expect(t.t('cart.refusal.max_order_quantity', { count: 2 })).toBe('مسموح بقطعتين فقط');
    expect(t.t('cart.refusal.max_order_quantity', { count: 3 })).toBe('مسموح بـ 3 قطع فقط');
    expect(t.t('cart.button', { count: 1 })).toBe('السلة، 1 منتج');
  });
});
