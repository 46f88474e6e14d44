import { expect, type Page, test } from '@playwright/test';

const slideshow = (page: Page) => page.getByRole('region', { name: 'Featured' });
const currentDot = (page: Page) => slideshow(page).locator('button[aria-current="true"]');

/** docs/product.md 2 home and 9: the slideshow, the product strips, the tile grid, the outlet. */
test.describe('the home page', () => {
  test('shows a slideshow of 4 banners with previous, next, dot and pause controls', async ({ page }) => {
    await page.goto('/');
    await expect(slideshow(page).getByRole('group')).toHaveCount(4);
    await expect(slideshow(page).getByRole('button', { name: /^Show slide \d/ })).toHaveCount(4);
    await expect(currentDot(page)).toHaveAccessibleName(/^Show slide 1:/);

    await slideshow(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(currentDot(page)).toHaveAccessibleName(/^Show slide 2:/);
    await slideshow(page).getByRole('button', { name: 'Show slide 4', exact: false }).click();
    await expect(currentDot(page)).toHaveAccessibleName(/^Show slide 4:/);
    // Looping: after the last comes the first, before the first the last.
    await slideshow(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(currentDot(page)).toHaveAccessibleName(/^Show slide 1:/);
    await slideshow(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(currentDot(page)).toHaveAccessibleName(/^Show slide 4:/);

    await slideshow(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(slideshow(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('the slideshow works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await expect(slideshow(page).getByRole('group')).toHaveCount(4);
    await slideshow(page).getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Tab');
    await expect(slideshow(page).getByRole('button', { name: /^Show slide 1:/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(currentDot(page)).toHaveAccessibleName(/^Show slide 2:/);
    // Only the shown slide's link is in the tab order (the others are inert); it leads to the banner's target.
    await slideshow(page).getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '/offers');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/offers$/);
  });

  test('autoplays every 8.5 s, looping, and holds while the pointer or keyboard focus is in it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(slideshow(page).getByRole('group')).toHaveCount(4);
    // The interval starts afresh when the pointer leaves: counted from here, not from the load,
    // which takes real time on a busy machine while the installed clock runs.
    await slideshow(page).getByRole('group').first().hover({ force: true });
    await page.mouse.move(5, 5);
    await page.clock.runFor(8000);
    await expect(currentDot(page)).toHaveAccessibleName(/^Show slide 1:/);
    await page.clock.runFor(1000);
    await expect(currentDot(page)).toHaveAccessibleName(/^Show slide 2:/);

    await slideshow(page).getByRole('group').first().hover({ force: true });
    await page.clock.runFor(20_000);
    await expect(currentDot(page)).toHaveAccessibleName(/^Show slide 2:/);
    await page.mouse.move(5, 5);
    // One interval at a time, each slide change settling before the next (robust on a busy machine).
    for (const next of [3, 4, 1]) {
      await page.clock.runFor(8600);
      await expect(currentDot(page)).toHaveAccessibleName(new RegExp(`^Show slide ${next}:`));
    }

    // Keyboard focus inside holds it too, until focus leaves.
    await slideshow(page).getByRole('button', { name: 'Next slide' }).focus();
    await page.clock.runFor(20_000);
    await expect(currentDot(page)).toHaveAccessibleName(/^Show slide 1:/);
    await page.getByRole('link', { name: 'Outlet Shop', exact: true }).focus();
    await page.clock.runFor(8600);
    await expect(currentDot(page)).toHaveAccessibleName(/^Show slide 2:/);
  });

  test('shows a plain welcome with a link to the offers when the banners cannot be loaded', async ({ page }) => {
    await page.route(/\/api\/banners/, (route) => route.fulfill({ status: 503, json: { error: { message: 'down' } } }));
    // When the banners cannot be read the server does not render the page: the shell comes, and the
    // app reads them itself (docs/decisions/051).
    await page.route(/\/$/, async (route) =>
      route.fulfill({ response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }) }),
    );
    await page.goto('/');
    await expect(page.getByText('Chocolate, dates and snacks from the makers')).toBeVisible();
    await page.getByRole('link', { name: "See today's offers" }).click();
    await expect(page).toHaveURL(/\/offers$/);
  });

  test('shows the top selling, tile and trending sections with product links', async ({ page }) => {
    await page.goto('/');
    const topSelling = page.getByRole('region', { name: 'Top Selling Products' });
    await expect(topSelling.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trending Products' }).getByRole('link').first()).toBeVisible();
    const tiles = page.getByRole('region', { name: 'Shop our favourites' });
    await expect(tiles.getByRole('link')).toHaveCount(4);
    await tiles.getByRole('link', { name: 'Organic Coconut Sugar' }).click();
    await expect(page).toHaveURL(/\/product\/12$/);
  });

  test('shows the factory outlet address and directions without any outside request', async ({ page, baseURL }) => {
    const outside: string[] = [];
    await page.route(
      (url) => !url.href.startsWith(String(baseURL)),
      (route) => {
        outside.push(route.request().url());
        return route.abort();
      },
    );
    await page.goto('/');
    const outlet = page.getByRole('region', { name: 'Visit our factory outlet' });
    await expect(outlet.getByText('Dubai Industrial City')).toBeVisible();
    await expect(outlet.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir/,
    );
    await expect(outlet.locator('iframe')).toHaveCount(0);
    expect(outside).toEqual([]);
    await outlet.getByRole('button', { name: 'Show map' }).click();
    await expect(outlet.locator('iframe[title="Map of the factory outlet"]')).toBeAttached();
    // Without network the map stays empty, and the address is still there.
    await expect(outlet.getByText('Dubai Industrial City')).toBeVisible();
  });

  test("shows 'loading' then 'Something went wrong!' when the strip's call fails in the app", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/products\?.*offers/, async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { error: { message: 'down' } } });
    });
    // The server's page carries its strips: the app calls for them when the shopper comes home from another page.
    await page.goto('/about');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('banner').getByRole('link', { name: 'Outlet Shop' }).click();
    const topSelling = page.getByRole('region', { name: 'Top Selling Products' });
    await expect(topSelling.getByText('loading', { exact: true })).toBeVisible();
    release();
    await expect(topSelling.getByText('Something went wrong!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trending Products' }).getByRole('link').first()).toBeVisible();
  });

  test('does not move under the shopper while the banners arrive after the product strips', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/banners\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const topSelling = page.getByRole('region', { name: 'Top Selling Products' });
    await expect(topSelling.getByRole('link').first()).toBeVisible();
    const stripTop = await topSelling.evaluate((element) => element.getBoundingClientRect().top);
    release();
    await expect(slideshow(page).getByRole('group').first()).toBeVisible();
    await expect(slideshow(page).getByRole('button', { name: 'Next slide' })).toBeVisible();
    // The placeholder held the slideshow's room: the strip is where it was, and nothing shifted.
    expect(await topSelling.evaluate((element) => element.getBoundingClientRect().top)).toBe(stripTop);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  });
});
