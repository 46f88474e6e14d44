import { describe, expect, it } from 'vitest';
import { shopPreviewUrl } from './shop-preview';

describe("the admin's preview on the shop", () => {
  const shop = 'https://shop.example';

  it("opens a product's page in the locale edited, by the English entry's id", () => {
    expect(shopPreviewUrl(shop, { uid: 'api::product.product', productId: 12, locale: 'en' })).toBe(
      'https://shop.example/product/12',
    );
    expect(shopPreviewUrl(shop, { uid: 'api::product.product', productId: 12, locale: 'ar' })).toBe(
      'https://shop.example/ar/product/12',
    );
  });

  it('opens the information pages at the paths the shop routes them, and offers nothing for other pages or types', () => {
    expect(shopPreviewUrl(shop, { uid: 'api::page.page', slug: 'terms-and-conditions', locale: 'ar' })).toBe(
      'https://shop.example/ar/terms-&-conditions',
    );
    expect(shopPreviewUrl(shop, { uid: 'api::page.page', slug: 'about' })).toBe('https://shop.example/about');
    expect(shopPreviewUrl(shop, { uid: 'api::page.page', slug: 'draft-landing' })).toBeNull();
    expect(shopPreviewUrl(shop, { uid: 'api::banner.banner', productId: 1 })).toBeNull();
  });
});
