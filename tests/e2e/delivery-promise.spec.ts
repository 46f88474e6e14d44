import { expect, test } from '@playwright/test';
import { type CatalogueProduct, pickProducts } from '../support/shop.ts';

/*
 * The delivery promise (docs/decisions/077) on a phone, in English and Arabic: the product page
 * says when an order placed now arrives, beside Add to cart, and the cart says it again, from the
 * shop setting the CMS seeded. With SHOTS_DIR set, each screen is also saved there as a picture.
 */

const PHONE = { width: 390, height: 844 };

const LANGUAGES = [
  { code: 'en', path: (path: string) => path, addToCart: 'Add to cart', estimate: /^Estimated delivery: \S/ },
  { code: 'ar', path: (path: string) => `/ar${path}`, addToCart: 'أضف إلى السلة', estimate: /^التوصيل المتوقع: \S/ },
] as const;

for (const language of LANGUAGES) {
  test(`on a phone in ${language.code}: the product page and the cart say when the order arrives`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const [product] = (await pickProducts(page, 1)) as [CatalogueProduct];
    await page.goto(language.path(`/product/${product.id}`));
    await expect(page.locator('html[data-hydrated]')).toBeAttached();

    const promise = page.locator('.product-details .delivery-promise');
    await expect(promise).toHaveText(language.estimate);
    // Below the images on a phone: beside Add to cart once the shopper has scrolled to it.
    await promise.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: language.addToCart })).toBeInViewport();
    const dir = process.env.SHOTS_DIR;
    if (dir) await page.screenshot({ path: `${dir}/product-phone-${language.code}.png` });

    await page.getByRole('button', { name: language.addToCart }).click();
    await page.locator('.cart-button').click();
    const drawer = page.getByRole('dialog');
    const inCart = drawer.locator('.delivery-promise');
    await expect(inCart).toHaveText((await promise.textContent()) ?? '');
    // Once the drawer has slid in: its edge at the screen's.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && Math.round(language.code === 'ar' ? box.x : PHONE.width - box.x - box.width);
      })
      .toBe(0);
    if (dir) await page.screenshot({ path: `${dir}/cart-phone-${language.code}.png` });
  });
}
