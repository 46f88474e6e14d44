import { mkdir } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { waitForCmsOrder } from '../support/cms-orders.ts';
import {
  addToCart,
  fillDeliveryDetails,
  payWithCard,
  pickProducts,
  proceedToCheckout,
  shownReference,
} from '../support/shop.ts';
import { adminToken, urls } from '../support/stack.ts';

/*
 * The guests' order status page (docs/decisions/075) on the whole stack, on a phone and a desktop,
 * in English and Arabic: a shopper pays, sees the order paid on the confirmation page, opens the
 * status page from it, is told nothing for a wrong e-mail, sees the order with the right one, and,
 * once staff ship it in the CMS, the courier and the tracking link.
 */

const SHOTS = '/tmp/shots-status';
const TRACKING_URL = 'https://www.aramex.com/track/results?ShipmentNumber=3456789012';

const TEXTS = {
  en: {
    paid: 'Order status: Paid',
    shipped: 'Order status: Shipped',
    follow: 'Follow this order',
    reference: 'Order reference',
    email: 'E-mail address',
    submit: 'Show my order',
    notFound: 'We found no paid order with this reference and e-mail address.',
    courier: 'Courier: Aramex',
    track: 'Track your parcel',
    footer: 'Order status',
  },
  ar: {
    paid: 'حالة الطلب: مدفوع',
    shipped: 'حالة الطلب: تم الشحن',
    follow: 'تابع هذا الطلب',
    reference: 'رقم الطلب',
    email: 'البريد الإلكتروني',
    submit: 'اعرض طلبي',
    notFound: 'لم نجد طلباً مدفوعاً بهذا الرقم وهذا البريد الإلكتروني.',
    courier: 'شركة الشحن: Aramex',
    track: 'تتبع شحنتك',
    footer: 'حالة الطلب',
  },
} as const;

/** Buys one product with the card and answers the order's reference and the e-mail it was placed with. */
async function buyOne(page: Page): Promise<{ reference: string; email: string }> {
  const [product] = await pickProducts(page, 1);
  if (!product) throw new Error('no product to buy');
  await addToCart(page, product);
  await proceedToCheckout(page, 1);
  const email = `status-${Date.now()}@example.com`;
  await fillDeliveryDetails(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/succsess/, { timeout: 30_000 });
  return { reference: await shownReference(page), email };
}

/** Staff move the order in the CMS through the admin API, as the admin's edit view saves it. */
async function staffMove(reference: string, data: Record<string, unknown>): Promise<void> {
  const { document_id: documentId } = await waitForCmsOrder(reference);
  const saved = await fetch(`${urls.cms}/content-manager/collection-types/api::order.order/${documentId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify(data),
  });
  expect(saved.status).toBe(200);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const language of ['en', 'ar'] as const) {
      test(`${language}: paid on the confirmation page, nothing for a wrong e-mail, shipped with its tracking link`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const t = TEXTS[language];
        const prefix = language === 'ar' ? '/ar' : '';
        const { reference, email } = await buyOne(page);
        if (language === 'ar') {
          // The same tab keeps the order's access token: the confirmation page in Arabic.
          const url = new URL(page.url());
          await page.goto(`/ar/succsess${url.search}`);
        }
        await expect(page.getByText(t.paid)).toBeVisible();
        if (viewport.name === 'phone') {
          await mkdir(SHOTS, { recursive: true });
          await page.screenshot({ path: `${SHOTS}/${language}-confirmation.png`, fullPage: true });
        }

        await page.getByRole('link', { name: t.follow }).click();
        await expect(page).toHaveURL(`${urls.web}${prefix}/order-status?ref=${reference}`);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await expect(page.getByLabel(t.reference)).toHaveValue(reference);
        await expect(page.locator('footer').getByRole('link', { name: t.footer })).toBeVisible();

        await page.getByLabel(t.email).fill('someone-else@example.com');
        await page.getByRole('button', { name: t.submit }).click();
        await expect(page.getByRole('alert')).toContainText(t.notFound);
        await expect(page.getByText(t.paid)).toHaveCount(0);

        await page.getByLabel(t.email).fill(email.toUpperCase());
        await page.getByRole('button', { name: t.submit }).click();
        await expect(page.getByText(t.paid)).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);

        await staffMove(reference, { fulfilment_status: 'packed' });
        await staffMove(reference, {
          fulfilment_status: 'shipped',
          courier: 'Aramex',
          tracking_number: '3456789012',
          tracking_url: TRACKING_URL,
        });
        await page.getByRole('button', { name: t.submit }).click();
        await expect(page.getByText(t.shipped)).toBeVisible();
        await expect(page.getByText(t.courier)).toBeVisible();
        await expect(page.getByRole('link', { name: t.track })).toHaveAttribute('href', TRACKING_URL);
        // Nothing of the address or phone is on the page.
        await expect(page.getByText('Villa 7')).toHaveCount(0);
        await expect(page.getByText('501234567')).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        if (viewport.name === 'phone') {
          await page.screenshot({ path: `${SHOTS}/${language}-shipped.png`, fullPage: true });
        }
      });
    }
  });
}
