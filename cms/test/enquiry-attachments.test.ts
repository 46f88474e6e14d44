import * as CFB from 'cfb';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/stack/ports.ts';
import { SmtpCatcher, staffMail } from '../../scripts/test/smtp-catcher';
import { installEnquiryFileClaims } from '../src/api/enquiry-file/sql/file-link';
import { startTestCms, type TestCms } from './strapi-harness';

// What a shopper or an attacker really sends: bytes made by the tools that make such files.
let JPEG: Buffer;
let PLAIN_PDF: Buffer;
let SCRIPTED_PDF: Buffer;
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
const BIDI_AND_CONTROL = /[\p{Cc}\p{Cf}]/u;

/** A Word 97–2003 file as Word writes it: an OLE compound file whose root holds a `WordDocument` stream. */
function wordDocument(): Buffer {
  const container = CFB.utils.cfb_new();
  const fib = Buffer.alloc(1024);
  fib.writeUInt16LE(0xa5ec, 0);
  CFB.utils.cfb_add(container, '/WordDocument', fib);
  CFB.utils.cfb_add(container, '/1Table', Buffer.alloc(1024));
  return CFB.write(container, { type: 'buffer' }) as Buffer;
}

let cms: TestCms;
let smtp: SmtpCatcher;

beforeAll(async () => {
  JPEG = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
    .jpeg()
    .toBuffer();
  const plain = await PDFDocument.create();
  plain.addPage().drawText('Receipt 42');
  PLAIN_PDF = Buffer.from(await plain.save());
  const scripted = await PDFDocument.create();
  scripted.addPage().drawText('Invoice');
  scripted.catalog.set(
    PDFName.of('OpenAction'),
    scripted.context.obj({ S: 'JavaScript', JS: PDFString.of('app.launchURL("https://evil.example")') }),
  );
  SCRIPTED_PDF = Buffer.from(await scripted.save());

  smtp = new SmtpCatcher(await findFreePort());
  await smtp.start();
  cms = await startTestCms({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    CMS_MAIL_RETRY_BASE_MS: '200',
    CMS_ENQUIRY_RATE_LIMIT: '100',
    CMS_UPLOAD_RATE_LIMIT: '50',
  });
});

afterAll(async () => {
  await cms?.stop();
  await smtp?.stop();
});

const enquiry = (fields: Record<string, unknown> = {}) => ({
  email: 'visitor@example.com',
  phone: '+971 50 123 4567',
  inqCountry: 'United Arab Emirates',
  department: 'General inquiries',
  message: `Marker ${Math.random().toString(36).slice(2)}`,
  ...fields,
});

async function post(pathname: string, body: unknown) {
  const response = await fetch(`${cms.url}${pathname.startsWith('/admin/') ? '' : '/api'}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function upload(files: Array<{ name: string; bytes: Buffer; type?: string }>) {
  const form = new FormData();
  for (const file of files) form.append('photos', new Blob([file.bytes], { type: file.type ?? '' }), file.name);
  const response = await fetch(`${cms.url}/api/enquiry-files`, { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}

async function download(documentId: string) {
  const login = await post('/admin/login', { email: 'admin@outlet-shop.local', password: 'OutletShop-dev-1' });
  return fetch(`${cms.url}/admin/enquiry-files/${documentId}/download`, {
    headers: { Authorization: `Bearer ${login.body.data.token}` },
  });
}

const storedFile = (documentId: string) =>
  cms.strapi.db.query('api::enquiry-file.enquiry-file').findOne({ where: { documentId } });

describe('attachment names come from what the bytes are (docs/architecture.md 5)', () => {
  it('stores, mails and serves a JPEG named invoice.html as invoice.jpg', async () => {
    const uploaded = await upload([{ name: 'invoice.html', bytes: JPEG, type: 'text/html' }]);
    expect(uploaded.status).toBe(201);
    const [file] = uploaded.body;
    expect(file).toEqual({ id: expect.any(String), name: 'invoice.jpg', mime: 'image/jpeg', size: JPEG.length });
    expect(await storedFile(file.id)).toMatchObject({ name: 'invoice.jpg', mime: 'image/jpeg' });

    const registered = await post('/auth/register', enquiry({ photos: [file] }));
    expect(registered.status).toBe(201);
    const mail = await smtp.waitFor(staffMail(registered.body.data.reference));
    expect(mail.parsed.attachments.map((part) => [part.filename, part.contentType])).toEqual([
      ['invoice.jpg', 'image/jpeg'],
    ]);
    expect(mail.parsed.text).toContain('Attached files: invoice.jpg');

    const served = await download(file.id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice.jpg"; filename*=UTF-8''invoice.jpg`,
    );
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(JPEG);
  });

  it('drops a right-to-left override and other invisible characters from the name', async () => {
    const uploaded = await upload([{ name: 'invoice\u202Egpj.exe', bytes: JPEG }]);
    expect(uploaded.status).toBe(201);
    const [file] = uploaded.body;
    expect(file.name).toBe('invoicegpj.jpg');
    expect(BIDI_AND_CONTROL.test((await storedFile(file.id)).name)).toBe(false);
    const disposition = (await download(file.id)).headers.get('content-disposition') ?? '';
    expect(disposition).toBe(`attachment; filename="invoicegpj.jpg"; filename*=UTF-8''invoicegpj.jpg`);
  });
});

