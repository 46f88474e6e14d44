import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/stack.ts';

test('a general enquiry reaches the default mailboxes, webmaster included', async ({ page }) => {
  const marker = `Enquiry ${Date.now()}`;
  await page.goto('/contact');
  await page.getByLabel(/Department/).selectOption({ label: 'General inquiries' });
  await page
    .getByLabel(/Country/)
    .first()
    .selectOption({ label: 'United Arab Emirates' });
  await page.getByLabel(/E-?mail/i).fill('visitor@example.com');
  await page.getByLabel(/Phone/).fill('+971501112233');
  await page.getByLabel(/Name/).first().fill('Omar Visitor');
  await page.getByLabel(/Message/).fill(`${marker}: do you sell gift boxes for corporate events?`);
  await page.getByRole('button', { name: 'Contact Now' }).click();

  await expect(page.getByText('Your form has been successfully submitted.')).toBeVisible();
  await expect(page.getByLabel(/Message/)).toHaveValue('');

  const mail = await waitForMail((candidate) => candidate.text.includes(marker));
  expect(mail.to.map((recipient) => recipient.address)).toContain('webmaster@outlet-shop.example');
  expect(mail.replyTo?.map((recipient) => recipient.address)).toContain('visitor@example.com');
});

test('an order-tracking enquiry goes to the e-commerce team only, after the order number is given', async ({
  page,
}) => {
  const orderNumber = `NOT-${Date.now()}`;
  await page.goto('/contact');
  await page.getByLabel(/Department/).selectOption({ label: 'Customer Support' });
  await page.getByLabel('E Commerce Order Tracking').check();
  await page
    .getByLabel(/Country/)
    .first()
    .selectOption({ label: 'United Arab Emirates' });
  await page.getByLabel(/E-?mail/i).fill('buyer@example.com');
  await page.getByLabel(/Phone/).fill('+971509998877');
  await page.getByRole('button', { name: 'Contact Now' }).click();
  await expect(page.getByLabel('Order Number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Your form has been successfully submitted.')).toBeHidden();

  await page.getByLabel('Order Number').fill(orderNumber);
  await page.getByRole('button', { name: 'Contact Now' }).click();
  await expect(page.getByText('Your form has been successfully submitted.')).toBeVisible();

  const mail = await waitForMail((candidate) => candidate.text.includes(orderNumber));
  expect(mail.to.map((recipient) => recipient.address)).toEqual(['ecommerce@outlet-shop.example']);
});

test("the chat link is the shop setting's WhatsApp number; the popup shows the reference the acknowledgement mail carries", async ({
  page,
}) => {
  const email = `ack-${Date.now()}@example.com`;
  await page.goto('/contact');
  // The number the CMS seeded its shop setting with (SHOP_WHATSAPP of .env.example), not one of the build.
  await expect(page.locator('a.chat-help')).toHaveAttribute('href', 'https://wa.me/971500000000');
  await expect(page.getByRole('link', { name: '+971 4 880 0000' })).toHaveAttribute('href', 'tel:+97148800000');
  await page.getByLabel(/Department/).selectOption({ label: 'General inquiries' });
  await page
    .getByLabel(/Country/)
    .first()
    .selectOption({ label: 'United Arab Emirates' });
  await page.getByLabel(/E-?mail/i).fill(email);
  await page.getByLabel(/Phone/).fill('+971501112233');
  await page.getByLabel(/Name/).first().fill('Sara Visitor');
  await page.getByLabel(/Message/).fill('Do you deliver to Al Ain?');
  await page.getByRole('button', { name: 'Contact Now' }).click();

  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('Your form has been successfully submitted.');
  const reference = (await popup.locator('.dialog__reference strong').textContent()) ?? '';
  expect(reference).toMatch(/^ENQ-\d{8}-[0-9A-F]{6}$/);

  const acknowledgement = await waitForMail(
    (mail) => mail.to.some((recipient) => recipient.address === email) && mail.subject.includes(reference),
  );
  expect(acknowledgement.subject).toBe(`We received your enquiry ${reference}`);
  expect(acknowledgement.to.map((recipient) => recipient.address)).toEqual([email]);
  // A mail to an address the visitor typed carries none of their words, their name neither (docs/decisions/094).
  expect(acknowledgement.text).toContain('Dear customer,');
  expect(acknowledgement.text).not.toContain('Sara Visitor');
  expect(acknowledgement.text).toContain('WhatsApp: +971 50 000 0000');
  expect(acknowledgement.text).not.toContain('Do you deliver to Al Ain?');
});
