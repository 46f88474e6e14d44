import { DELIVERY_TIERS, formatAed } from '@outlet-shop/shop-rules';
import { expect, test } from '@playwright/test';
import { queryDatabase, updateCatalogueRows } from '../support/stack.ts';

/** docs/product.md 2: about, terms and privacy from the CMS; marketing pages; the newsletter; Page Not Found. */
test.describe('the shop pages', () => {
  const pages = [
    { path: '/about', heading: 'About us', text: /factory outlet/i },
    { path: '/terms-&-conditions', heading: 'Terms & Conditions', text: /include 5% VAT/ },
    { path: '/privacy-policy', heading: 'Privacy Policy', text: /Personal Data Protection Law/ },
  ];
  for (const { path, heading, text } of pages) {
    test(`${path} shows its text from the CMS`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
    });
  }

  test('a link followed from low on a page opens the next page at its top', async ({ page }) => {
    await page.goto('/terms-&-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footerLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the terms cover delivery, returns and VAT-inclusive prices', async ({ page }) => {
    await page.goto('/terms-&-conditions');
    for (const name of ['Prices and VAT', 'Delivery', 'Returns and refunds'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    // The page quotes a tier as the storefront writes a rule's figure: whole dirhams without '.00'.
    const freeFrom = formatAed(DELIVERY_TIERS.freeFromFils).replace(/\.00$/, '');
    await expect(page.getByText(`free from ${freeFrom}`)).toBeVisible();
  });

  test('a page staff change in the CMS shows the new text', async ({ page }) => {
    const [before] = await queryDatabase<{ title: string }>('cms', "SELECT title FROM pages WHERE slug = 'about'");
    await updateCatalogueRows("UPDATE pages SET title = 'About the outlet' WHERE slug = 'about'");
    try {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: 'About the outlet' })).toBeVisible();
      await expect(page).toHaveTitle(/About the outlet/);
    } finally {
      await updateCatalogueRows("UPDATE pages SET title = $1 WHERE slug = 'about'", [before?.title ?? 'About us']);
    }
  });

  test('/coconut-sugar lists health benefits and links to product 12', async ({ page }) => {
    await page.goto('/coconut-sugar');
    await expect(page.getByRole('heading', { name: 'Health benefits' })).toBeVisible();
    await page.getByRole('link', { name: 'Shop coconut sugar' }).click();
    await expect(page).toHaveURL(/\/product\/12$/);
  });

  for (const { path, ids } of [
    { path: '/nut-butter', ids: [1, 2, 3, 4, 5] },
    { path: '/chocolate-chips', ids: [6, 7, 8, 9, 10] },
  ]) {
    test(`${path} links to products ${ids.join(', ')}`, async ({ page }) => {
      await page.goto(path);
      const range = page.getByRole('region', { name: 'Shop the range' });
      await expect(range.getByRole('link')).toHaveCount(ids.length);
      const hrefs = await range.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(ids.map((id) => `/product/${id}`));
    });
  }

  test('the newsletter box stores the address and confirms, also a second time', async ({ page }) => {
    const email = `reader-${Date.now()}@example.com`;
    for (const attempt of [1, 2]) {
      await page.goto('/coconut-sugar');
      await page.getByLabel('Your e-mail for recipes and offers').fill(attempt === 1 ? email : email.toUpperCase());
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Thank you for subscribing!' })).toContainText(email);
    }
    const rows = await queryDatabase<{ email: string; source: string }>(
      'cms',
      'SELECT email, source FROM newsletter_subscriptions WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([{ email, source: 'coconut-sugar' }]);
  });

  test('the CMS refuses a newsletter address that is not an e-mail', async ({ request }) => {
    const response = await request.post('/api/newsletter-subscriptions', { data: { data: { email: 'not-an-email' } } });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_email');
    const list = await request.get('/api/newsletter-subscriptions');
    expect(list.ok()).toBe(false);
  });

  for (const path of ['/mail', '/no/such/page']) {
    test(`${path} shows Page Not Found with Back to Home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Opps! Page Not Found' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('region', { name: 'Top Selling Products' })).toBeVisible();
    });
  }
});