describe('Word 97-2003 is judged by the compound file’s directory', () => {
  it('refuses a text file that merely contains WordDocument, even behind an OLE signature', async () => {
    for (const bytes of [
      Buffer.from('WordDocument, a résumé in plain text'),
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.from('<html>WordDocument</html>', 'utf16le')]),
    ]) {
      const refused = await upload([{ name: 'cv.doc', bytes, type: 'application/msword' }]);
      expect(refused.status).toBe(415);
      expect(refused.body.error.code).toBe('file_type_not_allowed');
      expect(refused.body.error.details.files.map((file: { name: string }) => file.name)).toEqual(['cv.doc']);
    }
  });

  it('accepts a real Word 97-2003 document as cv.doc', async () => {
    const document = wordDocument();
    const uploaded = await upload([{ name: 'cv.txt', bytes: document }]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body[0]).toMatchObject({ name: 'cv.doc', mime: 'application/msword', size: document.length });
  });
});

describe('PDFs with active content', () => {
  it('refuses a PDF whose open action runs JavaScript, naming it, and keeps the other files of the upload', async () => {
    const answer = await upload([
      { name: 'receipt.pdf', bytes: PLAIN_PDF },
      { name: 'invoice.pdf', bytes: SCRIPTED_PDF },
      { name: 'photo.png', bytes: PNG },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('file_content_not_allowed');
    expect(answer.body.error.message).toMatch(/^invoice\.pdf \(contains JavaScript\) cannot be attached\./);
    expect(answer.body.error.details.files).toEqual([
      { name: 'invoice.pdf', code: 'file_content_not_allowed', reason: 'contains JavaScript' },
    ]);
    const kept = answer.body.error.details.uploaded as Array<{ id: string; name: string }>;
    expect(kept.map((file) => file.name).sort()).toEqual(['photo.png', 'receipt.pdf']);
    const files = cms.strapi.db.query('api::enquiry-file.enquiry-file');
    expect(await files.count({ where: { name: 'invoice.pdf' } })).toBe(0);
    const receipt = await storedFile(kept.find((file) => file.name === 'receipt.pdf')?.id ?? '');
    expect(receipt).toMatchObject({ mime: 'application/pdf', size: PLAIN_PDF.length });

    const registered = await post('/auth/register', enquiry({ photos: kept }));
    expect(registered.status).toBe(201);
  });
});

describe('one uploaded file, one enquiry', () => {
  it('gives a file named by 20 registers at once to exactly one; the others get 400 and store nothing', async () => {
    const [file] = (await upload([{ name: 'complaint.png', bytes: PNG }])).body;
    const marker = `Race ${Date.now()}`;
    const enquiries = cms.strapi.db.query('api::enquiry.enquiry');
    const before = await enquiries.count();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post('/auth/register', enquiry({ message: `${marker} #${index}`, photos: [file] })),
      ),
    );
    const stored = answers.filter((answer) => answer.status === 201);
    expect(stored).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('validation_failed');
      expect(refused.body.error.details.fieldErrors.photos).toHaveLength(1);
    }
    expect(await enquiries.count()).toBe(before + 1);
    expect(await enquiries.count({ where: { message: { $startsWith: marker } } })).toBe(1);
    const { rows } = await cms.strapi.db.connection.raw(
      `SELECT l.enquiry_id FROM enquiry_files_enquiry_lnk l JOIN enquiry_files f ON f.id = l.enquiry_file_id
        WHERE f.document_id = ?`,
      [file.id],
    );
    expect(rows).toEqual([{ enquiry_id: stored[0].body.data.id }]);
    // One mail job was queued, for the stored enquiry only: one mail arrives, and no other.
    await smtp.waitFor(stored[0].body.data.reference);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.matching(marker)).toHaveLength(1);
  });

  it('at start, leaves a file that a past race gave to two enquiries with the first, and makes the rule the database’s', async () => {
    const knex = cms.strapi.db.connection;
    const [file] = (await upload([{ name: 'twice.png', bytes: PNG }])).body;
    const first = await post('/auth/register', enquiry({ photos: [file] }));
    const second = await post('/auth/register', enquiry());
    const { id: fileId } = await storedFile(file.id);
    await knex.raw('DROP INDEX enquiry_files_enquiry_lnk_file_claim_uq');
    await knex.raw('INSERT INTO enquiry_files_enquiry_lnk (enquiry_file_id, enquiry_id) VALUES (?, ?)', [
      fileId,
      second.body.data.id,
    ]);
    await installEnquiryFileClaims(cms.strapi);
    const links = await knex.raw('SELECT enquiry_id FROM enquiry_files_enquiry_lnk WHERE enquiry_file_id = ?', [
      fileId,
    ]);
    expect(links.rows).toEqual([{ enquiry_id: first.body.data.id }]);
    await expect(
      knex.raw('INSERT INTO enquiry_files_enquiry_lnk (enquiry_file_id, enquiry_id) VALUES (?, ?)', [
        fileId,
        second.body.data.id,
      ]),
    ).rejects.toThrow(/unique/);
  });
});
