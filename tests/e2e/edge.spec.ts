import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../scripts/stack/config.ts';
import { type Edge, startEdge } from '../../scripts/stack/edge.ts';
import { TEST_PORTS } from '../../scripts/stack/test-profile.ts';
import { adminToken, urls } from '../support/stack.ts';

/**
 * The two web origins of the shop, one journey each (docs/decisions/045-node-origin-and-shared-edge-rules.md):
 * the production edge (infra/nginx, as the web image runs it, with Debian's nginx: `apt-get install
 * nginx`; .ci/run installs it) started here in front of the test stack, and `npm start`'s
 * web-origin, which is the test stack's web port. Both are made from packages/edge-rules; the last
 * journey checks they answer every route with the same headers.
 */
let edge: Edge;
const SANDBOX_ORIGIN = `http://localhost:${TEST_PORTS.stripeSandbox}`;
/** Where Apple looks for it, and the edge's APPLE_PAY_DOMAIN_ASSOCIATION (the test stack's web-origin has none). */
const APPLE_PAY_PATH = '/.well-known/apple-developer-merchantid-domain-association';
const APPLE_PAY_FILE = `7B2270737049223A2236${'0'.repeat(64)}`;
test.beforeAll(async () => {
  edge = await startEdge({
    cmsPort: TEST_PORTS.cms,
    checkoutPort: TEST_PORTS.checkout,
    prizePort: TEST_PORTS.prize,
    // The test stack's web-origin renders the first screens for the edge, as web-render does in the containers.
    renderPort: TEST_PORTS.web,
    webDist: path.join(ROOT, 'web', 'dist'),
    paymentFrameOrigin: SANDBOX_ORIGIN,
    applePayDomainAssociation: APPLE_PAY_FILE,
  });
});
test.afterAll(async () => {
  await edge?.stop();
});

/** The shop's CSP in development: Stripe's hosts, the outlet map and the sandbox's card page may be framed. */
const CSP = `default-src 'self'; script-src 'self' https://js.stripe.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://*.stripe.com; font-src 'self'; connect-src 'self' https://api.stripe.com https://checkout.stripe.com; frame-src https://js.stripe.com https://hooks.stripe.com https://checkout.stripe.com https://www.openstreetmap.org ${SANDBOX_ORIGIN}; form-action 'self' https://checkout.stripe.com; base-uri 'self'; object-src 'none'; frame-ancestors 'self'`;

/** Each origin, and two loopback addresses of its own for the per-shopper rate limit. */
const ORIGINS = [
  { name: 'the nginx edge', url: () => edge.url, shoppers: ['127.0.0.4', '127.0.0.5'] },
  {
    name: "npm start's web-origin",
    url: () => `http://localhost:${TEST_PORTS.web}`,
    shoppers: ['127.0.0.6', '127.0.0.7'],
  },
] as const;

