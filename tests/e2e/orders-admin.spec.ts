import { expect, test } from '@playwright/test';
import { TEST_PORTS } from '../../scripts/stack/test-profile.ts';
import { waitForCmsOrder } from '../support/cms-orders.ts';
import {
  addToCart,
  fillDeliveryDetails,
  payWithCard,
  pickProducts,
  proceedToCheckout,
  shownReference,
} from '../support/shop.ts';
import { filesOf, logInAdmin, queryDatabase, urls, waitForMail } from '../support/stack.ts';
import { staffSignIn } from '../support/staff.ts';

/*
 * Orders staff can run (docs/decisions/047, 049) on the whole stack: a shopper pays and gets the tax invoice;
 * staff refund one line from the order in the Strapi admin (a double click), the shopper gets
 * the refund mail with its credit note, the piece is back in stock, Stripe holds one refund; an
 * impossible state move is not offered, and refused with its reason when asked for anyway.
 */

const SANDBOX = `http://localhost:${TEST_PORTS.stripeSandbox}`;

test('a paid order: tax invoice for the shopper, a one-line refund from the admin, credit note mail, restock, one Stripe refund', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const products = await pickProducts(page, 2);
  for (const product of products) await addToCart(page, product);
  await proceedToCheckout(page, 2);
  const email = `refund-${Date.now()}@example.com`;
  await fillDeliveryDetails(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/succsess/, { timeout: 30_000 });
  const reference = await shownReference(page);

  // The shopper's tax invoice: a link on the confirmation page, and attached to the confirmation mail.
  const invoiceLink = page.getByRole('link', { name: /Download your tax invoice INV-\d{4}-\d{6}/ });
  await expect(invoiceLink).toBeVisible();
  const invoice = await request.get(String(await invoiceLink.getAttribute('href')));
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()['content-type']).toBe('application/pdf');
  expect((await invoice.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const confirmation = await waitForMail((mail) => mail.subject === `Your Outlet Shop order ${reference} is confirmed`);
  // The invoice is the one file the shopper gets; the logo is an inline part of the HTML.
  expect(filesOf(confirmation)).toEqual([expect.stringMatching(/^INV-\d{4}-\d{6}\.pdf$/)]);

  const refunded = products[0] as { id: number; title: string };
  const [{ stock: stockBefore }] = (await queryDatabase<{ stock: number }>(
    'cms',
    'SELECT stock FROM products WHERE id = $1',
    [refunded.id],
  )) as [{ stock: number }];

  // Staff open the order once the checkout has pushed it.
  const { document_id: documentId } = await waitForCmsOrder(reference);
  const staff = await browser.newPage();
  try {
    await staffSignIn(staff);
    await staff.goto(`${urls.cms}/admin/content-manager/collection-types/api::order.order/${documentId}`);
    const panel = staff.getByRole('group', { name: 'Refund' });
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(staff.getByRole('link', { name: /Tax invoice INV-\d{4}-\d{6}/ })).toBeVisible();

    // Refund one piece of the first line, back to stock, confirmed with a double click.
    await panel.getByLabel(`Pieces of ${refunded.title} to refund`).fill('1');
    await panel.getByLabel('Put the refunded pieces back in stock').check();
    await panel.getByRole('button', { name: 'Refund selected pieces…' }).click();
    const confirmation = staff.getByRole('alertdialog').or(staff.getByRole('dialog'));
    await expect(confirmation).toContainText(/Refund AED \d+\.\d{2} to the shopper\?/);
    await confirmation.getByRole('button', { name: /^Refund AED \d+\.\d{2}$/ }).dblclick();
    await expect(panel.locator('xpath=..').getByRole('status')).toContainText(
      /Refunded AED \d+\.\d{2} \(credit note CN-\d{4}-\d{6}\); the pieces are back in stock/,
      {
        timeout: 30_000,
      },
    );
    await staff.screenshot({ path: test.info().outputPath('order-refund-panel.png'), fullPage: true });

    // Stripe holds exactly one refund for the payment, whatever the double click sent.
    const [{ stripe_payment_intent_id: intent }] = (await queryDatabase<{ stripe_payment_intent_id: string }>(
      'checkout',
      'SELECT stripe_payment_intent_id FROM orders WHERE customer_reference_number = $1',
      [reference],
    )) as [{ stripe_payment_intent_id: string }];
    const refunds = await request.get(`${SANDBOX}/v1/refunds?payment_intent=${intent}`, {
      headers: { Authorization: 'Bearer sk_test_sandbox' },
    });
    expect(((await refunds.json()) as { data: unknown[] }).data).toHaveLength(1);
  } finally {
    await staff.close();
  }

  const refundMail = await waitForMail(
    (mail) => mail.subject.startsWith('Refund of AED') && mail.subject.endsWith(reference),
  );
  expect(refundMail.to.map((to) => to.address)).toEqual([email]);
  expect(filesOf(refundMail)).toEqual([expect.stringMatching(/^CN-\d{4}-\d{6}\.pdf$/)]);
  expect(refundMail.text).toContain(`1 x ${refunded.title}`);
  const [{ stock: stockAfter }] = (await queryDatabase<{ stock: number }>(
    'cms',
    'SELECT stock FROM products WHERE id = $1',
    [refunded.id],
  )) as [{ stock: number }];
  // The order took one piece of the line and the refund put one back.
  expect(stockAfter).toBe(stockBefore + 1);
});

test('staff cannot ship an order that is not packed: the admin does not offer it and the server says why', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // An order paid through the API, as the checkout pushes it.
  const reference = `NOT-${Date.now()}`;
  const pushed = await request.put(`${urls.cms}/api/order-sync/${reference}`, {
    headers: { Authorization: 'Bearer dev-cms-service-token' },
    data: {
      customer_reference_number: reference,
      destination_address_name: 'Aisha Khan',
      email: 'state@example.com',
      products: [{ id: 1, title: 'Jar', weight: '', quantity: 1, priceFils: 1000, lineTotalFils: 1000 }],
      itemsTotalFils: 1000,
      discountFils: 0,
      deliveryFeeFils: 2000,
      totalFils: 3000,
      vatFils: 143,
      payment_status: 'paid',
    },
  });
  expect(pushed.status()).toBe(200);
  const documentId = ((await pushed.json()) as { data: { documentId: string } }).data.documentId;
  await staffSignIn(page);
  await page.goto(`${urls.cms}/admin/content-manager/collection-types/api::order.order/${documentId}`);
  // The order desk offers packing or cancelling, never shipping or delivering a paid order.
  const moves = page.getByRole('region', { name: 'Fulfilment' }).getByRole('button');
  await expect(moves).toHaveText(['Mark packed', 'Cancel order'], { timeout: 30_000 });
  // A request that skips the desk is refused with the reason.
  const refused = await request.put(`${urls.cms}/content-manager/collection-types/api::order.order/${documentId}`, {
    headers: { Authorization: `Bearer ${await logInAdmin()}` },
    data: { fulfilment_status: 'delivered' },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('An order that is paid cannot be moved to delivered.');
  const [order] = await queryDatabase<{ fulfilment_status: string }>(
    'cms',
    'SELECT fulfilment_status FROM orders WHERE customer_reference_number = $1',
    [reference],
  );
  expect(order?.fulfilment_status).toBe('paid');
});
