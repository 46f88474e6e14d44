import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/stack/ports.ts';
import {
  databaseUrl,
  ensureDatabases,
  type PostgresServer,
  startEmbeddedPostgres,
} from '../../scripts/stack/postgres.ts';
import { startTestCms, type TestCms } from './strapi-harness';

const SHOP_ORIGIN = 'https://shop.example.ae';

// Its own PostgreSQL: the last test stops and restarts it, which the run's shared one must never see.
let postgres: PostgresServer;
let dataDir: string;
let pgPort: number;
let cms: TestCms;
let documentId: string;

beforeAll(async () => {
  dataDir = path.join(tmpdir(), `cms-fault-pg-${process.pid}`);
  pgPort = await findFreePort();
  postgres = await startEmbeddedPostgres(dataDir, pgPort);
  await ensureDatabases(postgres.adminUrl, ['cms']);
  cms = await startTestCms({
    CMS_DATABASE_URL: databaseUrl(postgres.adminUrl, 'cms'),
    PUBLIC_WEB_URL: SHOP_ORIGIN,
  });
  const product = await cms.strapi
    .documents('api::product.product')
    .create({ data: { title: 'Crunchy Peanut Butter', price: 24.5, weight: '340 g' } });
  documentId = product.documentId;
});

afterAll(async () => {
  await cms?.stop();
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const api = (pathname: string, init: RequestInit = {}) => fetch(`${cms.url}${pathname}`, init);

describe('request ids and probes', () => {
  it('echoes a safe x-request-id and makes one otherwise', async () => {
    const echoed = await api('/api/products', { headers: { 'x-request-id': 'checkout-abc.1' } });
    expect(echoed.headers.get('x-request-id')).toBe('checkout-abc.1');
    const replaced = await api('/api/products', { headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/_health is alive and /api/ready checks the database', async () => {
    expect((await api('/_health')).status).toBe(204);
    const ready = await api('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });
});

describe('HTTP caching of catalogue reads', () => {
  it('answers Cache-Control (1 s for shared caches) and an ETag; If-None-Match gives 304', async () => {
    for (const pathname of ['/api/products', `/api/products/${documentId}`, '/api/sub-categories', '/api/banners']) {
      const first = await api(pathname);
      expect(first.status, pathname).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1, stale-if-error=600');
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^W\/".+"$/);
      // As a browser revalidates (undici alone would add `cache-control: no-cache`, a forced reload).
      const again = await api(pathname, { headers: { 'if-none-match': tag as string, 'cache-control': 'max-age=0' } });
      expect(again.status, pathname).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('a staff edit changes the ETag, so the old copy is not reused', async () => {
    const before = await api(`/api/products/${documentId}`);
    const tag = before.headers.get('etag') as string;
    await cms.strapi.documents('api::product.product').update({ documentId, data: { price: 19.75 } });
    const after = await api(`/api/products/${documentId}`, {
      headers: { 'if-none-match': tag, 'cache-control': 'max-age=0' },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    expect((await after.json()).data.price).toBe(19.75);
  });
});

describe('public API hardening', () => {
  it('the public cannot create, update or delete products', async () => {
    const body = JSON.stringify({ data: { title: 'Free candy', price: 0 } });
    const headers = { 'content-type': 'application/json' };
    expect((await api('/api/products', { method: 'POST', headers, body })).status).toBe(403);
    expect((await api(`/api/products/${documentId}`, { method: 'PUT', headers, body })).status).toBe(403);
    expect((await api(`/api/products/${documentId}`, { method: 'DELETE' })).status).toBe(403);
    const list = await (await api('/api/products')).json();
    expect(list.data.map((product: { title: string }) => product.title)).toEqual(['Crunchy Peanut Butter']);
  });

  it('the public cannot upload media or read other collections', async () => {
    const form = new FormData();
    form.append('files', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }), 'x.svg');
    expect((await api('/api/upload', { method: 'POST', body: form })).status).toBe(403);
    expect((await api('/api/orders')).status).toBe(403);
    expect((await api('/api/users')).status).toBe(403);
  });

  it('the public role may do exactly: find and findOne on product, category, sub-category, banner, page; find on the shop setting', async () => {
    const granted = (await cms.strapi.db
      .query('plugin::users-permissions.permission')
      .findMany({ where: { role: { type: 'public' } } })) as Array<{ action: string }>;
    expect(granted.map((permission) => permission.action).sort()).toEqual([
      'api::banner.banner.find',
      'api::banner.banner.findOne',
      'api::category.category.find',
      'api::category.category.findOne',
      'api::page.page.find',
      'api::page.page.findOne',
      'api::product.product.find',
      'api::product.product.findOne',
      'api::shop-setting.shop-setting.find',
      'api::sub-category.sub-category.find',
      'api::sub-category.sub-category.findOne',
    ]);
  });

  // No read route exists for these (not 403 from a role check): whatever staff tick for the public role, none appears.
  it.each(['/api/enquiries', '/api/enquiry-routes', '/api/enquiry-files'])(
    '%s has no public read: 404',
    async (pathname) => {
      const answer = await api(pathname);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError' } });
    },
  );

  it('refuses unknown query parameters (strict params)', async () => {
    const response = await api('/api/products?injected[where]=1');
    expect(response.status).toBe(400);
  });

  it('CORS allows the shop origin with credentials and refuses an unknown origin', async () => {
    const preflight = (origin: string) =>
      api('/api/products', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const shop = await preflight(SHOP_ORIGIN);
    expect(shop.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    expect(shop.headers.get('access-control-allow-credentials')).toBe('true');
    const stranger = await preflight('https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const read = await api('/api/products', { headers: { origin: 'https://evil.example' } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('PostgreSQL stopped and restarted', () => {
  it('answers 503 service_unavailable while the database is down and recovers by itself', async () => {
    expect((await api('/api/categories')).status).toBe(200);
    await postgres.stop();
    // What the response cache kept is still answered (docs/decisions/050); anything else needs the database.
    expect((await api('/api/categories')).status).toBe(200);
    const down = await api('/api/categories?filters[title][$eq]=never-asked');
    expect(down.status).toBe(503);
    // The shop's envelope, with Strapi's own fields beside it on Strapi's routes (docs/api.md "Errors").
    expect(await down.json()).toEqual({
      data: null,
      error: {
        status: 503,
        name: 'ServiceUnavailableError',
        code: 'service_unavailable',
        message: 'The service is briefly unavailable, please try again',
        details: {},
      },
    });
    expect(down.headers.get('retry-after')).toBe('5');
    const ready = await api('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', checks: { database: 'failed' } });

    postgres = await startEmbeddedPostgres(dataDir, pgPort);
    const back = await api('/api/products');
    expect(back.status).toBe(200);
    expect((await api('/api/ready')).status).toBe(200);
  });
});
