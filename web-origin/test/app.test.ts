import { gunzipSync } from 'node:zlib';
import { contentSecurityPolicy, MAX_REQUEST_BODY_BYTES } from '@outlet-shop/edge-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOriginWithFakes } from './fake-services.ts';

let clockMs = 0;
let origin: Awaited<ReturnType<typeof startOriginWithFakes>>;
beforeAll(async () => {
  origin = await startOriginWithFakes(() => clockMs);
});
afterAll(async () => {
  await origin?.close();
});

const CSP = contentSecurityPolicy('http://localhost:12111');
const SHOP_HEADERS = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

describe('routes (docs/architecture.md 1)', () => {
  it("sends /checkout/v1 to the checkout service's /v1, naming the TCP peer and a request id of its own", async () => {
    const response = await origin.app.inject({
      url: '/checkout/v1/config?x=1',
      headers: { host: 'Shop.Example:5173', 'x-forwarded-for': '203.0.113.7', 'x-request-id': 'mine' },
    });
    expect(response.json()).toEqual({ url: '/v1/config?x=1', xForwardedFor: '127.0.0.1' });
    const seen = origin.seen.checkout.at(-1);
    expect(seen?.headers).toMatchObject({ host: 'shop.example', 'x-forwarded-proto': 'http' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(seen?.headers['x-request-id']).toBe(response.headers['x-request-id']);
    expect(response.headers).toMatchObject(SHOP_HEADERS);
  });

  it("behind the web edge (WEB_TRUSTED_PROXY_HOPS=1) keeps the edge's X-Request-Id", async () => {
    const behindEdge = await startOriginWithFakes(() => clockMs, { WEB_TRUSTED_PROXY_HOPS: '1' });
    try {
      const edgeId = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
      const response = await behindEdge.app.inject({
        url: '/checkout/v1/config',
        headers: { 'x-request-id': edgeId },
      });
      expect(response.headers['x-request-id']).toBe(edgeId);
      expect(behindEdge.seen.checkout.at(-1)?.headers['x-request-id']).toBe(edgeId);
      const unsafe = await behindEdge.app.inject({
        url: '/robots.txt',
        headers: { 'x-request-id': 'no spaces <here>' },
      });
      expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      await behindEdge.close();
    }
  });

  it("sends /prize/v1 to the prize service's /v1 and passes its error answer on", async () => {
    const response = await origin.app.inject({ url: '/prize/v1/varifyCode/NOPE' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'code_invalid' } });
    expect(origin.seen.prize.at(-1)?.url).toBe('/v1/varifyCode/NOPE');
  });

  it("replaces the CMS's own security headers with the shop's on /api and /uploads", async () => {
    const response = await origin.app.inject({ url: '/api/orders' });
    expect(response.headers).toMatchObject(SHOP_HEADERS);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    const media = await origin.app.inject({ url: '/uploads/cake.png' });
    expect(media.headers['cache-control']).toBe('max-age=604800');
    expect(Date.parse(String(media.headers.expires)) - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
  });

  it("serves the staff admin from the CMS with Strapi's own CSP", async () => {
    const response = await origin.app.inject({ url: '/admin' });
    expect(response.body).toContain('Strapi Admin');
    expect(response.headers['content-security-policy']).toBe("script-src 'self' 'unsafe-inline'");
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['permissions-policy']).toBeUndefined();
  });

  it('streams request bodies to the service, and refuses one over the limit with 413', async () => {
    const form = await origin.app.inject({ method: 'POST', url: '/api/auth/register', payload: 'a'.repeat(5000) });
    expect(form.json()).toEqual({ bytes: 5000 });
    const tooLarge = await origin.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-length': String(MAX_REQUEST_BODY_BYTES + 1) },
      payload: '',
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('payload_too_large');
  });

  it("refuses an admin body over the CMS's JSON limit itself, and passes a staff upload of the same size to the CMS", async () => {
    const twoMegabytes = 'a'.repeat(2 * 1024 * 1024);
    const before = origin.seen.cms.length;
    const edit = await origin.app.inject({
      method: 'PUT',
      url: '/content-manager/collection-types/api::product.product/1',
      headers: { 'content-type': 'application/json' },
      payload: twoMegabytes,
    });
    expect(edit.statusCode).toBe(413);
    expect(edit.json().error.code).toBe('payload_too_large');
    expect(origin.seen.cms.length).toBe(before);
    const upload = await origin.app.inject({ method: 'POST', url: '/upload', payload: twoMegabytes });
    expect(upload.json()).toEqual({ bytes: twoMegabytes.length });
  });
});

describe('what the services receive (docs/decisions/057)', () => {
  /** Headers a shopper may send that change what the CMS answers, or that no public CMS route reads. */
  const UNWANTED = {
    'strapi-response-format': 'v4',
    'strapi-encode-source-maps': 'true',
    cookie: 'koa.sess=someone',
    'cache-control': 'no-cache',
    'x-custom': 'anything',
  };

  it("passes a shopper's Strapi format and source-map headers to no catalogue read: the next shopper's product stays flat", async () => {
    const url = '/api/products?filters[id][$eq]=1&poisoning=1';
    const before = origin.seen.cms.length;
    const attempt = await origin.app.inject({ url, headers: { ...UNWANTED, 'accept-language': 'ar' } });
    expect(attempt.statusCode).toBe(200);
    const next = await origin.app.inject({ url });
    expect(next.headers['x-cache-status']).toBe('HIT');
    expect(next.json().data[0]).toMatchObject({ id: 1, title: 'Crunchy Peanut Butter' });
    expect(next.json().data[0].attributes).toBeUndefined();
    const asked = origin.seen.cms.slice(before);
    expect(asked).toHaveLength(1);
    for (const name of [...Object.keys(UNWANTED), 'accept-language']) {
      expect(asked[0]?.headers[name], name).toBeUndefined();
    }
  });

  it('passes only what the CMS reads on its other public routes, also past the cache (Authorization)', async () => {
    const requests = [
      { url: '/api/orders', headers: { ...UNWANTED, accept: 'application/json', origin: 'http://shop.example' } },
      { url: '/api/products?filters[id][$eq]=1&staff=1', headers: { ...UNWANTED, authorization: 'Bearer staff' } },
      { url: '/uploads/cake.png', headers: { ...UNWANTED, 'if-none-match': '"png"', range: 'bytes=0-1' } },
    ];
    for (const { url, headers } of requests) {
      const before = origin.seen.cms.length;
      await origin.app.inject({ url, headers });
      const seen = origin.seen.cms.at(-1);
      expect(origin.seen.cms.length - before, url).toBe(1);
      for (const name of Object.keys(UNWANTED)) expect(seen?.headers[name], `${url}: ${name}`).toBeUndefined();
      const expected = Object.fromEntries(Object.entries(headers).filter(([name]) => !(name in UNWANTED)));
      expect(seen?.headers, url).toMatchObject({ ...expected, 'x-forwarded-for': '127.0.0.1' });
    }
  });

  it('passes every header to the staff admin and to the checkout (cookies, idempotency keys, signatures)', async () => {
    await origin.app.inject({ url: '/admin', headers: { cookie: 'strapi_admin_refresh=x', 'x-custom': 'admin' } });
    expect(origin.seen.cms.at(-1)?.headers).toMatchObject({ cookie: 'strapi_admin_refresh=x', 'x-custom': 'admin' });
    await origin.app.inject({
      method: 'POST',
      url: '/checkout/v1/create_order_ref',
      headers: { cookie: 'cart=1', 'idempotency-key': 'k-1', 'stripe-signature': 't=1,v1=x' },
      payload: {},
    });
    expect(origin.seen.checkout.at(-1)?.headers).toMatchObject({
      cookie: 'cart=1',
      'idempotency-key': 'k-1',
      'stripe-signature': 't=1,v1=x',
    });
  });
});

describe("Apple Pay's domain association file (docs/operations.md, Apple Pay)", () => {
  const path = '/.well-known/apple-developer-merchantid-domain-association';

  it('serves APPLE_PAY_DOMAIN_ASSOCIATION as text/plain, kept 5 minutes', async () => {
    const association = `7B2270737049223A2236${'A'.repeat(600)}`;
    const withFile = await startOriginWithFakes(() => clockMs, { APPLE_PAY_DOMAIN_ASSOCIATION: association });
    try {
      const response = await withFile.app.inject({ url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers).toMatchObject(SHOP_HEADERS);
      expect(response.body).toBe(association);
      const gzipped = await withFile.app.inject({ url: path, headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(association);
      expect((await withFile.app.inject({ method: 'HEAD', url: path })).statusCode).toBe(200);
      expect((await withFile.app.inject({ method: 'POST', url: path })).statusCode).toBe(405);
    } finally {
      await withFile.close();
    }
  });

  it('answers 404 while the setting is unset, not the shop (Apple would take the page for the file)', async () => {
    const response = await origin.app.inject({ url: path });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Outlet Shop');
    expect(response.headers['cache-control']).toBeUndefined();
    expect((await origin.app.inject({ url: '/.well-known/other' })).statusCode, 'other paths: the SPA').toBe(200);
  });
});

describe("the SPA's files", () => {
  it('answers an SPA route with index.html, never cached without revalidation, with the shop headers', async () => {
    for (const url of ['/', '/product/1', '/terms-&-conditions', '/api']) {
      const response = await origin.app.inject({ url });
      expect(response.body, url).toContain('<title>Outlet Shop</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers, url).toMatchObject(SHOP_HEADERS);
    }
    expect((await origin.app.inject({ url: '/robots.txt' })).body).toContain('User-agent');
    expect((await origin.app.inject({ method: 'POST', url: '/product/1' })).statusCode).toBe(405);
  });

  it('serves hashed assets for a year, gzipped, and a missing one as 404 (not the SPA)', async () => {
    const asset = await origin.app.inject({ url: '/assets/index-Bx1f3.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.rawPayload).toString()).toContain('console.log');
    const small = await origin.app.inject({ url: '/assets/about-Cr1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding'], 'below 512 bytes: not worth it').toBeUndefined();
    const missing = await origin.app.inject({ url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});

describe('the catalogue micro-cache', () => {
  const url = '/api/products?filters[id][$eq]=1';

  it('answers MISS, then HIT from the copy, without the CMS seeing the second request', async () => {
    const before = origin.seen.cms.length;
    const miss = await origin.app.inject({ url });
    const hit = await origin.app.inject({ url });
    expect([miss.headers['x-cache-status'], hit.headers['x-cache-status']]).toEqual(['MISS', 'HIT']);
    expect(hit.body).toBe(miss.body);
    expect(hit.headers).toMatchObject(SHOP_HEADERS);
    expect(hit.headers['set-cookie']).toBeUndefined();
    expect(origin.seen.cms.length - before).toBe(1);
  });

  it('sends the copy gzipped to clients that take it, and 304 for its ETag', async () => {
    const gzipped = await origin.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Origin, Accept-Encoding');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString()).data[0].title).toBe('Crunchy Peanut Butter');
    const notModified = await origin.app.inject({ url, headers: { 'if-none-match': String(gzipped.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('shows a staff edit after 1 s, never the old copy again (EXPIRED, then HIT)', async () => {
    origin.state.productTitle = 'Edited';
    clockMs += 999;
    expect((await origin.app.inject({ url })).json().data[0].title).toBe('Crunchy Peanut Butter');
    clockMs += 1;
    const refreshed = await origin.app.inject({ url });
    expect(refreshed.headers['x-cache-status']).toBe('EXPIRED');
    expect(refreshed.json().data[0].title).toBe('Edited');
    const fresh = await origin.app.inject({ url });
    expect(fresh.headers['x-cache-status']).toBe('HIT');
    expect(fresh.json().data[0].title).toBe('Edited');
  });

  it('lets staff and services (Authorization) past the cache: BYPASS', async () => {
    const before = origin.seen.cms.length;
    const response = await origin.app.inject({ url, headers: { authorization: 'Bearer staff' } });
    expect(response.headers['x-cache-status']).toBe('BYPASS');
    expect(origin.seen.cms.length - before).toBe(1);
  });

  it('keeps no error answer', async () => {
    origin.state.status = 400;
    const first = await origin.app.inject({ url: '/api/products?bad=1' });
    const second = await origin.app.inject({ url: '/api/products?bad=1' });
    origin.state.status = 200;
    expect([first.statusCode, first.headers['x-cache-status'], second.headers['x-cache-status']]).toEqual([
      400,
      'MISS',
      'MISS',
    ]);
  });

  it('answers from the copy when the CMS is down, and 502 where there is none', async () => {
    await origin.stopCms();
    clockMs += 10_000;
    const stale = await origin.app.inject({ url });
    expect([stale.statusCode, stale.headers['x-cache-status']]).toEqual([200, 'STALE']);
    const uncached = await origin.app.inject({ url: '/api/products?never=asked' });
    expect(uncached.statusCode).toBe(502);
    expect(uncached.json().error.code).toBe('bad_gateway');
    expect(uncached.headers).toMatchObject(SHOP_HEADERS);
    const proxied = await origin.app.inject({ url: '/api/orders' });
    expect(proxied.statusCode).toBe(502);
  });
});
