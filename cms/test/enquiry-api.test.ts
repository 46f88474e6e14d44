import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/stack/ports.ts';
import { addresses, type CaughtMail, isAutomatic, SmtpCatcher, staffMail } from '../../scripts/test/smtp-catcher';
import routesSeed from '../data/enquiry-routes.json';
import { startTestCms, type TestCms } from './strapi-harness';

const THANKS = 'Thanks for contacting will get back soon !';
const mailboxesOf = (key: string) => routesSeed.find((route) => route.key === key)?.recipients ?? [];

// Small files whose first bytes are what file-type recognises.
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(256)]);

let cms: TestCms;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = new SmtpCatcher(await findFreePort());
  await smtp.start();
  cms = await startTestCms({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    CMS_MAIL_OUTBOX_INTERVAL_MS: '200',
    CMS_MAIL_RETRY_BASE_MS: '200',
    CMS_ENQUIRY_RATE_LIMIT: '15',
    CMS_UPLOAD_RATE_LIMIT: '15',
    // These tests send many enquiries from visitor@example.com; the limit has its own test.
    CMS_ACKNOWLEDGEMENT_LIMIT: '100',
  });
});

afterAll(async () => {
  await cms?.stop();
  await smtp?.stop();
});

function enquiry(fields: Record<string, unknown> = {}) {
  return {
    email: 'visitor@example.com',
    phone: '+971 50 123 4567',
    inqCountry: 'United Arab Emirates',
    department: 'General inquiries',
    message: `Marker ${Math.random().toString(36).slice(2)}`,
    ...fields,
  };
}

