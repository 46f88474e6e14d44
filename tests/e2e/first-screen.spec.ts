import { expect, test } from '@playwright/test';

/*
 * The first screen starts from the HTML (docs/performance.md, "Storefront"): where the page comes as
 * the shell (the containers' nginx edge serves index.html for every page; web-origin renders the
 * first screens, docs/decisions/051), public/first-screen.js reads the product while the app's
 * script loads and preloads the picture the page shows largest.
 */
test('the product page reads its product once and shows the picture the early preload loaded', async ({ page }) => {
  // The page as the nginx edge serves it: the built index.html, not rendered.
  await page.route('**/product/1', async (route) =>
    route.fulfill({ response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }) }),
  );
  const productReads: string[] = [];
  const imageLoads: string[] = [];
  const scriptLoads: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/products?') && url.includes('filters%5Bid%5D%5B%24eq%5D=1&')) productReads.push(url);
    if (request.resourceType() === 'image') imageLoads.push(url);
    if (request.resourceType() === 'script') scriptLoads.push(new URL(url).pathname);
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

  // The product page's own code was started from the HTML, and loaded once.
  const named = JSON.parse(
    (await page.locator('meta[name="outlet-shop:route-modules"]').getAttribute('content')) ?? '{}',
  ) as Record<'home' | 'listing' | 'product', string[]>;
  const routeCode = named.product.filter((file) => file.endsWith('.js'));
  expect(routeCode.length).toBeGreaterThan(0);
  for (const file of routeCode) {
    await expect(page.locator(`link[rel="modulepreload"][href="${file}"]`)).toBeAttached();
    expect(
      scriptLoads.filter((loaded) => loaded === file),
      file,
    ).toHaveLength(1);
  }
});

for (const [language, path, other] of [
  ['en', '/product/1', 'ar'],
  ['ar', '/ar/product/1', 'en'],
] as const) {
  test(`a page in ${language} loads its texts (and font) once, each started from the HTML, and no ${other} texts`, async ({
    page,
  }) => {
    const loads = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      loads.set(pathname, (loads.get(pathname) ?? 0) + 1);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // The app has taken the page over, so every file it needs has been asked for.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const named = JSON.parse(
      (await page.locator('meta[name="outlet-shop:first-paint-assets"]').getAttribute('content')) ?? '{}',
    ) as { texts: Record<'en' | 'ar', string>; fonts: Record<string, string> };
    const files = [named.texts[language], ...(language === 'ar' ? [named.fonts.ar] : [])];
    for (const file of files) {
      expect(file).toMatch(/^\/assets\//);
      await expect(page.locator(`link[href="${file}"][crossorigin]`).first()).toBeAttached();
      expect(loads.get(file ?? ''), file).toBe(1);
    }
    expect(loads.get(named.texts[other]), `the ${other} texts`).toBeUndefined();
  });
}

test("an Arabic page's text is drawn in Noto Sans Arabic, which an English page never loads", async ({ page }) => {
  const fontLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontLoads.push(new URL(request.url()).pathname);
  });
  const loadedFaces = () =>
    page.evaluate(() => {
      const families: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') families.push(face.family.replaceAll('"', ''));
      });
      return families;
    });
  await page.goto('/product/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fontLoads).toEqual([]);
  expect(await loadedFaces()).toEqual([]);

  await page.goto('/ar/product/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(await loadedFaces()).toContain('Noto Sans Arabic');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"Noto Sans Arabic"/);
  expect(fontLoads).toHaveLength(1);
});
