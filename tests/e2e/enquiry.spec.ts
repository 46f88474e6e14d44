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
