import { expect, test } from '@playwright/test';

/*
 * The first screen starts from the HTML (docs/performance.md, "Storefront"): public/first-screen.js
 * reads the product while the app's script loads and preloads the picture the page shows largest.
 */
test('the product page reads its product once and shows the picture the early preload loaded', async ({ page }) => {
  const productReads: string[] = [];
  const imageLoads: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/products?') && url.includes('filters%5Bid%5D%5B%24eq%5D=1&')) productReads.push(url);
    if (request.resourceType() === 'image') imageLoads.push(url);
  });
  await page.goto('/product/1');
  const picture = page.locator('img.gallery__main');
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);

  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('imagesrcset', (await picture.getAttribute('srcset')) ?? '');
  await expect(preload).toHaveAttribute('imagesizes', (await picture.getAttribute('sizes')) ?? '');
  expect(productReads).toHaveLength(1);
  const shown = await picture.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(imageLoads.filter((url) => url === shown)).toHaveLength(1);
});
