import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/stack/ports.ts';
import { S3_STAND_IN_CREDENTIALS, type StandIn, startS3StandIn } from '../../scripts/stack/stand-ins.ts';
import { SmtpCatcher, staffMail } from '../../scripts/test/smtp-catcher';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * The CMS as one of several replicas (docs/decisions/086): media in an S3 bucket, enquiry
 * attachments in a private one, both on the local S3 stand-in. Nothing lands on the replica's disk,
 * so any replica serves what another took.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const MEDIA = 'shop-media';
const PRIVATE = 'shop-private';

let s3: StandIn;
let client: S3Client;
let smtp: SmtpCatcher;
let cms: TestCms;

beforeAll(async () => {
  s3 = await startS3StandIn([MEDIA, PRIVATE]);
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.url,
    forcePathStyle: true,
    credentials: S3_STAND_IN_CREDENTIALS,
  });
  smtp = new SmtpCatcher(await findFreePort());
  await smtp.start();
  cms = await startTestCms({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    CMS_MAIL_RETRY_BASE_MS: '200',
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: S3_STAND_IN_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_STAND_IN_CREDENTIALS.secretAccessKey,
    S3_BUCKET: MEDIA,
    S3_PRIVATE_BUCKET: PRIVATE,
  });
});

afterAll(async () => {
  await cms?.stop();
  await smtp?.stop();
  client?.destroy();
  await s3?.stop();
  for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_BUCKET', 'S3_PRIVATE_BUCKET']) {
    delete process.env[key];
  }
});

async function keysIn(bucket: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((object) => String(object.Key));
}

async function staffToken(): Promise<string> {
  const login = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@outlet-shop.local', password: 'OutletShop-dev-1' }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

describe('enquiry attachments in the private bucket', () => {
  it('an upload goes to the bucket, never to disk; staff download it; its mail carries it', async () => {
    const form = new FormData();
    form.append('photos', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
    const uploaded = await fetch(`${cms.url}/api/enquiry-files`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as Array<{ id: string }>;
    const { storageKey } = await cms.strapi.db
      .query('api::enquiry-file.enquiry-file')
      .findOne({ where: { documentId: file.id } });

    expect(await keysIn(PRIVATE)).toContain(`enquiry-files/${storageKey}`);
    expect(await keysIn(MEDIA)).toEqual([]);
    const stored = await client.send(new GetObjectCommand({ Bucket: PRIVATE, Key: `enquiry-files/${storageKey}` }));
    expect(Buffer.from((await stored.Body?.transformToByteArray()) ?? [])).toEqual(PDF);
    await expect(readdir(path.join(cms.privateDir, 'enquiry-files'))).rejects.toThrow(/ENOENT/);
    for (const guess of [`/uploads/${storageKey}`, `/uploads/enquiry-files/${storageKey}`]) {
      const answer = await fetch(`${cms.url}${guess}`);
      expect(answer.status, guess).toBe(404);
    }

    const downloadUrl = `${cms.url}/admin/enquiry-files/${file.id}/download`;
    expect((await fetch(downloadUrl)).status).toBe(401);
    const staff = await fetch(downloadUrl, { headers: { Authorization: `Bearer ${await staffToken()}` } });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-disposition')).toContain('attachment; filename="cv.pdf"');
    expect(Buffer.from(await staff.arrayBuffer())).toEqual(PDF);

    const body = {
      email: 'visitor@example.com',
      phone: '+971 50 123 4567',
      inqCountry: 'United Arab Emirates',
      department: 'General inquiries',
      message: `Marker ${Math.random().toString(36).slice(2)}`,
      photos: [file],
    };
    for (const step of ['register', 'sendmail']) {
      const answer = await fetch(`${cms.url}/api/auth/${step}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status, step).toBeLessThan(300);
      if (step === 'register') body.photos = [file];
    }
    const registered = await cms.strapi.db.query('api::enquiry.enquiry').findOne({ where: { message: body.message } });
    const mail = await smtp.waitFor(staffMail(registered.reference));
    expect(mail.parsed.attachments.map((attached) => attached.content)).toEqual([PDF]);
  });
});

describe('media in the media bucket', () => {
  it('an image staff upload is kept in the bucket and served at /uploads/ from it', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([png], { type: 'image/png' }), 'tile.png');
    const answer = await fetch(`${cms.url}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await staffToken()}` },
      body: form,
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    const [media] = (await answer.json()) as Array<{ url: string; hash: string; ext: string }>;
    expect(media.url).toBe(`/uploads/${media.hash}${media.ext}`);
    expect(await keysIn(MEDIA)).toContain(`${media.hash}${media.ext}`);
    expect(await readdir(path.join(cms.publicDir, 'uploads'))).toEqual([]);

    const served = await fetch(`${cms.url}${media.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Strapi re-encodes images (size optimisation): the bucket's copy is what every replica serves.
    const kept = await client.send(new GetObjectCommand({ Bucket: MEDIA, Key: `${media.hash}${media.ext}` }));
    const keptBytes = Buffer.from((await kept.Body?.transformToByteArray()) ?? []);
    expect(keptBytes.subarray(0, 8)).toEqual(png.subarray(0, 8));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(keptBytes);
    const again = await fetch(`${cms.url}${media.url}`, {
      headers: { 'If-None-Match': String(served.headers.get('etag')) },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${cms.url}/uploads/missing.png`)).status).toBe(404);
  });
});
