import { formatAed } from '@outlet-shop/shop-rules';
import { expect, test } from '@playwright/test';
import { pdfText } from '../../scripts/test/pdf-text.ts';
import {
  addToCart,
  type CatalogueProduct,
  fillDeliveryDetails,
  payWithCard,
  proceedToCheckout,
  shownReference,
} from '../support/shop.ts';
import { attachmentOf, filesOf, queryDatabase, waitForMail } from '../support/stack.ts';

/*
 * One VAT figure (docs/decisions/066): the VAT a shopper reads on the confirmation page, in the
 * confirmation mail and on the tax invoice PDF it carries is the same amount, the order's
 * round(total × 5/105). The cart is the one where rounding each line's VAT gives a fils less
 * (Milk Chocolate Chips AED 17.50 + Organic Coconut Sugar AED 21.00 with its delivery fee).
 */

const CART = ['Milk Chocolate Chips', 'Organic Coconut Sugar'];

async function productTitled(request: import('@playwright/test').APIRequestContext, title: string) {
  const response = await request.get(`/api/products?filters[title][$eq]=${encodeURIComponent(title)}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: CatalogueProduct[] };
  expect(data, `the seeded product ${title}`).toHaveLength(1);
  return data[0] as CatalogueProduct;
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
]) {
  test(`on a ${viewport.name} the confirmation page, the mail and the tax invoice state one VAT figure`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    for (const title of CART) await addToCart(page, await productTitled(page.request, title));
    await proceedToCheckout(page, CART.length);
    const email = `vat-${viewport.name}-${Date.now()}@example.com`;
    await fillDeliveryDetails(page, email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/succsess/, { timeout: 30_000 });
    const reference = await shownReference(page);

    const [order] = await queryDatabase<{ total_fils: number; vat_fils: number }>(
      'checkout',
      'SELECT total_fils, vat_fils FROM orders WHERE customer_reference_number = $1',
      [reference],
    );
    expect(order?.vat_fils).toBe(Math.round(((order?.total_fils ?? 0) * 5) / 105));
    const vat = formatAed(order?.vat_fils ?? -1);

    await expect(page.getByText(`(${vat} VAT included)`)).toBeVisible();

    const mail = await waitForMail(
      (caught) => caught.to.some((to) => to.address === email) && caught.subject.includes(reference),
    );
    expect(mail.text).toContain(`of which 5% VAT: ${vat}`);
    const invoiceFile = filesOf(mail).find((name) => name.endsWith('.pdf'));
    expect(invoiceFile, 'the tax invoice attached').toBeTruthy();
    const invoice = await pdfText(await attachmentOf(mail, String(invoiceFile)));
    const totalVat = invoice.match(/Total VAT 5%\D{0,80}?(AED \d+\.\d{2})/);
    expect(totalVat?.[1], 'the invoice total VAT').toBe(vat);
  });
}
