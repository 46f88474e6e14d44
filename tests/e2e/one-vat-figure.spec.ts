import { formatAed } from '@outlet-shop/shop-rules';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../../scripts/test/pdf-text.ts';
import {
  addToCart,
  type CatalogueProduct,
  fillDeliveryDetails,
  payWithCard,
  proceedToCheckout,
  type ShopperLanguage,
  shownReference,
} from '../support/shop.ts';
import { attachmentOf, type CaughtMail, filesOf, queryDatabase, urls, waitForMail } from '../support/stack.ts';

/*
 * One VAT figure (docs/decisions/066) and an order documented in its language (docs/decisions/078),
 * on a phone and a laptop, in English and Arabic: the VAT a shopper reads at checkout, on the
 * confirmation page, in the confirmation mail and on the tax invoice PDF it carries is the same
 * amount, the order's round(total × 5/105). The cart is the one where rounding each line's VAT gives
 * a fils less (Milk Chocolate Chips AED 17.50 + Organic Coconut Sugar AED 21.00 with its delivery
 * fee). The page and the mail name the lines as the shopper saw them; the invoice names each line in
 * English with its Arabic beneath.
 */

const CART = ['Milk Chocolate Chips', 'Organic Coconut Sugar'];

const TEXTS = {
  en: {
    continue: 'Continue',
    /** The VAT hint under the totals, at checkout and on the confirmation page. */
    vatHint: /All prices include 5% VAT \((.+) VAT included\)/,
    mailVat: 'of which 5% VAT',
  },
  ar: {
    continue: 'متابعة',
    vatHint: /جميع الأسعار تشمل ضريبة القيمة المضافة 5% \(منها (.+) ضريبة\)/,
    mailVat: 'منها ضريبة القيمة المضافة 5%',
  },
} as const;

async function productTitled(request: import('@playwright/test').APIRequestContext, title: string) {
  const response = await request.get(`/api/products?filters[title][$eq]=${encodeURIComponent(title)}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: CatalogueProduct[] };
  expect(data, `the seeded product ${title}`).toHaveLength(1);
  return data[0] as CatalogueProduct;
}

/** The amount the page's VAT hint states, as written there ('AED 2.79', '2.79 د.إ.'). */
async function shownVat(page: Page, language: ShopperLanguage): Promise<string> {
  const hint = page.getByText(TEXTS[language].vatHint);
  await expect(hint).toBeVisible();
  return String((await hint.textContent())?.match(TEXTS[language].vatHint)?.[1]);
}

/**
 * What reads wrong in the mail as a mail app draws its HTML at the page's width: an amount, the
 * order reference or a phone number broken over two lines, or drawn out of its left-to-right order
 * inside Arabic text ('AED-' for '-AED', '971…+' for '+971…').
 */
async function misreadInMail(page: Page, mail: CaughtMail): Promise<string[]> {
  await page.goto(`${urls.mailCatcher}/email/${mail.id}/html`);
  return page.evaluate(() => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/-?AED \d+\.\d{2}|NOT-\d+|\+971\d+/g)) {
        const at = (from: number, to: number) => {
          const range = document.createRange();
          range.setStart(node, from);
          range.setEnd(node, to);
          return range;
        };
        const whole = at(match.index, match.index + match[0].length);
        if (new Set(Array.from(whole.getClientRects(), (rect) => Math.round(rect.top))).size > 1) {
          problems.push(`${match[0]} breaks over two lines`);
        }
        const lefts = Array.from(
          match[0],
          (_, i) => at(match.index + i, match.index + i + 1).getBoundingClientRect().left,
        );
        if (lefts.some((left, i) => i > 0 && left < (lefts[i - 1] ?? 0) - 0.5))
          problems.push(`${match[0]} out of order`);
      }
    }
    return problems;
  });
}

/** The figures of an amount as written in either language: 'AED 2.79' and '2.79 د.إ.' give '2.79'. */
const figures = (amount: string) => amount.match(/\d+\.\d{2}/)?.[0];

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
]) {
  for (const language of ['en', 'ar'] as const) {
    test(`on a ${viewport.name} in ${language}: checkout, confirmation page, mail and tax invoice state one VAT figure and name the lines as bought`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const products = [];
      for (const title of CART) products.push(await productTitled(page.request, title));
      const shownTitles = [];
      for (const product of products) shownTitles.push(await addToCart(page, product, language));
      await proceedToCheckout(page, CART.length, language);
      const checkoutVat = await shownVat(page, language);
      const email = `vat-${viewport.name}-${language}-${Date.now()}@example.com`;
      await fillDeliveryDetails(page, email, language);
      await page.getByRole('button', { name: TEXTS[language].continue, exact: true }).click();
      await payWithCard(page, '4242 4242 4242 4242', language);
      await expect(page).toHaveURL(/\/succsess/, { timeout: 30_000 });
      const reference = await shownReference(page);

      const [order] = await queryDatabase<{ total_fils: number; vat_fils: number }>(
        'checkout',
        'SELECT total_fils, vat_fils FROM orders WHERE customer_reference_number = $1',
        [reference],
      );
      expect(order?.vat_fils).toBe(Math.round(((order?.total_fils ?? 0) * 5) / 105));
      const vat = formatAed(order?.vat_fils ?? -1);

      expect(figures(checkoutVat), 'the VAT at checkout').toBe(figures(vat));
      expect(figures(await shownVat(page, language)), 'the VAT on the confirmation page').toBe(figures(vat));
      const lines = page.locator('.confirmation__lines');
      for (const title of shownTitles) await expect(lines).toContainText(title);

      const mail = await waitForMail(
        (caught) => caught.to.some((to) => to.address === email) && caught.subject.includes(reference),
      );
      expect(mail.text).toContain(`${TEXTS[language].mailVat}: ${vat}`);
      for (const title of shownTitles) expect(mail.text).toContain(title);
      expect(await misreadInMail(page, mail), 'the mail as the shopper reads it').toEqual([]);
      const invoiceFile = filesOf(mail).find((name) => name.endsWith('.pdf'));
      expect(invoiceFile, 'the tax invoice attached').toBeTruthy();
      const invoice = await pdfText(await attachmentOf(mail, String(invoiceFile)));
      const totalVat = invoice.match(/Total VAT 5%\D{0,80}?(AED \d+\.\d{2})/);
      expect(totalVat?.[1], 'the invoice total VAT').toBe(vat);
      for (const product of products) expect(invoice).toContain(product.title);
      if (language === 'ar') {
        for (const title of shownTitles) expect(invoice, 'the Arabic title beneath the English').toContain(title);
        for (const product of products) expect(mail.text, 'the Arabic mail').not.toContain(product.title);
      }
    });
  }
}
