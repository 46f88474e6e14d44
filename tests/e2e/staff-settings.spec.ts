import { formatAed } from '@outlet-shop/shop-rules';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../../scripts/test/pdf-text.ts';
import { waitForCmsOrder } from '../support/cms-orders.ts';
import {
  addToCart,
  fillDeliveryDetails,
  payWithCard,
  pickProducts,
  proceedToCheckout,
  shownReference,
} from '../support/shop.ts';
import { adminToken, attachmentOf, filesOf, queryDatabase, urls, waitForMail } from '../support/stack.ts';
import { staffSignIn } from '../support/staff.ts';

/*
 * The staff desk's settings and home (docs/decisions/084), as the role-limited staff member: a
 * phone number and the supplier's address changed in the shop setting reach the shop's contact
 * page, the next order's confirmation mail and its tax invoice; the home page's widgets count the
 * order. The setting is put back at the end.
 */

const SHOTS = '/tmp/shots-staff-settings';
const SETTING = 'content-manager/single-types/api::shop-setting.shop-setting';
const NEW_PHONE = { typed: '+971 4 880 1234', e164: '+97148801234' };
const NEW_ADDRESS = `Warehouse 7, Dubai Investments Park ${Date.now() % 100_000}, Dubai, United Arab Emirates`;
/** How long the checkout keeps the setting it read (SHOP_SETTING_CACHE_MS's default), ms. */
const CHECKOUT_SETTING_CACHE_MS = 10_000;

/** The setting as staff's admin API answers it, in `locale`. */
async function storedSetting(locale: 'en' | 'ar'): Promise<Record<string, unknown>> {
  const response = await fetch(`${urls.cms}/${SETTING}?locale=${locale}`, {
    headers: { Authorization: `Bearer ${await adminToken()}` },
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** Puts fields of the setting back as they were, in `locale`. */
async function restoreSetting(locale: 'en' | 'ar', data: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${urls.cms}/${SETTING}?locale=${locale}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  });
  expect(response.ok, `restoring the ${locale} setting answered ${response.status}`).toBe(true);
}

/**
 * Opens an admin page (`path` under /admin) once the admin has drawn its menu (or its login form).
 * The admin's build is shared by every journey run on the machine and rebuilt when its sources
 * change; while it is, the page is Not Found or blank, so it is opened again until the admin is there.
 */
async function openAdmin(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(`${urls.cms}/admin${path}`);
        return page
          .getByRole('link', { name: 'Content Manager' })
          .or(page.getByRole('button', { name: 'Login' }))
          .first()
          .waitFor({ timeout: 20_000 })
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: 180_000, intervals: [1_000] },
    )
    .toBe(true);
}

/** A home widget's figure by its test id. */
function widgetFigure(page: Page, testId: string) {
  return page.getByTestId(testId);
}

/** The figures of the home page's widgets as staff read them. */
async function homeFigures(page: Page) {
  await openAdmin(page, '');
  await expect(widgetFigure(page, 'todays-revenue')).toBeVisible({ timeout: 30_000 });
  const ordersText = (await widgetFigure(page, 'todays-orders').textContent()) ?? '';
  return {
    orders: Number(ordersText.match(/^(\d+)/)?.[1]),
    revenue: (await widgetFigure(page, 'todays-revenue').textContent()) ?? '',
    toPack: Number(await widgetFigure(page, 'orders-to-pack').textContent()),
  };
}