async function post(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${cms.url}${pathname.startsWith('/admin/') ? '' : '/api'}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** register then sendmail, as the contact page does; the register answer. */
async function send(body: Record<string, unknown>) {
  const registered = await post('/auth/register', body);
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const sent = await post('/auth/sendmail', body);
  expect(sent).toEqual({ status: 200, body: { message: THANKS } });
  return registered.body.data as { id: number; reference: string };
}

async function upload(files: Array<{ name: string; bytes: Buffer; type?: string }>) {
  const form = new FormData();
  for (const file of files) form.append('photos', new Blob([file.bytes], { type: file.type ?? '' }), file.name);
  const response = await fetch(`${cms.url}/api/enquiry-files`, { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}

describe('POST /api/auth/register and /api/auth/sendmail', () => {
  it('stores the enquiry, mails the routed mailboxes with Reply-To the visitor, and ignores mailList', async () => {
    const body = enquiry({ name: 'Omar', mailList: ['attacker@evil.example'] });
    const { reference } = await send(body);
    const mail = await smtp.waitFor(staffMail(reference));
    expect(mail.rcptTo.sort()).toEqual([...mailboxesOf('default')].sort());
    expect(addresses(mail.parsed.to).sort()).toEqual([...mailboxesOf('default')].sort());
    expect(addresses(mail.parsed.replyTo)).toEqual(['visitor@example.com']);
    expect(mail.parsed.text).toContain(`Message: ${body.message}`);
    expect(mail.parsed.html).toContain('<th align="left" valign="top">Phone</th><td>+971 50 123 4567</td>');
    // The mail job stamps `sent` once the mail server has taken the mail, a moment after it arrives.
    await expect
      .poll(() => cms.strapi.db.query('api::enquiry.enquiry').findOne({ where: { reference } }))
      .toMatchObject({ email: 'visitor@example.com', mail_status: 'sent' });
  });

  it('routes by the table staff edit in the database', async () => {
    await cms.strapi.db
      .query('api::enquiry-route.enquiry-route')
      .update({ where: { key: 'hr' }, data: { recipients: ['new-hr@outlet-shop.example'] } });
    const { reference } = await send(enquiry({ department: 'HR & Recruitment', targetFunction: 'Quality' }));
    expect((await smtp.waitFor(staffMail(reference))).rcptTo).toEqual(['new-hr@outlet-shop.example']);
  });

  it('refuses a CR/LF in a one-line field, so no header or recipient can be added, and stores nothing', async () => {
    const before = await cms.strapi.db.query('api::enquiry.enquiry').count();
    const answer = await post(
      '/auth/register',
      enquiry({ name: 'Eve\r\nBcc: victim@evil.example\r\nX-Evil: 1', orderNumber: 'x\nCc: other@evil.example' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(Object.keys(answer.body.error.details.fieldErrors)).toContain('name');
    expect(await cms.strapi.db.query('api::enquiry.enquiry').count()).toBe(before);
  });

  it('answers 400 with field errors for every broken rule, and stores nothing', async () => {
    const before = await cms.strapi.db.query('api::enquiry.enquiry').count();
    const registered = await post('/auth/register', {
      email: 'not-an-email',
      department: 'Sales & Distribution Inquiries',
      selectedOptionSales: 'Private Label',
    });
    expect(registered.status).toBe(400);
    expect(registered.body.error.code).toBe('validation_failed');
    expect(Object.keys(registered.body.error.details.fieldErrors).sort()).toEqual(['email', 'inqCountry', 'phone']);
    const sales = enquiry({ department: 'Sales & Distribution Inquiries', selectedOptionSales: 'Private Label' });
    const second = await post('/auth/register', sales);
    expect(Object.keys(second.body.error.details.fieldErrors).sort()).toEqual(['targetBrand', 'targetCountry']);
    expect((await post('/auth/sendmail', { email: 'x' })).status).toBe(400);
    expect(await cms.strapi.db.query('api::enquiry.enquiry').count()).toBe(before);
  });

  it('drops an enquiry whose honeypot field is filled, without telling the bot', async () => {
    const before = await cms.strapi.db.query('api::enquiry.enquiry').count();
    const answer = await post('/auth/register', enquiry({ website: 'http://spam.example' }));
    expect(answer.status).toBe(201);
    expect(await cms.strapi.db.query('api::enquiry.enquiry').count()).toBe(before);
  });
});

/** The acknowledgement of enquiry `reference`: the automatic mail that carries it. */
const acknowledgementOf = (reference: string) => (mail: CaughtMail) =>
  isAutomatic(mail) && (mail.parsed.text ?? '').includes(reference);

describe('the acknowledgement to the visitor', () => {
  it('sends one Arabic acknowledgement to the sender only, with the reference, and the department mail still goes', async () => {
    const body = enquiry({
      name: 'ليلى',
      email: 'layla@example.com',
      locale: 'ar',
      mailList: ['attacker@evil.example'],
    });
    const { reference } = await send(body);
    const routed = await smtp.waitFor(staffMail(reference));
    expect(routed.rcptTo.sort()).toEqual([...mailboxesOf('default')].sort());
    const ack = await smtp.waitFor(acknowledgementOf(reference));
    expect(ack.rcptTo).toEqual(['layla@example.com']);
    expect(addresses(ack.parsed.to)).toEqual(['layla@example.com']);
    expect(addresses(ack.parsed.replyTo)).toEqual(['info@outlet-shop.example']);
    expect(ack.parsed.subject).toBe(`استلمنا استفسارك ${reference}`);
    expect(ack.parsed.html).toContain('<html lang="ar" dir="rtl">');
    expect(ack.parsed.text).toContain('عزيزي العميل،');
    expect(ack.parsed.text).not.toContain('ليلى');
    expect(ack.parsed.text).toContain(`رقمك المرجعي: ${reference}`);
    expect(ack.parsed.text).toContain('القسم: استفسارات عامة');
    expect(ack.parsed.text).toContain('دولتك: الإمارات العربية المتحدة');
    // The shop's contact details, from the shop setting, in Arabic.
    expect(ack.parsed.text).toContain('الهاتف: +971 4 880 0000');
    expect(ack.parsed.text).toContain('واتساب: +971 50 000 0000');
    expect(ack.parsed.text).toContain('العنوان: مدينة دبي الصناعية، دبي، الإمارات العربية المتحدة');
    // Nothing the visitor typed, the name neither, goes back out to an address nobody confirmed.
    expect(ack.parsed.text).not.toContain(body.message);
    expect(ack.parsed.html).not.toContain(body.message);
    await expect
      .poll(() => cms.strapi.db.query('api::enquiry.enquiry').findOne({ where: { reference } }))
      .toMatchObject({ language: 'ar', ack_status: 'sent', mail_status: 'sent' });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.matching(acknowledgementOf(reference))).toHaveLength(1);
    expect(smtp.matching(staffMail(reference))).toHaveLength(1);
  });

  it('acknowledges a form without a locale in English, and sends no files back', async () => {
    const [photo] = (await upload([{ name: 'dent.png', bytes: PNG, type: 'image/png' }])).body;
    const { reference } = await send(
      enquiry({
        name: 'Omar',
        department: 'Customer Support',
        selectedOption: 'Product Feedback / Complaints',
        brandCategory: 'SNACKS',
        message: '',
        photos: [photo],
      }),
    );
    const ack = await smtp.waitFor(acknowledgementOf(reference));
    expect(ack.parsed.subject).toBe(`We received your enquiry ${reference}`);
    expect(ack.parsed.html).toContain('<html lang="en" dir="ltr">');
    expect(ack.parsed.text).toContain('Dear customer,');
    expect(ack.parsed.text).not.toContain('Omar');
    expect(ack.parsed.text).toContain('About: Product Feedback / Complaints');
    expect(ack.parsed.text).toContain('Files: 1 file received');
    // The visitor's file never goes back to them: the one part is the shop's logo, shown inline.
    expect(ack.parsed.attachments.map((file) => [file.contentType, file.contentDisposition])).toEqual([
      ['image/png', 'inline'],
    ]);
    expect((await smtp.waitFor(staffMail(reference))).parsed.attachments).toHaveLength(1);
  });

  it('refuses a locale the shop does not speak (400 on locale), and stores nothing', async () => {
    const before = await cms.strapi.db.query('api::enquiry.enquiry').count();
    const answer = await post('/auth/register', enquiry({ locale: 'fr' }));
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.details.fieldErrors)).toEqual(['locale']);
    expect(await cms.strapi.db.query('api::enquiry.enquiry').count()).toBe(before);
  });

  it('keeps the enquiry and its department mail when the acknowledgement fails, and sends it later', async () => {
    const settings = cms.strapi.service('api::shop-setting.shop-setting') as { contactDetails: unknown };
    const contactDetails = settings.contactDetails;
    settings.contactDetails = async () => {
      throw new Error('Shop setting unreadable');
    };
    let reference = '';
    try {
      ({ reference } = await send(enquiry({ locale: 'ar' })));
      await smtp.waitFor(staffMail(reference));
      const query = cms.strapi.db.query('api::enquiry.enquiry');
      await expect
        .poll(async () => (await query.findOne({ where: { reference } }))?.ack_attempts, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(2);
      expect(await query.findOne({ where: { reference } })).toMatchObject({
        mail_status: 'sent',
        ack_status: 'pending',
        ack_last_error: 'Shop setting unreadable',
      });
    } finally {
      settings.contactDetails = contactDetails;
    }
    await smtp.waitFor(acknowledgementOf(reference));
    expect(smtp.matching(staffMail(reference))).toHaveLength(1);
  });
});

describe('POST /api/enquiry-files', () => {
  it('keeps files privately, links them to the enquiry and attaches them to its mail', async () => {
    const uploaded = await upload([
      { name: 'complaint.png', bytes: PNG, type: 'image/png' },
      { name: 'receipt.pdf', bytes: PDF, type: 'application/pdf' },
    ]);
    expect(uploaded.status).toBe(201);
    // Multipart files are stored as they finish arriving: compare in name order.
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect([...uploaded.body].sort(byName)).toEqual([
      { id: expect.any(String), name: 'complaint.png', mime: 'image/png', size: PNG.length },
      { id: expect.any(String), name: 'receipt.pdf', mime: 'application/pdf', size: PDF.length },
    ]);
    const { reference } = await send(
      enquiry({
        department: 'Customer Support',
        selectedOption: 'Product Feedback / Complaints',
        brandCategory: 'SNACKS',
        message: '',
        bnf: `BNF-${Date.now()}`,
        photos: uploaded.body,
      }),
    );
    const mail = await smtp.waitFor(staffMail(reference));
    expect(mail.rcptTo.sort()).toEqual([...mailboxesOf('support.feedback.snacks')].sort());
    const attached = mail.parsed.attachments
      .map((file) => [file.filename, file.contentType, file.content])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(attached).toEqual([
      ['complaint.png', 'image/png', PNG],
      ['receipt.pdf', 'application/pdf', PDF],
    ]);
    expect(mail.parsed.text).toMatch(/Attached files: (complaint.png, receipt.pdf|receipt.pdf, complaint.png)/);
    expect(await readdir(path.join(cms.publicDir, 'uploads'))).toEqual([]);
    expect((await post('/auth/register', enquiry({ photos: uploaded.body }))).status).toBe(400);
  });

  it('lets only signed-in staff download a file', async () => {
    const [file] = (await upload([{ name: 'cv.pdf', bytes: PDF }])).body;
    const downloadUrl = `${cms.url}/admin/enquiry-files/${file.id}/download`;
    expect((await fetch(downloadUrl)).status).toBe(401);
    expect((await fetch(downloadUrl, { headers: { Authorization: 'Bearer forged' } })).status).toBe(401);
    expect((await fetch(downloadUrl, { headers: { Cookie: 'jwtToken=forged' } })).status).toBe(401);
    // Where the file really is: its storage key (the name on disk), under the private folder.
    const { storageKey } = await cms.strapi.db
      .query('api::enquiry-file.enquiry-file')
      .findOne({ where: { documentId: file.id } });
    expect(await readdir(path.join(cms.privateDir, 'enquiry-files'))).toContain(storageKey);
    for (const [guess, status] of [
      [`/uploads/${storageKey}`, 404],
      [`/uploads/enquiry-files/${storageKey}`, 404],
      [`/enquiry-files/${storageKey}`, 404],
      // Up from the public folder to the private one: the static server refuses to leave its root.
      [`/uploads/..%2f..%2fprivate%2fenquiry-files%2f${storageKey}`, 403],
    ] as const) {
      const answer = await fetch(`${cms.url}${guess}`);
      expect(answer.status, guess).toBe(status);
      expect(Buffer.from(await answer.arrayBuffer()).includes(PDF), guess).toBe(false);
    }

    const login = await post('/admin/login', { email: 'admin@outlet-shop.local', password: 'OutletShop-dev-1' });
    const staff = await fetch(downloadUrl, { headers: { Authorization: `Bearer ${login.body.data.token}` } });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-disposition')).toContain('attachment; filename="cv.pdf"');
    expect(Buffer.from(await staff.arrayBuffer())).toEqual(PDF);
  });

  it('refuses the download to a signed-in admin whose role may not read enquiries (403)', async () => {
    const [file] = (await upload([{ name: 'cv.pdf', bytes: PDF }])).body;
    const role = await cms.strapi
      .service('admin::role')
      .create({ name: 'Catalogue only', description: 'No enquiries' });
    const email = 'catalogue@outlet-shop.local';
    const password = 'Catalogue-only-1';
    await cms.strapi.service('admin::user').create({
      email,
      password,
      firstname: 'Catalogue',
      lastname: 'Editor',
      isActive: true,
      registrationToken: null,
      roles: [role.id],
    });
    const login = await post('/admin/login', { email, password });
    expect(login.status).toBe(200);
    const answer = await fetch(`${cms.url}/admin/enquiry-files/${file.id}/download`, {
      headers: { Authorization: `Bearer ${login.body.data.token}` },
    });
    expect(answer.status).toBe(403);
    expect(Buffer.from(await answer.arrayBuffer()).includes(PDF)).toBe(false);
  });

  it.each([
    ['page.pdf', 'text/html', HTML],
    ['drawing.pdf', 'image/svg+xml', SVG],
    ['setup.pdf', 'application/pdf', EXE],
  ])('refuses %s whose content is not a PDF (declared %s)', async (name, type, bytes) => {
    const refused = await upload([
      { name: 'fine.png', bytes: PNG },
      { name, bytes, type },
    ]);
    expect(refused.status).toBe(415);
    expect(refused.body.error.code).toBe('file_type_not_allowed');
    expect(refused.body.error.details.files.map((file: { name: string }) => file.name)).toEqual([name]);
  });

  it('accepts a file of exactly 5242880 bytes and names larger ones in the spec message', async () => {
    const limit = Buffer.concat([PNG, Buffer.alloc(5_242_880 - PNG.length)]);
    expect((await upload([{ name: 'exact.png', bytes: limit }])).status).toBe(201);
    const tooBig = await upload([{ name: 'huge.png', bytes: Buffer.concat([limit, Buffer.alloc(1)]) }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe('huge.png exceed the 5MB file size limit.');
  });
});

describe('uploads no enquiry took', () => {
  it('are deleted after a day, files and records; attached ones stay', async () => {
    const [orphan, attached] = (
      await upload([
        { name: 'left-behind.pdf', bytes: PDF },
        { name: 'kept.pdf', bytes: PDF },
      ])
    ).body.sort((a: { name: string }, b: { name: string }) => b.name.localeCompare(a.name));
    await send(enquiry({ photos: [attached] }));
    await cms.strapi.db.connection.raw(
      `UPDATE enquiry_files SET created_at = now() - interval '2 days' WHERE document_id IN (?, ?)`,
      [orphan.id, attached.id],
    );
    const files = cms.strapi.db.query('api::enquiry-file.enquiry-file');
    const orphanKey = (await files.findOne({ where: { documentId: orphan.id } })).storageKey;
    await cms.strapi.service('api::enquiry-file.file-store').sweepOrphans(24 * 60 * 60_000);
    expect(await files.findOne({ where: { documentId: orphan.id } })).toBeNull();
    expect(await files.findOne({ where: { documentId: attached.id } })).not.toBeNull();
    expect(await readdir(path.join(cms.privateDir, 'enquiry-files'))).not.toContain(orphanKey);
  });
});

describe('the mail outbox', () => {
  it('keeps an enquiry while the SMTP server is down and mails it exactly once when it is back', async () => {
    await smtp.stop();
    const { reference } = await send(enquiry());
    const query = cms.strapi.db.query('api::enquiry.enquiry');
    await expect
      .poll(async () => (await query.findOne({ where: { reference } }))?.mail_attempts, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await query.findOne({ where: { reference } })).toMatchObject({ mail_status: 'pending' });
    await smtp.start();
    await smtp.waitFor(staffMail(reference));
    await expect
      .poll(async () => (await query.findOne({ where: { reference } }))?.mail_status, { timeout: 15_000 })
      .toBe('sent');
    await expect
      .poll(async () => (await query.findOne({ where: { reference } }))?.ack_status, { timeout: 15_000 })
      .toBe('sent');
    await cms.strapi.service('api::enquiry.mail-outbox').deliverDue();
    expect(smtp.matching(staffMail(reference))).toHaveLength(1);
    expect(smtp.matching(acknowledgementOf(reference))).toHaveLength(1);
  });

  it('turns a pending enquiry without a job (left by the former outbox) into one job, mailed once', async () => {
    const reference = `ENQ-20250101-${Date.now().toString(16).slice(-6).toUpperCase()}`;
    const query = cms.strapi.db.query('api::enquiry.enquiry');
    await query.create({
      data: { ...enquiry(), reference, recipients: mailboxesOf('default'), mail_status: 'pending', mail_attempts: 3 },
    });
    const outbox = cms.strapi.service('api::enquiry.mail-outbox');
    expect(await outbox.deliverDue()).toBeGreaterThanOrEqual(1);
    await outbox.deliverDue();
    await smtp.waitFor(staffMail(reference));
    await expect.poll(async () => (await query.findOne({ where: { reference } }))?.mail_status).toBe('sent');
    expect(await outbox.deliverDue()).toBe(0);
    expect(smtp.matching(staffMail(reference))).toHaveLength(1);
  });
  it("gives a mail up after the retry policy's 30 attempts: failed in the admin, logged without the address, sent again on request", async () => {
    const visitor = 'no-such-mailbox@example.com';
    smtp.refusedRecipients.add(visitor);
    const reference = `ENQ-20250102-${Date.now().toString(16).slice(-6).toUpperCase()}`;
    const query = cms.strapi.db.query('api::enquiry.enquiry');
    // The routed mail went out; the acknowledgement was refused 29 times: this is its last attempt.
    const { id } = await query.create({
      data: {
        ...enquiry({ email: visitor }),
        reference,
        recipients: mailboxesOf('default'),
        language: 'en',
        mail_status: 'sent',
        mail_attempts: 1,
        ack_status: 'pending',
        ack_attempts: 29,
      },
    });
    const lines: string[] = [];
    const { log } = cms.strapi;
    const [error, warn] = [log.error, log.warn];
    log.error = (message: string) => lines.push(message) as never;
    log.warn = (message: string) => lines.push(message) as never;
    const knex = cms.strapi.db.connection;
    const waitingJobs = async () =>
      (await knex.raw(`SELECT id FROM graphile_worker.jobs WHERE key = ?`, [`enquiry-mail:${id}`])).rows.length;
    try {
      await cms.strapi.service('api::enquiry.mail-outbox').deliverDue();
      await expect
        .poll(async () => (await query.findOne({ where: { id } }))?.ack_status, { timeout: 15_000 })
        .toBe('failed');
    } finally {
      Object.assign(log, { error, warn });
    }
    const failed = await query.findOne({ where: { id } });
    expect(failed).toMatchObject({ ack_attempts: 30, ack_next_attempt_at: null, mail_status: 'sent' });
    expect(failed.ack_last_error).toContain('550');
    expect(lines).toContainEqual(
      expect.stringContaining(`${reference}: acknowledgement mail gave up after 30 attempts`),
    );
    expect(lines.join('\n')).not.toContain(visitor);
    // Given up: no job waits for it, and a restart does not queue it again.
    expect(await waitingJobs()).toBe(0);
    await cms.strapi.service('api::enquiry.mail-outbox').deliverDue();
    expect(await waitingJobs()).toBe(0);
    // Operations sends it again once the cause is fixed (docs/operations.md "Jobs that gave up").
    smtp.refusedRecipients.delete(visitor);
    await knex.raw(
      `WITH again AS (UPDATE enquiries SET ack_status = 'pending', ack_attempts = 0, ack_next_attempt_at = NULL
         WHERE reference = ? AND ack_status = 'failed' RETURNING id)
       SELECT graphile_worker.add_job('enquiry-mail', json_build_object('id', id), job_key => 'enquiry-mail:' || id)
         FROM again`,
      [reference],
    );
    await smtp.waitFor(acknowledgementOf(reference));
    await expect.poll(async () => (await query.findOne({ where: { id } }))?.ack_status).toBe('sent');
    expect(smtp.matching(acknowledgementOf(reference))).toHaveLength(1);
    expect(smtp.matching(staffMail(reference))).toHaveLength(0);
  });
});

describe('rate limit', () => {
  it('answers 429 once a client has used its enquiries for the window', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 16; call += 1) statuses.push((await post('/auth/register', {})).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers the 16th sendmail from one visitor with 429 rate_limited (limit 15), and not another visitor', async () => {
    // As the edge names visitors (one trusted hop): an address no other test uses, so the count starts at 0.
    const visitor = { 'X-Forwarded-For': '198.51.100.21' };
    const body = enquiry();
    for (let call = 1; call <= 15; call += 1) {
      expect(await post('/auth/sendmail', body, visitor), `call ${call}`).toEqual({
        status: 200,
        body: { message: THANKS },
      });
    }
    const limited = await post('/auth/sendmail', body, visitor);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect((await post('/auth/sendmail', body, { 'X-Forwarded-For': '198.51.100.22' })).status).toBe(200);
  });
});
