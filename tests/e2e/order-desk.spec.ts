import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../../scripts/test/pdf-text.ts';
import { waitForCmsOrder } from '../support/cms-orders.ts';
import {
  addToCart,
  type CatalogueProduct,
  fillDeliveryDetails,
  payWithCard,
  pickProducts,
  proceedToCheckout,
  shownReference,
} from '../support/shop.ts';
import { queryDatabase, urls } from '../support/stack.ts';
import { staffSignIn } from '../support/staff.ts';

/*
 * The order desk (docs/decisions/082) as the role-limited staff member: a shopper pays; staff
 * find the order under "To pack today", see its lines, totals and timeline instead of JSON, are
 * offered only the moves its state allows, pack and ship it (each move confirmed), refund one
 * piece after shipping with the amount confirmed and restocking unticked, and download the
 * packing slip, read back as text. The server still refuses a move the desk does not offer.
 */

const SHOTS = '/tmp/shots-order-desk';

async function stockOf(productId: number): Promise<number> {
  const [row] = await queryDatabase<{ stock: number }>('cms', 'SELECT stock FROM products WHERE id = $1', [productId]);
  return Number(row?.stock);
}

/** The move buttons the order desk offers, by their text. */
async function offeredMoves(page: Page): Promise<string[]> {
  const fulfilment = page.getByRole('region', { name: 'Fulfilment' });
  return (await fulfilment.getByRole('button').allTextContents()).map((text) => text.trim());
}

