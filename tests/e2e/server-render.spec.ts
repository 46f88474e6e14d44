import { expect, type Page, test } from '@playwright/test';

/** Holds the app's script back until the returned function is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/*
 * docs/decisions/051: the first screens (home, a listing, a product; English and Arabic) come
 * rendered in the HTML, and the app, loaded once the page is painted, takes them over.
 */
test.describe('the first screens rendered on the server', () => {
  test('are readable with their pictures before any script has run', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crunchy Peanut Butter');
    const details = page.locator('.product-details');
    await expect(details.locator('.price__now')).toHaveText(/^AED \d+\.\d{2}$/);
    await expect(details.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    // The top-selling strip below it comes drawn too, its products linked.
    const strip = page.getByRole('region', { name: 'Top Selling Products' });
    await expect(strip.getByRole('link').first()).toHaveAttribute('href', /\/product\/\d+$/);
    const picture = page.locator('img.gallery__main');
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect(page).toHaveTitle('Crunchy Peanut Butter | Outlet Shop');

    await page.goto('/');
    await expect(page.locator('img.hero-slideshow__image').first()).toBeVisible();
    // The layout is drawn with the shop setting: its WhatsApp number (seeded from SHOP_WHATSAPP), its social links.
    await expect(page.locator('a.chat-help')).toHaveAttribute('href', 'https://wa.me/971500000000');
    await expect(page.locator('.social-links a').first()).toHaveAttribute('href', /^https:\/\//);

    await page.goto('/products/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop all');
    expect(await page.locator('img.product-card__image').count()).toBeGreaterThan(3);

    await page.goto('/ar/product/1');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('زبدة الفول السوداني المقرمشة');
    await context.close();
  });

  test('leave the other pages to the browser, which draws them from the shell without a warning', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto('/order-status');
    expect(await response?.text(), 'the shell: nothing drawn on the server').toContain('<div id="root"></div>');
    await expect(page.getByLabel('Order reference')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('render the other public pages too, which the app takes over without a warning (docs/decisions/081)', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const [path, ready] of [
      ['/contact', () => page.getByLabel(/Department/)],
      ['/about', () => page.getByRole('heading', { level: 1 })],
      ['/coconut-sugar', () => page.getByRole('link', { name: /Coconut/ }).first()],
      ['/ar/offers', () => page.getByRole('heading', { level: 1 })],
    ] as const) {
      const response = await page.goto(path);
      expect(await response?.text(), `${path}: drawn on the server`).toContain('data-rendered');
      await expect(ready()).toBeVisible();
      await expect(page.locator('html'), `${path}: taken over by the app`).toHaveAttribute('data-hydrated', '');
    }
    expect(problems).toEqual([]);
  });

  test('are taken over by the app without a second read of their data or a redraw', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const productReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/products?') && request.url().includes('filters%5Bid%5D%5B%24eq%5D=1&')) {
        productReads.push(request.url());
      }
    });
    // The app's script is held back, so the page is looked at before the app has it.
    const releaseApp = await holdAppScript(page);
    await page.goto('/product/1', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crunchy Peanut Butter');
    await page.evaluate(() => {
      (window as unknown as { renderedHeading: Element | null }).renderedHeading = document.querySelector('h1');
    });
    releaseApp();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { renderedHeading: Element | null }).renderedHeading === document.querySelector('h1'),
      ),
      'the heading the server drew is the one the app shows',
    ).toBe(true);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.locator('.quantity__value')).toHaveText('2');
    expect(productReads).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('keep a tap on Add to cart made before the app has loaded, and add the product once it has', async ({
    page,
  }) => {
    const releaseApp = await holdAppScript(page);
    await page.goto('/product/1', { waitUntil: 'domcontentloaded' });
    // public/first-screen.js, which keeps the taps, has run (it arrives with the HTML, async).
    await page.waitForFunction(() => Array.isArray((window as { __outletEarlyTaps?: unknown }).__outletEarlyTaps));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '');
    releaseApp();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByText('New product added to the cart!')).toBeVisible();
  });
});
