import { expect, test } from '@playwright/test';

/** docs/product.md 2, layout on all pages: navigation, chat help, footer, the new-line toast, scroll to top. */
test.describe('the layout of every page', () => {
  for (const path of ['/', '/offers', '/about']) {
    test(`${path} has the navigation, chat help and footer`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Shop', 'Offers', 'Arabian Delights', 'Chocodate', 'Wishes', 'XL', 'Raja', 'Zein', 'Dara'])
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();

      const chat = page.getByRole('link', { name: 'Chat with us' });
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\//);

      const footer = page.getByRole('contentinfo');
      for (const name of ['Contact us', 'About us', 'Terms & Conditions', 'Privacy Policy', 'Luxury Chocolate'])
        await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
      for (const name of ['Instagram', 'Facebook']) await expect(footer.getByRole('link', { name })).toBeVisible();
      for (const name of ['Visa', 'Mastercard']) await expect(footer.getByRole('img', { name })).toBeVisible();
      await expect(footer.getByText(/© \d{4} Outlet Shop/)).toBeVisible();
    });
  }

  test('the brand links lead to the brand listings', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chocodate' }).click();
    await expect(page).toHaveURL(/\/products\/3$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/products\/1$/);
  });

  test('adding a new product shows the toast bottom-left and counts the line in the cart icon', async ({ page }) => {
    await page.goto('/product/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Smooth Peanut Butter' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const toast = page.getByText('New product added to the cart!');
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x < viewport.width / 2 && box.y > viewport.height / 2).toBe(true);
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('the new-line toast goes away after 2 to 3 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/product/5');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const toast = page.getByText('New product added to the cart!');
    await expect(toast).toBeVisible();
    await page.clock.runFor(1900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1600);
    await expect(toast).toHaveCount(0);
  });

  test('the first Tab reaches Skip to content, which moves focus to the page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('a route change scrolls the page to the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Trending Products' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'About us' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await footer.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
