import { mkdir } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';

/*
 * The header's catalogue search and the listings' orders (docs/decisions/076) on the whole stack,
 * on a phone and a laptop, in English and Arabic: a misspelt word typed in the header finds the
 * product, which opens; a listing sorted by price shows its prices in order, and a shared link
 * keeps the order.
 */

const SHOTS = '/tmp/shots-search';

const TEXTS = {
  en: {
    home: '/',
    listing: '/products/3',
    open: 'Search',
    field: 'Search the shop',
    // A misspelt word: the CMS's trigram similarity finds "chocolate" for it.
    typed: 'choclate',
    results: 'Results for “choclate”',
    product: 'Dark Chocolate Chips',
    sort: 'Sort by',
    cheapest: 'Price: low to high',
    dearest: 'Price: high to low',
  },
  ar: {
    home: '/ar',
    listing: '/ar/products/3',
    open: 'بحث',
    field: 'ابحث في المتجر',
    // Misspelt as shoppers often do ("الشوكولاتة" in the title): the shop's words' other spellings find it.
    typed: 'شكولاته',
    results: 'نتائج البحث عن «شكولاته»',
    product: 'رقائق الشوكولاتة الداكنة',
    sort: 'الترتيب حسب',
    cheapest: 'السعر: من الأقل إلى الأعلى',
    dearest: 'السعر: من الأعلى إلى الأقل',
  },
} as const;

/** The AED prices of the in-stock cards, in the order shown ('AED 9.50' or '9.50 د.إ.'). */
async function inStockPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.product-card:not(.product-card--out) .price__now').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '').replace(/^\.+|\.+$/g, '')));
}

const ascending = (values: number[]) =>
  values.every((value, index) => index === 0 || (values[index - 1] ?? value) <= value);
const descending = (values: number[]) => ascending([...values].reverse());

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const language of ['en', 'ar'] as const) {
      const text = TEXTS[language];

      test(`${language}: a misspelt word in the header finds the product, which opens`, async ({ page }) => {
        await page.goto(text.home);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
        const field = page.getByRole('searchbox', { name: text.field });
        if (viewport.name === 'phone') {
          // A search button on phones; the field opens the header's width.
          await expect(field).toBeHidden();
          await page.getByRole('button', { name: text.open, exact: true }).click();
          await expect(field).toBeFocused();
        }
        await field.fill(text.typed);
        await mkdir(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/${language}-${viewport.name}-header-search.png` });
        await field.press('Enter');

        await expect(page).toHaveURL(new RegExp(`${text.home === '/' ? '' : text.home}/search\\?q=`));
        await expect(page.getByRole('heading', { level: 1, name: text.results })).toBeVisible();
        const card = page.getByRole('link', { name: new RegExp(text.product) }).first();
        await expect(card).toBeVisible();
        if (viewport.name === 'phone') await page.screenshot({ path: `${SHOTS}/${language}-search-results.png` });
        await card.click();
        await expect(page.getByRole('heading', { level: 1, name: text.product })).toBeVisible();
      });

      test(`${language}: a listing sorted by price shows its prices in order, and its link keeps the order`, async ({
        page,
      }) => {
        await page.goto(text.listing);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
        const sort = page.getByLabel(text.sort);

        await sort.selectOption({ label: text.dearest });
        await expect(page).toHaveURL(/\?sort=price(%3A|:)desc$/);
        await expect.poll(() => inStockPrices(page).then(descending)).toBe(true);
        const dearestFirst = await inStockPrices(page);
        expect(dearestFirst.length).toBeGreaterThan(2);
        expect(dearestFirst[0]).toBeGreaterThan(dearestFirst.at(-1) ?? 0);

        await sort.selectOption({ label: text.cheapest });
        await expect(page).toHaveURL(/\?sort=price(%3A|:)asc$/);
        await expect.poll(async () => (await inStockPrices(page))[0]).toBe(dearestFirst.at(-1));
        const cheapestFirst = await inStockPrices(page);
        expect(ascending(cheapestFirst)).toBe(true);
        expect(cheapestFirst).toEqual([...dearestFirst].reverse());
        await page.mouse.wheel(0, 500);
        await page.screenshot({ path: `${SHOTS}/${language}-${viewport.name}-listing-cheapest.png` });

        // A shared link keeps the order, drawn by the server's render too.
        await page.goto(`${text.listing}?sort=price:desc`);
        await expect(page.getByLabel(text.sort)).toHaveValue('price:desc');
        expect(await inStockPrices(page)).toEqual(dearestFirst);
      });
    }
  });
}
