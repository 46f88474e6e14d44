import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/stack/ports.ts';
import { type CaughtMail, isAutomatic, SmtpCatcher, staffMail } from '../../scripts/test/smtp-catcher';
import { DEVELOPMENT_STAFF } from '../src/admin-setup/staff-role';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * What the Shop staff role and strangers could do with the media library, Strapi's e-mail route and
 * the enquiry acknowledgement: a staff upload that ran as a page, a relay for any mail, and the
 * acknowledgement sent to one stranger dozens of times with the sender's words in it.
 */

const GIF_PAGE = Buffer.concat([
  Buffer.from('GIF89a'),
  Buffer.from('<html><body><script>fetch("/admin/access-token",{method:"POST"})</script></body></html>'),
]);
const GIF_SCRIPT = Buffer.concat([Buffer.from('GIF89a'), Buffer.from('=1;fetch("/admin/users/me");')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
const POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

let cms: TestCms;
let smtp: SmtpCatcher;
let png: Buffer;
let gif: Buffer;

beforeAll(async () => {
  smtp = new SmtpCatcher(await findFreePort());
  await smtp.start();
  cms = await startTestCms({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    CMS_MAIL_RETRY_BASE_MS: '200',
    CMS_ENQUIRY_RATE_LIMIT: '50',
  });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
    .gif()
    .toBuffer();
});

afterAll(async () => {
  await cms?.stop();
  await smtp?.stop();
});

async function adminToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

// Signed in once each: Strapi limits admin logins per address.
const tokens = new Map<string, Promise<string>>();
const signedIn = (email: string, password: string) => {
  if (!tokens.has(email)) tokens.set(email, adminToken(email, password));
  return tokens.get(email) as Promise<string>;
};
const staffToken = () => signedIn(DEVELOPMENT_STAFF.email, DEVELOPMENT_STAFF.password);
const superAdminToken = () => signedIn('admin@outlet-shop.local', 'OutletShop-dev-1');

type Uploaded = { id: number; url: string; ext: string; mime: string; name: string };

/** `POST /upload` as the media library sends one file. */
async function uploadAsStaff(name: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
  form.append('fileInfo', JSON.stringify({ name, folder: null }));
  const response = await fetch(`${cms.url}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await staffToken()}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Uploaded[] & { error?: { message: string } } };
}

function expectMediaHeaders(answer: Response) {
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('content-security-policy')).toBe(POLICY);
}

describe('media uploads as the Shop staff role', () => {
  it.each([
    ['page.html', GIF_PAGE, 'image/gif'],
    ['page.html', GIF_PAGE, 'application/octet-stream'],
    ['helper.js', GIF_SCRIPT, 'image/gif'],
    ['helper.gif', GIF_SCRIPT, 'image/gif'],
  ])('refuses %s that only begins like a GIF (declared %s), and keeps nothing', async (name, bytes, type) => {
    const before = await cms.strapi.db.query('plugin::upload.file').count();
    const answer = await uploadAsStaff(name, bytes, type);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/not allowed|JPEG, PNG, WebP, GIF and AVIF/);
    expect(await cms.strapi.db.query('plugin::upload.file').count()).toBe(before);
  });

  it('refuses an SVG, whatever it is called', async () => {
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      expect((await uploadAsStaff(name, SVG, type)).status, name).toBe(400);
    }
  });

  it('keeps a real PNG and serves it as image/png, with nosniff and a CSP under which nothing runs', async () => {
    const answer = await uploadAsStaff('jar.png', png, 'image/png');
    expect(answer.status).toBe(201);
    const [file] = answer.body;
    expect(file).toMatchObject({ ext: '.png', mime: 'image/png' });
    const served = await fetch(`${cms.url}${file?.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expectMediaHeaders(served);
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 8)).toEqual(png.subarray(0, 8));
  });

  it('keeps a real GIF named page.html under .gif, served as image/gif', async () => {
    const answer = await uploadAsStaff('page.html', gif, 'application/octet-stream');
    expect(answer.status).toBe(201);
    const [file] = answer.body;
    expect(file).toMatchObject({ ext: '.gif', mime: 'image/gif' });
    expect(file?.url).toMatch(/\.gif$/);
    const served = await fetch(`${cms.url}${file?.url}`);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expectMediaHeaders(served);
  });

  it('serves a page kept before these checks as a download that cannot run', async () => {
    await writeFile(path.join(cms.publicDir, 'uploads', 'kept_before.html'), GIF_PAGE);
    const served = await fetch(`${cms.url}/uploads/kept_before.html`);
    expect(served.status).toBe(200);
    expectMediaHeaders(served);
    expect(served.headers.get('content-disposition')).toBe('attachment');
    const missing = await fetch(`${cms.url}/uploads/no-such-file.png`);
    expect(missing.status).toBe(404);
    expectMediaHeaders(missing);
  });
});

