import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOriginWithFakes } from './fake-services.ts';

// Where the staff admin lives (docs/decisions/060): `npm start` keeps it at /admin on the shop's
// origin; with ADMIN_PUBLIC_URL only its own host name serves it, and that host nothing else, not
// even the shop's media.
const clockMs = 0;
let oneOrigin: Awaited<ReturnType<typeof startOriginWithFakes>>;
let withAdminHost: Awaited<ReturnType<typeof startOriginWithFakes>>;
beforeAll(async () => {
  oneOrigin = await startOriginWithFakes(() => clockMs);
  withAdminHost = await startOriginWithFakes(() => clockMs, { ADMIN_PUBLIC_URL: 'https://admin.outlet-shop.example' });
});
afterAll(async () => {
  await oneOrigin?.close();
  await withAdminHost?.close();
});

const get = (origin: typeof oneOrigin, host: string, url: string) => origin.app.inject({ url, headers: { host } });

describe('without ADMIN_PUBLIC_URL (npm start)', () => {
  it('serves the admin at /admin on the shop origin, as http://localhost:5173/admin', async () => {
    const admin = await get(oneOrigin, 'localhost:5173', '/admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<title>Strapi Admin</title>');
    expect((await get(oneOrigin, 'localhost:5173', '/uploads/cake.png')).statusCode).toBe(200);
  });
});

describe('with ADMIN_PUBLIC_URL', () => {
  it("answers 404 for the admin on the shop's host, without asking the CMS", async () => {
    const before = withAdminHost.seen.cms.length;
    const admin = await get(withAdminHost, 'shop.outlet-shop.example', '/admin');
    expect(admin.statusCode).toBe(404);
    expect(admin.body).not.toContain('Strapi');
    expect((await get(withAdminHost, 'shop.outlet-shop.example', '/content-manager/init')).statusCode).toBe(404);
    expect(withAdminHost.seen.cms.length).toBe(before);
  });

  it("lets the admin's host frame the shop's pages (the admin's content preview), and no other site", async () => {
    const page = await get(withAdminHost, 'shop.outlet-shop.example', '/product/1');
    expect(page.headers['content-security-policy']).toMatch(
      /frame-ancestors 'self' https:\/\/admin\.outlet-shop\.example$/,
    );
    const alone = await get(oneOrigin, 'localhost:5173', '/product/1');
    expect(alone.headers['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
  });

  it("still serves the shop on the shop's host", async () => {
    expect((await get(withAdminHost, 'shop.outlet-shop.example', '/')).body).toContain('<div id="root">');
    expect((await get(withAdminHost, 'shop.outlet-shop.example', '/api/orders')).statusCode).toBe(200);
  });

  it("serves the admin on the admin's host, and nothing of the shop there", async () => {
    const admin = await get(withAdminHost, 'Admin.Outlet-Shop.example:443', '/admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<title>Strapi Admin</title>');
    for (const url of ['/', '/product/1', '/api/orders', '/checkout/v1/config', '/assets/index-Bx1f3.js']) {
      expect((await get(withAdminHost, 'admin.outlet-shop.example', url)).statusCode, url).toBe(404);
    }
  });

  it("serves public media on the shop's host only: 404 on the admin's, without asking the CMS", async () => {
    // A file staff upload is never of the admin's origin, where it could read the admin's session.
    expect((await get(withAdminHost, 'shop.outlet-shop.example', '/uploads/cake.png')).statusCode).toBe(200);
    const before = withAdminHost.seen.cms.length;
    for (const host of ['admin.outlet-shop.example', 'Admin.Outlet-Shop.example:443']) {
      expect((await get(withAdminHost, host, '/uploads/cake.png')).statusCode, host).toBe(404);
    }
    expect(withAdminHost.seen.cms.length).toBe(before);
  });
});
