import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * With the admin on a host name of its own (ADMIN_PUBLIC_URL), that host serves no /uploads (a file
 * staff upload would be of the admin's origin there): the admin's answers name media on the shop's
 * origin, its CSP lets it show them, and the shop's /uploads lets the admin's media library read them.
 */

const SHOP = 'https://shop.outlet-shop.example';
const ADMIN = 'https://admin.outlet-shop.example';

let cms: TestCms;
let token: string;
let uploaded: Kept;

type Format = { url: string };
type Kept = { id: number; url: string; formats: Record<string, Format> | null };

beforeAll(async () => {
  cms = await startTestCms({ ADMIN_PUBLIC_URL: ADMIN, PUBLIC_WEB_URL: SHOP });
  const login = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@outlet-shop.local', password: 'OutletShop-dev-1' }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  // Large enough for Strapi to keep a thumbnail beside it.
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'jar.png');
  form.append('fileInfo', JSON.stringify({ name: 'jar.png', folder: null }));
  const answer = await fetch(`${cms.url}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(answer.status).toBe(201);
  [uploaded] = (await answer.json()) as [Kept];
}, 180_000);

afterAll(async () => {
  await cms?.stop();
});

const asAdmin = (pathname: string, init: RequestInit = {}) =>
  fetch(`${cms.url}${pathname}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });

/** Every `url` of a file: its own and each of its formats'. */
const urlsOf = (file: Kept) => [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)];

describe("the admin's answers name media on the shop's origin", () => {
  it("answers an upload and the media library's list with the shop's URLs, the thumbnail's too", async () => {
    expect(uploaded.formats?.thumbnail).toBeDefined();
    for (const url of urlsOf(uploaded)) expect(url).toMatch(new RegExp(`^${SHOP}/uploads/[^/]+\\.png$`));
    const list = (await (await asAdmin('/upload/files?pageSize=50')).json()) as { results: Kept[] };
    const listed = list.results.find((file) => file.id === uploaded.id);
    expect(listed && urlsOf(listed)).toEqual(urlsOf(uploaded));
  });

  it('keeps the file as Strapi keeps it, /uploads/…, and the content API answers it so', async () => {
    const kept = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: uploaded.id } })) as Kept;
    expect(kept.url).toBe(uploaded.url.slice(SHOP.length));
    expect(kept.url).toMatch(/^\/uploads\//);

    const created = await asAdmin('/content-manager/collection-types/api::banner.banner?locale=en', {
      method: 'POST',
      body: JSON.stringify({ title: 'Jars', position: 1, image: uploaded.id }),
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { documentId: string } };
    const edited = await asAdmin(`/content-manager/collection-types/api::banner.banner/${data.documentId}?locale=en`);
    const entry = (await edited.json()) as { data: { image: Kept } };
    expect(entry.data.image.url).toBe(uploaded.url);

    const shop = await fetch(`${cms.url}/api/banners?populate=image&sort=position&locale=*`);
    const banners = (await shop.json()) as { data: { documentId: string; image: Kept }[] };
    const banner = banners.data.find((one) => one.documentId === data.documentId);
    expect(banner?.image.url).toBe(kept.url);
  });

  it("lets the admin show them: its CSP names the shop's origin for images and media", async () => {
    const answer = await asAdmin('/admin/init');
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(new RegExp(`img-src [^;]*'self'[^;]* ${SHOP}(;|$)`));
    expect(policy).toMatch(new RegExp(`media-src [^;]* ${SHOP}(;|$)`));
    expect(policy).toContain('https://market-assets.strapi.io');
  });

  it("lets the admin's media library read them from the shop's /uploads (CORS), and no other site", async () => {
    const { pathname: path } = new URL(uploaded.url, SHOP);
    const fromAdmin = await fetch(`${cms.url}${path}`, { headers: { Origin: ADMIN } });
    expect(fromAdmin.status).toBe(200);
    expect(fromAdmin.headers.get('access-control-allow-origin')).toBe(ADMIN);
    const elsewhere = await fetch(`${cms.url}${path}`, { headers: { Origin: 'https://evil.example' } });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});
