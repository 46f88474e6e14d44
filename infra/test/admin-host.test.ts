import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Edge, startEdge } from '../../scripts/stack/edge.ts';

// Where the staff admin lives (docs/decisions/060), as Debian's nginx serves the committed
// template: with ADMIN_PUBLIC_URL the admin answers only on its own host name, which serves
// nothing of the shop, not even its media; without it (development), the shop's origin serves both.

/** A stand-in service that answers every request with its name and the path it got. */
function fakeService(name: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' }).end(`${name} ${request.url}`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A stand-in web-render: every page it is asked for is the app's page, rendered. */
function fakeRenderer(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><div id="root">${request.url}</div>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

/** GET `pathname` from the edge with the `Host` header a browser on `host` sends. */
function get(edge: Edge, host: string, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${edge.url}${pathname}`, { headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

const services: http.Server[] = [];
let webDist: string;
let withAdminHost: Edge;
let oneOrigin: Edge;

beforeAll(async () => {
  services.push(
    await fakeService('cms'),
    await fakeService('checkout'),
    await fakeService('prize'),
    await fakeRenderer(),
  );
  webDist = await mkdtemp(path.join(tmpdir(), 'admin-host-dist-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const [cms, checkout, prize, render] = services.map(portOf) as [number, number, number, number];
  const options = { cmsPort: cms, checkoutPort: checkout, prizePort: prize, renderPort: render, webDist };
  withAdminHost = await startEdge({ ...options, adminPublicUrl: 'https://Admin.Outlet-Shop.example' });
  oneOrigin = await startEdge(options);
}, 30_000);

afterAll(async () => {
  await withAdminHost?.stop();
  await oneOrigin?.stop();
  await Promise.all(services.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(webDist, { recursive: true, force: true });
});

describe('with ADMIN_PUBLIC_URL, the admin lives on its own host name', () => {
  it.each(['/admin', '/admin/login', '/content-manager/collection-types/api::order.order', '/upload/files'])(
    "the shop's origin answers 404 for %s",
    async (pathname) => {
      const answer = await get(withAdminHost, 'shop.outlet-shop.example', pathname);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('cms');
    },
  );

  it("the shop's origin still serves the shop", async () => {
    expect(await get(withAdminHost, 'shop.outlet-shop.example', '/api/products')).toEqual({
      status: 200,
      body: 'cms /api/products',
    });
    expect((await get(withAdminHost, 'shop.outlet-shop.example', '/')).body).toContain('<div id="root">');
    expect((await get(withAdminHost, 'shop.outlet-shop.example', '/checkout/v1/config')).body).toBe(
      'checkout /v1/config',
    );
  });

  it("the admin's host serves the admin (host names are case-insensitive)", async () => {
    expect(await get(withAdminHost, 'admin.outlet-shop.example', '/admin/login')).toEqual({
      status: 200,
      body: 'cms /admin/login',
    });
    expect((await get(withAdminHost, 'ADMIN.outlet-shop.example:8443', '/content-manager/init')).body).toBe(
      'cms /content-manager/init',
    );
  });

  it("public media are the shop's: /uploads answers on the shop's host, 404 on the admin's", async () => {
    // A file staff upload is never of the admin's origin, where it could read the admin's session.
    expect(await get(withAdminHost, 'shop.outlet-shop.example', '/uploads/cake.png')).toEqual({
      status: 200,
      body: 'cms /uploads/cake.png',
    });
    for (const host of ['admin.outlet-shop.example', 'ADMIN.outlet-shop.example:8443']) {
      const answer = await get(withAdminHost, host, '/uploads/cake.png');
      expect(answer.status, host).toBe(404);
      expect(answer.body, host).not.toContain('cms');
    }
  });

  it.each([
    '/',
    '/product/1',
    '/api/products',
    '/api/auth/register',
    '/checkout/v1/config',
    '/prize/v1/varifyCode/X',
    '/uploads/page.html',
  ])("the admin's host serves nothing of the shop: 404 for %s", async (pathname) => {
    expect((await get(withAdminHost, 'admin.outlet-shop.example', pathname)).status).toBe(404);
  });
});

describe('without ADMIN_PUBLIC_URL (development), one origin serves the shop and the admin', () => {
  it('serves /admin, the media and the shop on any host name', async () => {
    expect((await get(oneOrigin, 'localhost', '/admin')).body).toBe('cms /admin');
    expect((await get(oneOrigin, 'localhost', '/uploads/cake.png')).body).toBe('cms /uploads/cake.png');
    expect((await get(oneOrigin, 'shop.outlet-shop.example', '/content-manager/init')).body).toBe(
      'cms /content-manager/init',
    );
    expect((await get(oneOrigin, 'localhost', '/')).body).toContain('<div id="root">');
  });
});