for (const origin of ORIGINS) {
  test.describe(origin.name, () => {
    test('serves the shop with its security headers, and the shop works under its CSP', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const response = await page.goto(`${origin.url()}/product/1`);
      expect(response?.status()).toBe(200);
      const headers = response?.headers() ?? {};
      expect(headers['content-security-policy']).toBe(CSP);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(headers['strict-transport-security'], 'HSTS only where TLS ends (the ingress)').toBeUndefined();
      // The SPA's own route, its product from the CMS through the proxy, no CSP violation.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
      expect(errors.filter((text) => /Content Security Policy|Refused to/.test(text))).toEqual([]);
    });

    test('routes the one-origin paths to each service, with its own headers only', async ({ request }) => {
      const products = await request.get(`${origin.url()}/api/products?pagination[pageSize]=1`);
      expect(products.status()).toBe(200);
      expect(products.headers()['content-security-policy']).toBe(CSP);
      expect(products.headers()['x-powered-by']).toBeUndefined();
      expect(products.headers()['strict-transport-security']).toBeUndefined();
      const config = await request.get(`${origin.url()}/checkout/v1/config`);
      expect(config.status()).toBe(200);
      expect(await config.json()).toHaveProperty('paymentMode');
      const unknownCode = await request.get(`${origin.url()}/prize/v1/varifyCode/NOPE`);
      expect(unknownCode.status()).toBe(404);
      expect((await unknownCode.json()).error.code).toBe('code_invalid');
    });

    test('caches catalogue reads, and a staff edit shows within 1 s', async ({ request }) => {
      // A query no one asked before (Strapi refuses unknown keys, so the marker is a filter value).
      const url = `${origin.url()}/api/products?filters[id][$eq]=2&filters[title][$ne]=edge-${Date.now()}`;
      const first = await request.get(url);
      expect(first.status()).toBe(200);
      expect(first.headers()['x-cache-status']).toBe('MISS');
      const second = await request.get(url);
      expect(second.headers()['x-cache-status']).toBe('HIT');
      const { data } = (await second.json()) as { data: { title: string; documentId: string }[] };
      const { title: original, documentId } = data[0] as { title: string; documentId: string };

      const edited = `${original} (edited)`;
      const staff = { Authorization: `Bearer ${await adminToken()}` };
      const save = (title: string) =>
        request.put(`${urls.cms}/content-manager/collection-types/api::product.product/${documentId}`, {
          headers: staff,
          data: { title },
        });
      expect((await save(edited)).status()).toBe(200);
      try {
        const savedAt = Date.now();
        await expect
          .poll(async () => ((await (await request.get(url)).json()) as { data: { title: string }[] }).data[0]?.title, {
            timeout: 5_000,
            intervals: [100],
          })
          .toBe(edited);
        // 1 s in web-origin; nginx counts its cache's lifetime on a whole-second clock (1–2 s).
        expect(Date.now() - savedAt).toBeLessThanOrEqual(2_200);
      } finally {
        await save(original);
      }
    });

    test("a shopper's Strapi format headers change nothing the next shopper gets (docs/decisions/057)", async ({
      request,
    }) => {
      const url = `${origin.url()}/api/products?filters[id][$eq]=1&filters[title][$ne]=poison-${Date.now()}`;
      type Shown = { data: { title?: string; attributes?: unknown }[] };
      const attempt = await request.get(url, {
        headers: { 'Strapi-Response-Format': 'v4', 'strapi-encode-source-maps': 'true' },
      });
      expect(attempt.status()).toBe(200);
      expect(attempt.headers()['x-cache-status']).toBe('MISS');
      expect(((await attempt.json()) as Shown).data[0]?.attributes, 'the CMS never saw the header').toBeUndefined();
      // The next shopper, from the edge's copy, then (once it expired) from the CMS's own cache.
      for (const afterMs of [0, 2_100]) {
        await new Promise((resolve) => setTimeout(resolve, afterMs));
        const product = ((await (await request.get(url)).json()) as Shown).data[0];
        expect(product?.attributes, `${afterMs} ms later`).toBeUndefined();
        expect(product?.title, 'no source-map characters in the title').toMatch(/^[^\u200b-\u200d\ufeff]+$/);
      }
    });

    test('serves the staff admin at /admin from the CMS, with its own headers', async ({ request }) => {
      const admin = await request.get(`${origin.url()}/admin`);
      expect(admin.status()).toBe(200);
      expect(await admin.text()).toContain('<title>Strapi Admin</title>');
      expect(admin.headers()['content-security-policy'], "Strapi's own CSP, not the shop's").not.toBe(CSP);
      const login = await request.post(`${origin.url()}/admin/login`, {
        data: { email: 'nobody@example.com', password: 'x' },
      });
      expect(login.status(), 'the login API answers, it is not the SPA (which would be 405)').toBe(400);
    });

    test('names each shopper to the services; an X-Forwarded-For the shopper sends is replaced', async () => {
      const [shopper, other] = origin.shoppers;
      // 20 wrong codes in 15 minutes per browser, and a check without the browser's id counts for its
      // address (docs/decisions/098): each wrong code is a 404 until then.
      for (let index = 0; index < 20; index += 1) expect(await checkCodeFrom(origin.url(), shopper)).toBe(404);
      expect(await checkCodeFrom(origin.url(), shopper)).toBe(429);
      expect(await checkCodeFrom(origin.url(), shopper, { 'X-Forwarded-For': '203.0.113.77' })).toBe(429);
      expect(await checkCodeFrom(origin.url(), other, { 'X-Forwarded-For': shopper })).toBe(404);
    });
  });
}

