import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOriginWithFakes } from './fake-services.ts';

// The edge decides on the path it forwards: a path that the edge, once decoded and resolved, reads
// as one route and a service, reading it as sent, as another (`/admin/..%2fapi/products`: the
// catalogue to the edge, the admin to the CMS) is refused with 400 before routing, as nginx does
// (infra/test/edge-paths.test.ts).
let origin: Awaited<ReturnType<typeof startOriginWithFakes>>;
let port: number;
beforeAll(async () => {
  origin = await startOriginWithFakes(() => 0, { ADMIN_PUBLIC_URL: 'https://admin.outlet-shop.example' });
  await origin.app.listen({ port: 0, host: '127.0.0.1' });
  port = (origin.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await origin?.close();
});

/** GET the request target exactly as written (no URL parsing, so no dot segment is resolved on the way). */
function getRaw(target: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: target, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

const seenByServices = () => origin.seen.cms.length + origin.seen.checkout.length + origin.seen.prize.length;

describe("paths the edge and a service could read differently, on the shop's host", () => {
  it.each([
    '/admin/..%2fapi/products',
    '/admin/..%2Fapi/products',
    '/api/products/..%2f..%2fadmin',
    '/uploads/..%2fadmin',
    '/uploads/%2e%2e/admin',
    '/uploads/.%2E/admin',
    '/uploads/..%5cadmin',
    '/uploads/..\\admin',
    '/api/products/../../admin',
    '/checkout/v1/./config',
    '//admin',
    '/api//orders',
    'http://shop.outlet-shop.example//admin',
  ])('%s is refused with 400 ambiguous_path, and no service is asked', async (target) => {
    const before = seenByServices();
    const answer = await getRaw(target, 'shop.outlet-shop.example');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('ambiguous_path');
    expect(seenByServices(), 'no service saw it').toBe(before);
  });

  it("the admin's host refuses them too: /uploads/..%2fapi/orders never reaches the shop's API", async () => {
    const before = seenByServices();
    expect((await getRaw('/uploads/..%2fapi/orders', 'admin.outlet-shop.example')).status).toBe(400);
    expect(seenByServices()).toBe(before);
  });

  it('still serves plain paths, dots inside a name, and a query with slashes and dots', async () => {
    expect((await getRaw('/api/products?filters[x]=a/../b%2f', 'shop.outlet-shop.example')).status).toBe(200);
    expect((await getRaw('/uploads/cake.png', 'shop.outlet-shop.example')).status).toBe(200);
    expect((await getRaw('/product/1', 'shop.outlet-shop.example')).status).toBe(200);
    expect((await getRaw('/ar/%D8%A7%D9%84', 'shop.outlet-shop.example')).status).not.toBe(400);
    expect((await getRaw('/assets/index-Bx1f3.js', 'shop.outlet-shop.example')).status).toBe(200);
  });
});
