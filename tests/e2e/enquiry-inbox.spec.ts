import { expect, test } from '@playwright/test';
import { queryDatabase, urls } from '../support/stack.ts';
import { staffSignIn } from '../support/staff.ts';

/** A tiny PDF: the CMS judges files by these first bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const ENQUIRIES = `${urls.cms}/admin/content-manager/collection-types/api::enquiry.enquiry`;

test('staff find a new enquiry at the top of the inbox, take it, download its file, answer and close it, and cannot change its message', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const marker = `Inbox ${Date.now()}`;

  // A shopper applies for a job with their CV through the contact form.
  await page.goto('/contact');
  await page.getByLabel('Department').selectOption({ label: 'HR & Recruitment' });
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'United Arab Emirates' });
  await page.getByLabel('E-mail').fill('applicant@example.com');
  await page.getByLabel('Phone').fill('+971501112233');
  await page.getByLabel('Name (optional)').fill('Layla Applicant');
  await page.getByLabel('Target Function').selectOption('Supply Chain');
  await page.getByLabel('Resume').setInputFiles({ name: 'layla-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('layla-cv.pdf')).toBeVisible();
  await page.getByLabel('Message').fill(`${marker}: I would like to join the warehouse team.`);
  await page.getByRole('button', { name: 'Contact Now' }).click();
  const reference = (await page.getByRole('dialog').locator('.dialog__reference strong').textContent()) ?? '';
  expect(reference).toMatch(/^ENQ-\d{8}-[0-9A-F]{6}$/);

  // The admin panel's files are shared by every test stack and rebuilt when the CMS's sources
  // change: wait until the panel is served before signing in.
  await expect
    .poll(async () => (await request.get(`${urls.cms}/admin/auth/login`)).status(), { timeout: 300_000 })
    .toBe(200);
  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await staffSignIn(staff, { as: 'staff' });
    await staff.goto(ENQUIRIES);

    // The newest enquiry heads the list, with the columns staff scan.
    const firstRow = staff.getByRole('row').nth(1);
    await expect(firstRow).toContainText(reference, { timeout: 30_000 });
    await expect(firstRow).toContainText('HR & Recruitment');
    await expect(firstRow).toContainText('United Arab Emirates');
    await expect(firstRow).toContainText('new');
    await expect(staff.getByRole('row').first()).toContainText(
      /Reference\s*Department\s*Country\s*Status\s*Owner\s*Received/i,
    );
    await staff.screenshot({ path: test.info().outputPath('enquiry-inbox-list.png') });

    await firstRow.getByText(reference).click();
    const inbox = staff.getByRole('complementary').filter({ hasText: 'Inbox' });
    await expect(inbox).toContainText('New · Nobody owns it', { timeout: 30_000 });
    await expect(inbox.getByRole('list', { name: 'Attachments' })).toContainText('layla-cv.pdf');
    await expect(inbox.getByRole('list', { name: 'Attachments' })).toContainText(`application/pdf · ${PDF.length} B`);

    // What the visitor wrote is shown, not editable.
    const message = staff.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveValue(`${marker}: I would like to join the warehouse team.`);
    await expect(message).toBeDisabled();
    await expect(staff.getByRole('textbox', { name: 'Reference' })).toBeDisabled();

    // Take it: the staff member owns it and it is in progress, in the panel and in the form.
    await inbox.getByRole('button', { name: 'Take it' }).click();
    await expect(inbox).toContainText('In progress · Owner: you (Shop Staff)');
    await expect(inbox.getByRole('list', { name: 'Timeline' })).toContainText(
      'Shop Staff: New → In progress, owner Shop Staff',
    );
    await expect(staff.getByRole('combobox', { name: 'Status', exact: true })).toContainText('in_progress');

    // The attachment downloads from the enquiry itself, as the visitor sent it.
    const downloading = staff.waitForEvent('download');
    await inbox.getByRole('link', { name: 'Download layla-cv.pdf' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('layla-cv.pdf');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(Buffer.compare(await readFile(path), PDF)).toBe(0);

    // Answered, then closed; a closed enquiry can only be reopened.
    await inbox.getByRole('button', { name: 'Mark answered' }).click();
    await expect(inbox).toContainText('Answered · Owner: you (Shop Staff)');
    await inbox.getByRole('button', { name: 'Close' }).click();
    await expect(inbox).toContainText('Closed · Owner: you (Shop Staff)');
    await expect(inbox.getByRole('button')).toHaveText(['Reopen']);
    await expect(inbox.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(4);
    await staff.screenshot({ path: test.info().outputPath('enquiry-inbox-closed.png'), fullPage: true });

    // The list shows the new status and owner.
    await staff.goto(ENQUIRIES);
    const row = staff.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('closed');
    await expect(row).toContainText('staff@outlet-shop.local');
  } finally {
    await staff.close();
  }

  // The server refuses a change of the message, whatever the form shows.
  const login = await request.post(`${urls.cms}/admin/login`, {
    data: { email: 'staff@outlet-shop.local', password: 'OutletShop-staff-1' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const [stored] = (await queryDatabase<{ document_id: string; inbox_status: string; status_history: unknown[] }>(
    'cms',
    'SELECT document_id, inbox_status, status_history FROM enquiries WHERE reference = $1',
    [reference],
  )) as [{ document_id: string; inbox_status: string; status_history: unknown[] }];
  expect(stored.inbox_status).toBe('closed');
  expect(stored.status_history).toHaveLength(3);
  const edit = await request.put(
    `${ENQUIRIES.replace('/admin/content-manager', '/content-manager')}/${stored.document_id}`,
    {
      headers: { Authorization: `Bearer ${token}` },
      data: { message: 'Changed by staff' },
    },
  );
  expect(edit.status()).toBe(400);
  expect(((await edit.json()) as { error: { message: string } }).error.message).toContain(
    'What the visitor submitted cannot be changed (message)',
  );
  const [after] = await queryDatabase<{ message: string }>(
    'cms',
    'SELECT message FROM enquiries WHERE reference = $1',
    [reference],
  );
  expect(after?.message).toBe(`${marker}: I would like to join the warehouse team.`);
});