describe("Strapi's e-mail route", () => {
  it('is gone for the Shop staff role: POST /email is refused (405, no such route) and nothing is mailed', async () => {
    const marker = `relay-${Date.now()}`;
    const answer = await fetch(`${cms.url}/email`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await staffToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        to: 'victim@example.com',
        from: 'Outlet Shop Security <security@outlet-shop.example>',
        replyTo: 'attacker@evil.example',
        subject: 'Verify your card',
        text: marker,
        html: `<p>${marker}</p>`,
      }),
    });
    expect([403, 404, 405]).toContain(answer.status);
    const api = await fetch(`${cms.url}/api/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: 'victim@example.com', subject: 'x', text: marker }),
    });
    expect([403, 404, 405]).toContain(api.status);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.matching(marker)).toHaveLength(0);
  });

  it("keeps the super admin's Settings → Email test, and refuses it to staff", async () => {
    const send = async (token: string) =>
      fetch(`${cms.url}/email/test`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ to: 'operator@outlet-shop.example' }),
      });
    expect((await send(await staffToken())).status).toBe(403);
    expect((await send(await superAdminToken())).status).toBe(200);
    const mail = await smtp.waitFor((caught) => caught.rcptTo.includes('operator@outlet-shop.example'));
    expect(mail.parsed.subject).toContain('Strapi test mail');
  });
});

describe('the enquiry acknowledgement to an address a stranger typed', () => {
  const acknowledgementOf = (reference: string) => (mail: CaughtMail) =>
    isAutomatic(mail) && (mail.parsed.text ?? '').includes(reference);

  it('acknowledges one mailbox 3 times an hour; later enquiries are stored and routed all the same', async () => {
    const victim = 'victim@example.org';
    const references: string[] = [];
    for (let call = 0; call < 6; call += 1) {
      const response = await fetch(`${cms.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${call + 10}` },
        body: JSON.stringify({
          name: 'URGENT: card charged AED 4,999, cancel at evil.example/refund',
          email: call === 4 ? 'Victim+tag@Example.org' : victim,
          phone: '+971 50 123 4567',
          inqCountry: 'United Arab Emirates',
          department: 'General inquiries',
          message: 'cancel at evil.example/refund',
        }),
      });
      // The same answer whether or not an acknowledgement goes.
      expect(response.status).toBe(201);
      const body = (await response.json()) as { data: { id: number; reference: string } };
      expect(Object.keys(body.data).sort()).toEqual(['id', 'reference']);
      references.push(body.data.reference);
    }
    for (const reference of references) await smtp.waitFor(staffMail(reference));
    const query = cms.strapi.db.query('api::enquiry.enquiry');
    await expect
      .poll(async () => (await query.findMany({ where: { reference: references } })).map((row) => row.mail_status))
      .toEqual(references.map(() => 'sent'));
    await expect
      .poll(() => references.filter((reference) => smtp.matching(acknowledgementOf(reference)).length > 0).length)
      .toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const acknowledged = references.filter((reference) => smtp.matching(acknowledgementOf(reference)).length > 0);
    expect(acknowledged).toEqual(references.slice(0, 3));
    const rows = await query.findMany({ where: { reference: references.slice(3) } });
    expect(rows.map((row) => row.ack_status)).toEqual(['limited', 'limited', 'limited']);
    for (const reference of acknowledged) {
      const [ack] = smtp.matching(acknowledgementOf(reference));
      expect(ack?.parsed.text).toContain('Dear customer,');
      expect(`${ack?.parsed.text}${ack?.parsed.html}${ack?.parsed.subject}`).not.toMatch(/URGENT|evil\.example/);
    }
  });

  it('stores the name without the zero-width characters that hid words from a reader', async () => {
    const response = await fetch(`${cms.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Om\u200bar\u2060',
        email: 'omar@example.net',
        phone: '+971 50 123 4567',
        inqCountry: 'United Arab Emirates',
        department: 'General inquiries',
        message: 'evil\u200b.example\ufeff',
      }),
    });
    expect(response.status).toBe(201);
    const { reference } = ((await response.json()) as { data: { reference: string } }).data;
    const row = await cms.strapi.db.query('api::enquiry.enquiry').findOne({ where: { reference } });
    expect([row.name, row.message]).toEqual(['Omar', 'evil.example']);
  });
});
