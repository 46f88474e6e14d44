import { expect, type Page, test } from '@playwright/test';

// The test stack seeds a "Scale Test Brand" of 2,000 products (CMS_SEED_SCALE_PRODUCTS):
// `Scale Product 0001` … `2000`; every 7th out of stock; every 50th above AED 200;
// sub-categories Scale Bars / Bites / Spreads for n % 3 = 0 / 1 / 2.
const LISTED = 2000; // every product shows, whatever its price (docs/decisions/073)

async function scaleBrandId(page: Page): Promise<number> {
  const response = await page.request.get('/api/categories?filters[title][$eq]=Scale%20Test%20Brand');
  const { data } = (await response.json()) as { data: { id: number }[] };
  expect(data, 'the test stack seeds the scale brand').toHaveLength(1);
  return data[0]?.id as number;
}

/** The number in "Showing N of … products". */
async function shownCount(page: Page): Promise<number> {
  const text = await page.getByText(/^Showing \d+ of/).textContent();
  return Number(text?.match(/Showing (\d+)/)?.[1] ?? 0);
}

const cardTitles = (page: Page) => page.getByRole('heading', { level: 3 }).allTextContents();

test.describe('a brand with 2,000 products', () => {
  test('pages from the server, loading more as the shopper scrolls or presses Load more', async ({ page }) => {
    await page.goto(`/products/${await scaleBrandId(page)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Scale Test Brand' })).toBeVisible();
    await expect(page.getByText(`Showing 24 of ${LISTED} products`)).toBeVisible();

    // Scrolling to the end of the list loads the next page by itself…
    await page.getByRole('button', { name: 'Load more products' }).scrollIntoViewIfNeeded();
    await expect.poll(() => shownCount(page)).toBeGreaterThanOrEqual(48);
    // …and the button loads one more page.
    const before = await shownCount(page);
    await page.getByRole('button', { name: 'Load more products' }).click();
    await expect.poll(() => shownCount(page)).toBeGreaterThanOrEqual(before + 24);
    // In-stock products come first: the first pages hold no out-of-stock card.
    await expect(page.getByText('Out of stock')).toHaveCount(0);
    const titles = await cardTitles(page);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('searches by title on the server, case-insensitively, in-stock first', async ({ page }) => {
    await page.goto(`/products/${await scaleBrandId(page)}`);
    await page.getByLabel('Search products').fill('scale product 000');
    await expect(page.getByText('Showing 9 of 9 products')).toBeVisible();
    const titles = await cardTitles(page);
    expect(titles.at(-1)).toBe('Scale Product 0007');
    expect(titles).toHaveLength(9);
    await expect(page.getByText('Out of stock')).toHaveCount(1);

    await page.getByLabel('Search products').fill('SCALE PRODUCT 1999');
    await expect(page.getByText('Showing 1 of 1 product', { exact: true })).toBeVisible();
    expect(await cardTitles(page)).toEqual(['Scale Product 1999']);

    // Above AED 200, and found all the same.
    await page.getByLabel('Search products').fill('Scale Product 2000');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Scale Product 2000']);
    await expect(page.getByText('Showing 1 of 1 product', { exact: true })).toBeVisible();

    await page.getByLabel('Search products').fill('Scale Product 2001');
    await expect(page.getByText('No products found.')).toBeVisible();
  });

  test('filters by the checked sub-categories on the server', async ({ page }) => {
    await page.goto(`/products/${await scaleBrandId(page)}`);
    await page.getByRole('checkbox', { name: 'Scale Bars' }).check();
    // n % 3 = 0 between 3 and 1998: 666; n % 3 = 1 between 1 and 1999: 667 more.
    await expect(page.getByText('Showing 24 of 666 products')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Scale Bites' }).check();
    await expect(page.getByText('Showing 24 of 1333 products')).toBeVisible();
  });

  test('the same listing works as a category listing linked from a product page', async ({ page }) => {
    const id = await scaleBrandId(page);
    const response = await page.request.get('/api/products?filters[title][$eq]=Scale%20Product%200001&fields[0]=title');
    const [product] = ((await response.json()) as { data: { id: number }[] }).data;
    await page.goto(`/product/${product?.id}`);
    await page.getByRole('link', { name: 'Scale Test Brand' }).click();
    await expect(page).toHaveURL(new RegExp(`/categories/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Scale Test Brand' })).toBeVisible();
    await expect(page.getByText(`Showing 24 of ${LISTED} products`)).toBeVisible();
  });
});
