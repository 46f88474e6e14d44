import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../scripts/stack/config.ts';
import { type Edge, startEdge } from '../../scripts/stack/edge.ts';
import { TEST_PORTS } from '../../scripts/stack/test-profile.ts';
import { queryDatabase } from '../support/stack.ts';

// The production edge (infra/nginx, as the web image runs it) in front of the test stack,
// with Debian's nginx (`apt-get install nginx`; .ci/run installs it).
let edge: Edge;
test.beforeAll(async () => {
  edge = await startEdge({
    cmsPort: TEST_PORTS.cms,
    checkoutPort: TEST_PORTS.checkout,
    prizePort: TEST_PORTS.prize,
    webDist: path.join(ROOT, 'web', 'dist'),
  });
});
test.afterAll(async () => {
  await edge?.stop();
});

const CSP =
  "default-src 'self'; script-src 'self' https://js.stripe.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://*.stripe.com; font-src 'self'; connect-src 'self' https://api.stripe.com https://checkout.stripe.com; frame-src https://js.stripe.com https://hooks.stripe.com https://checkout.stripe.com; form-action 'self' https://checkout.stripe.com; base-uri 'self'; object-src 'none'; frame-ancestors 'none'";

test('the edge serves the shop with its security headers, and the shop works under its CSP', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto(`${edge.url}/product/1`);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toBe(CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  expect(headers['strict-transport-security'], 'HSTS only where TLS ends (the ingress)').toBeUndefined();
  // The SPA's own route, its product from the CMS through the proxy, no CSP violation.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  expect(errors.filter((text) => /Content Security Policy|Refused to/.test(text))).toEqual([]);
});

test('the edge routes the one-origin paths to each service, with its own headers only', async ({ request }) => {
  const products = await request.get(`${edge.url}/api/products?pagination[pageSize]=1`);
  expect(products.status()).toBe(200);
  expect(products.headers()['content-security-policy']).toBe(CSP);
  expect(products.headers()['x-powered-by']).toBeUndefined();
  expect(products.headers()['strict-transport-security']).toBeUndefined();
  const config = await request.get(`${edge.url}/checkout/v1/config`);
  expect(config.status()).toBe(200);
  expect(await config.json()).toHaveProperty('paymentMode');
  const unknownCode = await request.get(`${edge.url}/prize/v1/varifyCode/NOPE`);
  expect(unknownCode.status()).toBe(404);
  expect((await unknownCode.json()).error.code).toBe('code_invalid');
});

test('catalogue reads are cached at the edge, and a staff edit shows within 5 s', async ({ request }) => {
  // A query no one asked before (Strapi refuses unknown keys, so the marker is a filter value).
  const url = `${edge.url}/api/products?filters[id][$eq]=2&filters[title][$ne]=edge-${Date.now()}`;
  const first = await request.get(url);
  expect(first.status()).toBe(200);
  expect(first.headers()['x-cache-status']).toBe('MISS');
  const second = await request.get(url);
  expect(second.headers()['x-cache-status']).toBe('HIT');
  const { data } = (await second.json()) as { data: { title: string }[] };
  const original = data[0]?.title as string;

  const edited = `${original} (edited)`;
  await queryDatabase('cms', 'UPDATE products SET title = $1 WHERE id = 2', [edited]);
  try {
    const editedAt = Date.now();
    await expect
      .poll(async () => ((await (await request.get(url)).json()) as { data: { title: string }[] }).data[0]?.title, {
        timeout: 8_000,
        intervals: [250],
      })
      .toBe(edited);
    expect(Date.now() - editedAt).toBeLessThanOrEqual(6_500);
  } finally {
    await queryDatabase('cms', 'UPDATE products SET title = $1 WHERE id = 2', [original]);
  }
});

test('the staff admin is on the shop origin at /admin, served by the CMS with its own headers', async ({ request }) => {
  const admin = await request.get(`${edge.url}/admin`);
  expect(admin.status()).toBe(200);
  expect(await admin.text()).toContain('<title>Strapi Admin</title>');
  expect(admin.headers()['content-security-policy'], "Strapi's own CSP, not the shop's").not.toBe(CSP);
  const login = await request.post(`${edge.url}/admin/login`, { data: { email: 'nobody@example.com', password: 'x' } });
  expect(login.status(), 'the login API answers, it is not the SPA (which would be 405)').toBe(400);
});

/** A code check through the edge from a given loopback address; resolves with the status. */
function checkCodeFrom(from: string, headers: Record<string, string> = {}): Promise<number> {
  const { port } = new URL(edge.url);
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: '/prize/v1/varifyCode/NOT-A-CODE', localAddress: from, headers },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      )
      .on('error', reject);
  });
}

test('the edge names each shopper to the services; an X-Forwarded-For the shopper sends is replaced', async () => {
  // 10 code checks a minute per shopper: each wrong code is a 404 until then.
  for (let index = 0; index < 10; index += 1) expect(await checkCodeFrom('127.0.0.4')).toBe(404);
  expect(await checkCodeFrom('127.0.0.4')).toBe(429);
  expect(await checkCodeFrom('127.0.0.4', { 'X-Forwarded-For': '203.0.113.77' })).toBe(429);
  expect(await checkCodeFrom('127.0.0.5', { 'X-Forwarded-For': '127.0.0.4' })).toBe(404);
});
