import { expect, test } from '@playwright/test';
import {
  addToCart,
  type CatalogueProduct,
  fillDeliveryDetails,
  payWithCard,
  pickProducts,
  proceedToCheckout,
  shownReference,
} from '../support/shop.ts';
import { adminToken, waitForCatcherMail } from './compose.ts';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[character]};`,
  );
}

test('the edge answers a first screen rendered by web-render, and the checkout as the shell', async ({ baseURL }) => {
  const catalogue = await fetch(`${baseURL}/api/products?filters[id][$eq]=1`);
  expect(catalogue.status).toBe(200);
  const [product] = ((await catalogue.json()) as { data: CatalogueProduct[] }).data;
  if (!product) throw new Error('the catalogue has no product 1');

  // A first screen (docs/decisions/051): nginx passes it to web-render, whose page is in the HTML.
  const page = await fetch(`${baseURL}/product/1`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toMatch(/<html [^>]*\bdata-rendered[\s>]/);
  expect(html.match(/<h1\b[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(escapeHtml(product.title));
  // The edge's headers, once each: the renderer's own copies are hidden.
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  // Retry-After goes only with the busy page's 503 (docs/decisions/081).
  expect(page.headers.get('retry-after')).toBeNull();

  // Only GET and HEAD: a POST to a page is refused (405), as a file of the build refuses it.
  expect((await fetch(`${baseURL}/product/1`, { method: 'POST', body: 'x=1' })).status).toBe(405);

  // Not a first screen: the shell, which the app renders in the browser.
  const checkout = await fetch(`${baseURL}/check_out`);
  expect(checkout.status).toBe(200);
  const shell = await checkout.text();
  expect(shell).toContain('<div id="root"></div>');
  expect(shell).not.toContain('data-rendered');
});

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