/** A code check through an origin from a given loopback address; resolves with the status. */
function checkCodeFrom(originUrl: string, from: string, headers: Record<string, string> = {}): Promise<number> {
  const { port } = new URL(originUrl);
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

test("serves Apple Pay's domain association file from its setting, and 404 while unset (docs/operations.md)", async ({
  request,
}) => {
  const served = await request.get(`${edge.url}${APPLE_PAY_PATH}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^text\/plain/);
  expect(served.headers()['cache-control']).toBe('public, max-age=300');
  expect(await served.text()).toBe(APPLE_PAY_FILE);
  // npm start's web-origin in the test stack has no APPLE_PAY_DOMAIN_ASSOCIATION: 404, not the shop's page.
  const unset = await request.get(`http://localhost:${TEST_PORTS.web}${APPLE_PAY_PATH}`);
  expect(unset.status()).toBe(404);
});

/** The headers that make an origin's behaviour: security, caching, encoding, what is hidden. */
const COMPARED_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'strict-transport-security',
  'x-powered-by',
  'cache-control',
  'x-cache-status',
] as const;

test('both origins answer every route with the same security headers, caching and CSP', async ({ request }) => {
  const assetsDir = path.join(ROOT, 'web', 'dist', 'assets');
  const scripts = await Promise.all(
    (await readdir(assetsDir))
      .filter((name) => name.endsWith('.js'))
      .map(async (name) => ({ name, bytes: (await stat(path.join(assetsDir, name))).size })),
  );
  scripts.sort((a, b) => b.bytes - a.bytes);
  const [largest, smallest] = [scripts[0]?.name, scripts.at(-1)?.name];
  const script = largest;
  const product = await (await request.get(`${edge.url}/api/products?filters[id][$eq]=1&populate=*`)).text();
  const media = product.match(/\/uploads\/[^"?]+/)?.[0];
  expect(script && media, 'a built script and a product image to ask for').toBeTruthy();
  const marker = `parity-${Date.now()}`;
  const paths = [
    '/',
    '/product/1',
    '/no-such-page',
    `/assets/${script}`,
    '/assets/no-such-file.js',
    `/api/products?filters[title][$ne]=${marker}`,
    '/api/no-such-collection',
    media as string,
    '/checkout/v1/config',
    '/admin',
  ];
  for (const pathAndQuery of paths) {
    const [fromEdge, fromOrigin] = await Promise.all(
      ORIGINS.map((origin) => request.get(`${origin.url()}${pathAndQuery}`)),
    );
    const pick = (headers: Record<string, string>) =>
      Object.fromEntries(COMPARED_HEADERS.map((name) => [name, headers[name]]));
    expect(fromOrigin?.status(), pathAndQuery).toBe(fromEdge?.status());
    expect(pick(fromOrigin?.headers() ?? {}), pathAndQuery).toEqual(pick(fromEdge?.headers() ?? {}));
    expect(fromOrigin?.headers()['x-request-id'], pathAndQuery).toMatch(/^[0-9a-f]{32}$/);
  }
  // Staff and services (Authorization) go past the catalogue cache, writes are never cached.
  const bypass = await Promise.all(
    ORIGINS.map((origin) =>
      request.get(`${origin.url()}/api/products?filters[title][$ne]=${marker}`, {
        headers: { Authorization: 'Bearer not-a-token' },
      }),
    ),
  );
  expect(bypass.map((response) => response.headers()['x-cache-status'])).toEqual(['BYPASS', 'BYPASS']);
  const writes = await Promise.all(ORIGINS.map((origin) => request.post(`${origin.url()}/api/products`, { data: {} })));
  expect(writes.map((response) => [response.status(), response.headers()['x-cache-status']])).toEqual([
    [writes[0]?.status(), undefined],
    [writes[0]?.status(), undefined],
  ]);
  // Compression of the build: gzip above nginx's gzip_min_length (512 bytes), none below.
  for (const [name, encoding] of [
    [largest, 'gzip'],
    [smallest, undefined],
  ] as const) {
    const encodings = await Promise.all(
      ORIGINS.map(
        async (origin) => (await request.get(`${origin.url()}/assets/${name}`)).headers()['content-encoding'],
      ),
    );
    expect(encodings, name).toEqual([encoding, encoding]);
  }
});