/** Clicks a move and confirms it in the dialog, then waits for the timeline to show it. */
async function move(page: Page, label: string, timelineEntry: string): Promise<void> {
  await page.getByRole('region', { name: 'Fulfilment' }).getByRole('button', { name: label }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(label);
  await dialog.getByRole('button', { name: label }).click();
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText(timelineEntry, { timeout: 15_000 });
}

test.use({ viewport: { width: 1366, height: 900 } });

/**
 * Narrows the admin list on screen (a saved list keeps its filters) to `reference` with the list's
 * search: the lists page 10 orders at a time, oldest first, and earlier journeys leave orders too.
 */
async function searchListFor(staff: Page, reference: string): Promise<void> {
  const list = new URL(staff.url());
  list.searchParams.set('_q', reference);
  await staff.goto(list.toString());
}

test('staff pack, ship, refund a piece with its amount confirmed and print the packing slip, offered only possible moves', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const products = await pickProducts(page, 2);
  for (const product of products) await addToCart(page, product);
  await proceedToCheckout(page, 2);
  await fillDeliveryDetails(page, `desk-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/succsess/, { timeout: 30_000 });
  const reference = await shownReference(page);
  const { document_id: documentId } = await waitForCmsOrder(reference);
  const refunded = products[0] as CatalogueProduct;

  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  try {
    await staffSignIn(staff, { as: 'staff' });
    // The staff role has no admin settings: the users screen is closed to them.
    await staff.goto(`${urls.cms}/admin/settings/users`);
    await expect(staff.getByText(/don't have the permissions|do not have the permissions/i)).toBeVisible();

    // "To pack today" lists the paid order.
    await staff.goto(`${urls.cms}/admin/content-manager/collection-types/api::order.order`);
    await staff.getByRole('link', { name: 'To pack today' }).click();
    await expect(staff).toHaveURL(/fulfilment_status/);
    await searchListFor(staff, reference);
    await expect(staff.getByRole('link', { name: reference })).toBeVisible();
    await staff.screenshot({ path: `${SHOTS}/to-pack-today-1366.png` });

    await staff.goto(`${urls.cms}/admin/content-manager/collection-types/api::order.order/${documentId}`);
    const desk = staff.getByRole('region', { name: 'Lines and totals' });
    await expect(desk).toBeVisible({ timeout: 30_000 });
    // Lines as a table in AED with fils, not JSON; the JSON fields are not in the edit view.
    const table = desk.getByRole('table', { name: 'Order lines' });
    for (const product of products) await expect(table).toContainText(product.title);
    await expect(table.getByRole('row', { name: /^Total AED \d+\.\d{2}$/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^VAT 5% \(included\) AED \d+\.\d{2}$/ })).toBeVisible();
    await expect(staff.getByText('status_history', { exact: true })).toHaveCount(0);
    await expect(staff.getByText('lines', { exact: true })).toHaveCount(0);
    await expect(staff.getByRole('list', { name: 'Status history' })).toHaveCount(0);
    await expect(staff.getByText('Not moved yet: waiting to be packed.')).toBeVisible();

    // Only the moves a paid order can make.
    expect(await offeredMoves(staff)).toEqual(['Mark packed', 'Cancel order']);
    await staff.screenshot({ path: `${SHOTS}/order-desk-paid-1366.png`, fullPage: true });
    await move(staff, 'Mark packed', 'paid → packed');
    await expect(staff.getByRole('list', { name: 'Status history' })).toContainText('by staff@outlet-shop.local');
    expect(await offeredMoves(staff)).toEqual(['Mark shipped', 'Back to paid (unpack)', 'Cancel order']);

    // Before shipping the refund would put pieces back: ticked.
    const refund = staff.getByRole('group', { name: 'Refund' });
    await expect(refund.getByLabel('Put the refunded pieces back in stock')).toBeChecked();

    await staff.getByRole('textbox', { name: 'courier' }).fill('Aramex');
    await staff.getByRole('textbox', { name: 'tracking_number' }).fill('3456789012');
    await move(staff, 'Mark shipped', 'packed → shipped');
    expect(await offeredMoves(staff)).toEqual(['Mark delivered']);

    // After shipping: unticked, and why.
    await expect(refund.getByLabel('Put the refunded pieces back in stock')).not.toBeChecked();
    await expect(refund).toContainText('This order has shipped: the pieces are with the shopper');

    // A one-piece refund, confirmed with its amount.
    const stockBefore = await stockOf(refunded.id);
    await refund.getByLabel(`Pieces of ${refunded.title} to refund`).fill('1');
    await refund.getByRole('button', { name: 'Refund selected pieces…' }).click();
    const price = `AED ${Number(refunded.price).toFixed(2)}`;
    const confirmation = staff.getByRole('alertdialog').or(staff.getByRole('dialog'));
    await expect(confirmation).toContainText(`Refund ${price} to the shopper?`);
    await expect(confirmation).toContainText(`Refunded pieces: 1 × ${refunded.title}.`);
    await expect(confirmation).toContainText('Stock does not change.');
    await staff.screenshot({ path: `${SHOTS}/refund-confirmation-1366.png` });
    await confirmation.getByRole('button', { name: `Refund ${price}` }).click();
    await expect(staff.getByRole('status').filter({ hasText: /^Refunded / })).toContainText(
      new RegExp(`Refunded ${price.replace('.', '\\.')} \\(credit note CN-\\d{4}-\\d{6}\\); stock unchanged`),
      { timeout: 30_000 },
    );
    expect(await stockOf(refunded.id)).toBe(stockBefore);

    // The whole-order refund also asks first, and nothing happens when staff decline.
    await refund.getByRole('button', { name: 'Refund whole order…' }).click();
    await expect(confirmation).toContainText(/Refund AED \d+\.\d{2} to the shopper\?/);
    await expect(confirmation).toContainText('AED 0.00 remains refundable afterwards.');
    await confirmation.getByRole('button', { name: 'Do not refund' }).click();
    await expect(confirmation).toHaveCount(0);
    await staff.screenshot({ path: `${SHOTS}/order-desk-shipped-1366.png`, fullPage: true });

    // The packing slip: reference, recipient, items and pieces, in both languages, no prices.
    const downloading = staff.waitForEvent('download');
    await staff.getByRole('link', { name: 'Packing slip (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`packing-slip-${reference}.pdf`);
    const slip = await pdfText(await readFile(await download.path()));
    for (const expected of [
      'Packing Slip / Delivery Note',
      reference,
      'Aisha Khan',
      'Near the park',
      '+971501234567',
      'قائمة التعبئة',
      'إشعار التسليم',
      'التسليم إلى',
      ...products.map((product) => product.title),
    ]) {
      expect(slip).toContain(expected);
    }
    expect(slip).not.toContain('AED');

    // "Shipped, not delivered" lists it now.
    await staff.goto(`${urls.cms}/admin/content-manager/collection-types/api::order.order`);
    await staff.getByRole('link', { name: 'Shipped, not delivered' }).click();
    await expect(staff).toHaveURL(/fulfilment_status/);
    await searchListFor(staff, reference);
    await expect(staff.getByRole('link', { name: reference })).toBeVisible();

    // A move the desk does not offer is still refused by the server, with its reason.
    const login = await staff.request.post(`${urls.cms}/admin/login`, {
      data: { email: 'staff@outlet-shop.local', password: 'OutletShop-staff-1' },
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const refused = await staff.request.put(
      `${urls.cms}/content-manager/collection-types/api::order.order/${documentId}`,
      { headers: { Authorization: `Bearer ${token}` }, data: { fulfilment_status: 'paid' } },
    );
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('An order that is shipped cannot be moved to paid.');
  } finally {
    await staff.close();
  }
});