test('staff change the phone and the supplier address; the shop, the next mail and invoice show them; the home widgets count the order', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const before = { en: await storedSetting('en'), ar: await storedSetting('ar') };
  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await openAdmin(staff, '');
    await staffSignIn(staff, { as: 'staff' });

    // The home page's desk as it stands.
    const figuresBefore = await homeFigures(staff);
    for (const title of ['Today’s orders and revenue', 'Orders to pack', 'Low stock', 'New enquiries']) {
      await expect(staff.getByRole('heading', { name: title })).toBeVisible();
    }
    await staff.screenshot({ path: `${SHOTS}/admin-home-before.png`, fullPage: true });

    // The setting in English: a TRN that is not 15 digits is refused beside its field.
    await openAdmin(staff, `/${SETTING}?plugins[i18n][locale]=en`);
    const phone = staff.locator('input[name="phone"]');
    await expect(phone).toBeVisible({ timeout: 30_000 });
    await expect(staff.getByRole('button', { name: /Purge/ })).toHaveCount(0);
    const trn = staff.locator('input[name="supplier_trn"]');
    const trnBefore = await trn.inputValue();
    await trn.fill('12345');
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect(staff.getByText(/The TRN must be the 15 digits/).first()).toBeVisible();
    await trn.fill(trnBefore);

    await phone.fill(NEW_PHONE.typed);
    await staff.locator('textarea[name="supplier_address"]').fill(NEW_ADDRESS);
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect(staff.getByText(/Saved/).first()).toBeVisible();
    const savedAt = Date.now();
    await expect(phone).toHaveValue(NEW_PHONE.e164);
    await staff.screenshot({ path: `${SHOTS}/admin-setting-en.png`, fullPage: true });

    // The Arabic entry: its translated fields right to left, the shared phone left to right.
    await openAdmin(staff, `/${SETTING}?plugins[i18n][locale]=ar`);
    const arabicAddress = staff.locator('textarea[name="supplier_address"]');
    await expect(arabicAddress).toBeVisible({ timeout: 30_000 });
    await expect(arabicAddress).toHaveCSS('direction', 'rtl');
    await expect(staff.locator('input[name="supplier_name"]')).toHaveCSS('direction', 'rtl');
    await expect(staff.locator('input[name="phone"]')).toHaveCSS('direction', 'ltr');
    await staff.screenshot({ path: `${SHOTS}/admin-setting-ar-rtl.png`, fullPage: true });

    // The shop's contact page, in English and Arabic, once its caches have let the old copy go.
    for (const path of ['/contact', '/ar/contact']) {
      await expect
        .poll(
          async () => {
            await page.goto(path);
            return page.locator(`a[href="tel:${NEW_PHONE.e164}"]`).count();
          },
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
      await expect(page.locator(`a[href="tel:${NEW_PHONE.e164}"]`).first()).toHaveText(NEW_PHONE.typed);
    }

    // The next order: bought after the checkout's copy of the setting has expired.
    const [product] = await pickProducts(page, 1);
    await addToCart(page, product as NonNullable<typeof product>);
    await proceedToCheckout(page, 1);
    const email = `staff-settings-${Date.now()}@example.com`;
    await fillDeliveryDetails(page, email);
    const waitMs = savedAt + CHECKOUT_SETTING_CACHE_MS + 500 - Date.now();
    if (waitMs > 0) await page.waitForTimeout(waitMs);
    await page.getByRole('button', { name: 'Continue' }).click();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/succsess/, { timeout: 30_000 });
    const reference = await shownReference(page);

    const mail = await waitForMail((caught) => caught.subject === `Your Outlet Shop order ${reference} is confirmed`);
    expect(mail.text).toContain(`Call us on ${NEW_PHONE.typed}`);
    const invoiceFile = filesOf(mail).find((name) => name.endsWith('.pdf'));
    expect(invoiceFile, 'the tax invoice attached').toBeTruthy();
    const invoice = await pdfText(await attachmentOf(mail, String(invoiceFile)));
    expect(invoice.replace(/\s+/g, ' ')).toContain(NEW_ADDRESS);

    // The home widgets count the order once the checkout has pushed it to the CMS.
    const [{ total_fils: totalFils }] = (await queryDatabase<{ total_fils: number }>(
      'checkout',
      'SELECT total_fils FROM orders WHERE customer_reference_number = $1',
      [reference],
    )) as [{ total_fils: number }];
    await waitForCmsOrder(reference);
    const revenueBefore = Math.round(Number(figuresBefore.revenue.replace(/[^\d.]/g, '')) * 100);
    const figuresAfter = await homeFigures(staff);
    expect(figuresAfter.orders).toBe(figuresBefore.orders + 1);
    expect(figuresAfter.revenue).toBe(formatAed(revenueBefore + totalFils));
    expect(figuresAfter.toPack).toBe(figuresBefore.toPack + 1);
    await staff.screenshot({ path: `${SHOTS}/admin-home-widgets.png`, fullPage: true });

    // The list the widget links to holds as many orders as the widget counts, this one among them
    // (found with the list's search: the list pages 10 at a time, oldest first, as staff pack).
    await staff.getByRole('link', { name: 'Open the orders to pack' }).click();
    await expect(staff.getByText(new RegExp(`^${figuresAfter.toPack} entr(y|ies) found$`))).toBeVisible({
      timeout: 30_000,
    });
    const toPackList = new URL(staff.url());
    toPackList.searchParams.set('_q', reference);
    await staff.goto(toPackList.toString());
    await expect(staff.getByText(reference)).toBeVisible({ timeout: 30_000 });

    // Preview of the product bought, in Arabic: the shop's Arabic product page.
    const bought = product as NonNullable<typeof product>;
    const [{ document_id: productDocument }] = (await queryDatabase<{ document_id: string }>(
      'cms',
      'SELECT document_id FROM products WHERE id = $1',
      [bought.id],
    )) as [{ document_id: string }];
    await openAdmin(
      staff,
      `/content-manager/collection-types/api::product.product/${productDocument}?plugins[i18n][locale]=ar`,
    );
    await staff.getByRole('link', { name: 'Open preview' }).click();
    await expect(staff.getByTestId('preview-iframe')).toHaveAttribute('src', `${urls.web}/ar/product/${bought.id}`);
    await staff.screenshot({ path: `${SHOTS}/admin-preview-ar.png` });
  } finally {
    const shared = (data: Record<string, unknown>, fields: string[]) =>
      Object.fromEntries(fields.map((field) => [field, data[field]]));
    await restoreSetting('en', shared(before.en, ['phone', 'supplier_address', 'supplier_trn']));
    await restoreSetting('ar', shared(before.ar, ['supplier_address']));
    await staff.close();
  }
  expect((await storedSetting('en')).phone).toBe(before.en.phone);
});
