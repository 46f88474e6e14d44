import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AMBIGUOUS_PATH_PATTERN } from '@outlet-shop/edge-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Edge, startEdge } from '../../scripts/stack/edge.ts';

// The edge decides on the path it forwards, as Debian's nginx serves the committed template. nginx
// picks a location on `$uri` (decoded, dot segments resolved, slashes merged) and forwards the path
// as sent: `/admin/..%2fapi/products` was the catalogue's location here and the admin to the CMS.
// Such paths are refused with 400 before any location, as web-origin refuses them
// (web-origin/test/ambiguous-paths.test.ts).

/** What the stand-in services were asked, `name path` each. */
const asked: string[] = [];

function fakeService(name: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    asked.push(`${name} ${request.url}`);
    response.writeHead(200, { 'content-type': 'text/plain' }).end(`${name} ${request.url}`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

/** GET the request target exactly as written (no URL parsing on the way), with `Host: host`. */
function getRaw(edge: Edge, target: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(edge.url);
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

const services: http.Server[] = [];
let webDist: string;
let edge: Edge;

beforeAll(async () => {
  services.push(
    await fakeService('cms'),
    await fakeService('checkout'),
    await fakeService('prize'),
    await fakeService('render'),
  );
  webDist = await mkdtemp(path.join(tmpdir(), 'edge-paths-dist-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const [cms, checkout, prize, render] = services.map(portOf) as [number, number, number, number];
  edge = await startEdge({
    cmsPort: cms,
    checkoutPort: checkout,
    prizePort: prize,
    renderPort: render,
    webDist,
    adminPublicUrl: 'https://admin.outlet-shop.example',
  });
}, 30_000);

afterAll(async () => {
  await edge?.stop();
  await Promise.all(services.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(webDist, { recursive: true, force: true });
});

describe("paths nginx and a service could read differently, on the shop's host", () => {
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
  ])('%s is refused with 400, and no service is asked', async (target) => {
    const before = asked.length;
    const answer = await getRaw(edge, target, 'shop.outlet-shop.example');
    expect(answer.status).toBe(400);
    expect(asked.slice(before), 'no service saw it').toEqual([]);
  });

  it("the admin's host refuses them too: /uploads/..%2fapi/orders never reaches the shop's API", async () => {
    const before = asked.length;
    expect((await getRaw(edge, '/uploads/..%2fapi/orders', 'admin.outlet-shop.example')).status).toBe(400);
    expect(asked.slice(before)).toEqual([]);
  });

  it('still serves plain paths, dots inside a name, and a query with slashes and dots', async () => {
    const catalogue = await getRaw(edge, '/api/products?filters[x]=a/../b%2f', 'shop.outlet-shop.example');
    expect(catalogue).toEqual({ status: 200, body: 'cms /api/products?filters[x]=a/../b%2f' });
    expect((await getRaw(edge, '/uploads/a..b.png', 'shop.outlet-shop.example')).status).toBe(200);
    expect((await getRaw(edge, '/product/1', 'shop.outlet-shop.example')).body).toBe('render /product/1');
  });

  it('reads the pattern of the shared rules, which web-origin reads too', () => {
    expect(new RegExp(AMBIGUOUS_PATH_PATTERN, 'i').test('/admin/..%2fapi/products')).toBe(true);
  });
});
