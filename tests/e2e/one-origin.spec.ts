import { expect, test } from '@playwright/test';

/** docs/architecture.md 1: the browser talks to one origin, which routes to each part. */
test.describe('the web origin', () => {
  test('lists offers from the CMS, cheapest first', async ({ request }) => {
    const response = await request.get('/api/products?populate=*&filters[type][$eq]=offers&sort=price:asc');
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: { type: string; price: number }[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((product) => product.type === 'offers')).toBe(true);
    const prices = data.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('lists the sub-categories of a brand', async ({ request }) => {
    const response = await request.get('/api/sub-categories?filters[categories][id][$eq]=2');
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: { title: string }[] };
    expect(data.length).toBeGreaterThan(0);
  });

  test('refuses an unknown prize code with a JSON error', async ({ request }) => {
    const response = await request.get('/prize/v1/varifyCode/NOPE');
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe('code_invalid');
  });

  test('refuses a public write to the catalogue', async ({ request }) => {
    const response = await request.post('/api/products', { data: { data: { title: 'Injected', price: 1 } } });
    expect([401, 403]).toContain(response.status());
    const list = await request.get('/api/products?filters[title][$eq]=Injected');
    expect(((await list.json()) as { data: unknown[] }).data).toHaveLength(0);
  });

  test('serves the storefront for unknown paths, which shows Page Not Found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Opps! Page Not Found')).toBeVisible();
    await page
      .getByRole('link', { name: /back to home/i })
      .or(page.getByRole('button', { name: /back to home/i }))
      .click();
    await expect(page).toHaveURL(/\/$/);
  });
});
