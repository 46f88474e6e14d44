import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** Every route of SPEC.md 2, with what the page must show once loaded. */
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
