import { expect, type Page, test } from '@playwright/test';
import { type CaughtMail, waitForMail } from '../support/stack.ts';

/** A tiny PNG and PDF: the CMS judges files by these first bytes. */
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const SUCCESS = 'Your form has been successfully submitted.';

const recipientsOf = (mail: CaughtMail) => mail.to.map((recipient) => recipient.address).sort();
const attachmentsOf = (mail: CaughtMail) => (mail.attachments ?? []).map((file) => file.fileName).sort();

/** Opens /contact, picks the department and fills the fields every form has. */
async function startEnquiry(page: Page, department: string, email = 'visitor@example.com') {
  await page.goto('/contact');
  await page.getByLabel('Department').selectOption({ label: department });
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'United Arab Emirates' });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('+971501112233');
  await page.getByLabel('Name (optional)').fill('Layla Visitor');
}

async function submitAndExpectSuccess(page: Page) {
  await page.getByRole('button', { name: 'Contact Now' }).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
}

test('customer support feedback: snacks team gets the complaint with its photos', async ({ page }) => {
  const bnf = `BNF-${Date.now()}`;
  await startEnquiry(page, 'Customer Support');
  await page.getByLabel('Product Feedback / Complaints').check();
  await page.getByLabel('Brand Category').selectOption('SNACKS');
  await page.getByLabel('Brand Name').fill('XL Chips');
  await page.getByLabel('BNF Number').fill(bnf);
  await page.getByLabel('Expiry Date').fill('2027-01-31');
  await page.getByLabel('Purchase Date').fill('2026-11-01');
  await page.getByLabel('Purchase From').fill('Outlet, Dubai');
  await page.getByLabel('Photos', { exact: true }).setInputFiles([
    { name: 'pack.png', mimeType: 'image/png', buffer: PNG },
    { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await expect(page.getByRole('list', { name: 'Photos: attached files' }).getByRole('listitem')).toHaveCount(2);
  await submitAndExpectSuccess(page);

  const mail = await waitForMail((candidate) => candidate.text.includes(bnf));
  expect(recipientsOf(mail)).toEqual(['quality@outlet-shop.example', 'support-snacks@outlet-shop.example']);
  expect(attachmentsOf(mail)).toEqual(['pack.png', 'receipt.pdf']);
  expect(mail.replyTo?.map((recipient) => recipient.address)).toEqual(['visitor@example.com']);
});

test('sales export: the target country picks its country group', async ({ page }) => {
  const marker = `Export ${Date.now()}`;
  await startEnquiry(page, 'Sales & Distribution Inquiries');
  await page.getByLabel('Export').check();
  await page.getByLabel('Target country').selectOption({ label: 'India' });
  await page.getByLabel('Message').fill(`${marker}: 2 containers of dates a month`);
  await submitAndExpectSuccess(page);
  const mail = await waitForMail((candidate) => candidate.text.includes(marker));
  expect(recipientsOf(mail)).toEqual(['export-india@outlet-shop.example', 'export@outlet-shop.example']);
});

test('sales private label: Target Market and Target Brand are required, then it reaches private label', async ({
  page,
}) => {
  const marker = `Private label ${Date.now()}`;
  await startEnquiry(page, 'Sales & Distribution Inquiries');
  await page.getByLabel('Private Label').check();
  await page.getByLabel('Message').fill(marker);
  await page.getByRole('button', { name: 'Contact Now' }).click();
  await expect(page.getByLabel('Target Market')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Target Brand')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Target Brand').locator('option')).toHaveCount(15);
  await page.getByLabel('Target Market').selectOption({ label: 'Kenya' });
  await page.getByLabel('Target Brand').selectOption('CHOCODATE');
  await submitAndExpectSuccess(page);
  const mail = await waitForMail((candidate) => candidate.text.includes(marker));
  expect(recipientsOf(mail)).toEqual(['bd@outlet-shop.example', 'private-label@outlet-shop.example']);
  expect(mail.text).toContain('Target brand: CHOCODATE');
});

test('HR & Recruitment: the resume reaches the careers mailboxes', async ({ page }) => {
  const marker = `Careers ${Date.now()}`;
  await startEnquiry(page, 'HR & Recruitment');
  await expect(page.getByLabel('Target Function').locator('option')).toHaveCount(13);
  await page.getByLabel('Target Function').selectOption('Supply Chain');
  await page.getByLabel('Resume').setInputFiles({ name: 'layla-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('layla-cv.pdf')).toBeVisible();
  await page.getByLabel('Message').fill(marker);
  await submitAndExpectSuccess(page);
  const mail = await waitForMail((candidate) => candidate.text.includes(marker));
  expect(recipientsOf(mail)).toEqual(['careers@outlet-shop.example', 'hr@outlet-shop.example']);
  expect(attachmentsOf(mail)).toEqual(['layla-cv.pdf']);
});

test('Marketing & Branding: oversize files are named, the others still upload and are mailed', async ({ page }) => {
  const marker = `Sponsorship ${Date.now()}`;
  await startEnquiry(page, 'Marketing & Branding');
  await expect(page.getByText('Services, Sponsorship, Collaboration')).toBeVisible();
  await page.getByLabel('Credentials and proposal').setInputFiles([
    { name: 'proposal.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'showreel.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_881) },
  ]);
  await expect(page.getByText('showreel.png exceed the 5MB file size limit.')).toBeVisible();
  await expect(page.getByText('proposal.pdf')).toBeVisible();
  await page.getByLabel('Message').fill(marker);
  await submitAndExpectSuccess(page);
  const mail = await waitForMail((candidate) => candidate.text.includes(marker));
  expect(recipientsOf(mail)).toEqual(['brand@outlet-shop.example', 'marketing@outlet-shop.example']);
  expect(attachmentsOf(mail)).toEqual(['proposal.pdf']);
});

test('the success popup clears the form and its Home button goes to the top of /', async ({ page }) => {
  await startEnquiry(page, 'General inquiries');
  await page.getByLabel('Message').fill(`Popup ${Date.now()}`);
  await submitAndExpectSuccess(page);
  await expect(page.getByLabel('E-mail')).toHaveValue('');
  await expect(page.getByLabel('Department')).toHaveValue('');
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a failed submit keeps the answers and says the enquiry was not sent', async ({ page }) => {
  await startEnquiry(page, 'Customer Support');
  await page.getByLabel('Innovation Center').check();
  await page.getByLabel('Describe your product ideas').fill('Date-filled protein bars');
  await page.route('**/api/auth/register', (route) => route.abort());
  await page.getByRole('button', { name: 'Contact Now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'not sent' })).toHaveText(
    'Your enquiry was not sent. Your answers are still here: please try again.',
  );
  await expect(page.getByLabel('Describe your product ideas')).toHaveValue('Date-filled protein bars');
  await expect(page.getByText(SUCCESS)).toBeHidden();

  // Choosing another department resets the sub-option.
  await page.getByLabel('Department').selectOption({ label: 'Sales & Distribution Inquiries' });
  await page.getByLabel('Department').selectOption({ label: 'Customer Support' });
  await expect(page.getByLabel('Innovation Center')).not.toBeChecked();
});
