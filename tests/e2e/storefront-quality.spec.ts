import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  addToCart,
  cardForm,
  fillDeliveryDetails,
  payWithCard,
  pickProducts,
  shownReference,
} from '../support/shop.ts';

/** Every route of docs/product.md 2, with what the page must show once loaded. */
const ROUTES: { path: string; ready: RegExp | string }[] = [
  { path: '/', ready: 'Top Selling Products' },
  { path: '/products/1', ready: 'Shop all' },
  { path: '/products/3', ready: 'Chocodate' },
  { path: '/product/1', ready: 'Crunchy Peanut Butter' },
  { path: '/offers', ready: 'Offers' },
  { path: '/coconut-sugar', ready: 'Coconut sugar' },
  { path: '/nut-butter', ready: 'Nut butters' },
  { path: '/chocolate-chips', ready: 'Chocolate chips' },
  { path: '/contact', ready: 'Contact us' },
  { path: '/about', ready: 'About us' },
  { path: '/terms-&-conditions', ready: 'Terms & Conditions' },
  { path: '/privacy-policy', ready: 'Privacy Policy' },
  { path: '/check_out', ready: 'Checkout' },
  { path: '/loadding', ready: /wait/i },
  { path: '/failed', ready: 'Sorry payment failed!' },
  { path: '/mail', ready: 'Opps! Page Not Found' },
];

/** Serious and critical axe-core findings (WCAG 2.1 A and AA) on the open page. */
async function axeProblems(page: import('@playwright/test').Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${label}: ${violation.id} (${violation.impact}) ${violation.nodes[0]?.target.join(' ')}`);
}

async function open(page: import('@playwright/test').Page, route: (typeof ROUTES)[number]) {
  await page.goto(route.path);
  await expect(page.getByRole('heading', { name: route.ready }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^(loading|Loading\.\.\.)$/ })).toHaveCount(0);
}

test.describe('every route', () => {
  test('sets its own document title and meta description', async ({ page }) => {
    const seen = new Set<string>();
    for (const route of ROUTES) {
      await open(page, route);
      await expect(page).toHaveTitle(/^.+ \| Outlet Shop$/);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').last().getAttribute('content');
      expect(description?.length, `${route.path} meta description`).toBeGreaterThan(20);
      seen.add(title);
    }
    // Two brand listings and the routes differ; at least most titles are distinct.
    expect(seen.size).toBeGreaterThanOrEqual(ROUTES.length - 1);
  });

  test('has no serious or critical accessibility violation (axe-core)', async ({ page }) => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      await open(page, route);
      problems.push(...(await axeProblems(page, route.path)));
    }
    expect(problems).toEqual([]);
  });

  test('fits a 360 px wide phone without sideways scrolling, and stays accessible there', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const overflowing: string[] = [];
    const problems: string[] = [];
    for (const route of ROUTES) {
      await open(page, route);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) overflowing.push(`${route.path}: ${scrollWidth} > ${clientWidth}`);
      problems.push(...(await axeProblems(page, `${route.path} at 360 px`)));
    }
    expect(overflowing).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test('the states a shopper passes through have no serious or critical accessibility violation', async ({ page }) => {
  const problems: string[] = [];

  await open(page, { path: '/categories/3', ready: 'Chocodate' });
  problems.push(...(await axeProblems(page, '/categories/3')));

  await page.goto('/contact');
  await page.getByRole('button', { name: 'Contact Now' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  problems.push(...(await axeProblems(page, '/contact with its errors')));

  const [product] = await pickProducts(page, 1);
  if (!product) throw new Error('no product to buy');
  await addToCart(page, product);
  // The new-line toast once it has slid in (axe reads colours mid-fade as they are drawn), then
  // gone, so the states after it are judged on their own.
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]');
  await expect(toast).toBeVisible();
  await page.waitForTimeout(500);
  problems.push(...(await axeProblems(page, 'the new-line toast')));
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole('button', { name: /Cart, 1 item/ }).click();
  await expect(
    page
      .getByRole('link', { name: 'PROCEED TO CHECKOUT' })
      .or(page.getByRole('button', { name: 'PROCEED TO CHECKOUT' })),
  ).toBeVisible();
  problems.push(...(await axeProblems(page, 'the open cart panel')));

  await page
    .getByRole('link', { name: 'PROCEED TO CHECKOUT' })
    .or(page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }))
    .click();
  await expect(page).toHaveURL(/\/check_out/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  problems.push(...(await axeProblems(page, '/check_out with its errors')));

  await fillDeliveryDetails(page, `axe-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(cardForm(page).getByRole('button', { name: /^Pay/ })).toBeVisible();
  problems.push(...(await axeProblems(page, 'the payment popup')));

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/succsess/, { timeout: 30_000 });
  await shownReference(page);
  problems.push(...(await axeProblems(page, '/succsess')));

  expect(problems).toEqual([]);
});
