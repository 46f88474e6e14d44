import { expect, test } from '@playwright/test';
import {
  addToCart,
  fillDeliveryDetails,
  payWithCard,
  pickProducts,
  proceedToCheckout,
  shownReference,
} from '../support/shop.ts';
import { adminToken, waitForCatcherMail } from './compose.ts';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);

test('a purchase paid with 4242: the order reaches staff in the CMS and its mail the catcher', async ({
  page,
  baseURL,
}) => {
  const [product] = await pickProducts(page, 1);
  if (!product) throw new Error('no product to buy');
  await addToCart(page, product);
  await proceedToCheckout(page, 1);
  const email = `container-buyer-${Date.now()}@example.com`;
  await fillDeliveryDetails(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/succsess/, { timeout: 60_000 });
  const reference = await shownReference(page);

  const mail = await waitForCatcherMail(
    (candidate) => candidate.subject === `Your Outlet Shop order ${reference} is confirmed`,
  );
  expect(mail.to.map((recipient) => recipient.address)).toEqual([email]);
  expect(mail.text).toContain(product.title);

  const token = await adminToken(String(baseURL));
  await expect
    .poll(async () => {
      const response = await fetch(
        `${baseURL}/content-manager/collection-types/api::order.order?filters[customer_reference_number][$eq]=${reference}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const { results } = (await response.json()) as { results?: { payment_status: string }[] };
      return results?.[0]?.payment_status;
    })
    .toBe('paid');
});

test('an enquiry with an attached photo is mailed with the photo', async ({ page }) => {
  const marker = `Container enquiry ${Date.now()}`;
  await page.goto('/contact');
  await page.getByLabel('Department').selectOption({ label: 'Customer Support' });
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'United Arab Emirates' });
  await page.getByLabel('E-mail').fill('visitor@example.com');
  await page.getByLabel('Phone').fill('+971501112233');
  await page.getByLabel('Product Feedback / Complaints').check();
  await page.getByLabel('Brand Category').selectOption('SNACKS');
  await page.getByLabel('Brand Name').fill('XL Chips');
  await page.getByLabel('BNF Number').fill(marker);
  await page.getByLabel('Expiry Date').fill('2027-01-31');
  await page.getByLabel('Purchase Date').fill('2026-11-01');
  await page.getByLabel('Purchase From').fill('Outlet, Dubai');
  await page
    .getByLabel('Photos', { exact: true })
    .setInputFiles([{ name: 'pack.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(page.getByRole('list', { name: 'Photos: attached files' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Contact Now' }).click();
  await expect(page.getByText('Your form has been successfully submitted.')).toBeVisible();

  const mail = await waitForCatcherMail((candidate) => candidate.text.includes(marker));
  expect((mail.attachments ?? []).map((file) => file.fileName)).toEqual(['pack.png']);
});

test('staff sign in to the admin at /admin on the shop origin and see the orders', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Email').fill('admin@outlet-shop.local');
  await page.getByRole('textbox', { name: /^Password/ }).fill('OutletShop-dev-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible({ timeout: 60_000 });
  await page.goto('/admin/content-manager/collection-types/api::order.order');
  await expect(page.getByRole('grid')).toContainText(/NOT-\d+/);
});
