import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServiceMetrics } from '@outlet-shop/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

/** What a fake service saw of one request. */
export interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** Strapi's own security headers (helmet), which the origin hides on shop routes. */
const STRAPI_HEADERS = {
  'content-security-policy': "default-src 'none'",
  'x-frame-options': 'SAMEORIGIN',
  'strict-transport-security': 'max-age=31536000',
  'x-powered-by': 'Strapi <strapi.io>',
};

/** A fake CMS: catalogue lists (a counter in the body shows each fill), the admin, media, a write. */
function fakeCms(seen: Seen[], state: { productTitle: string; status: number }): FastifyInstance {
  const cms = Fastify({ bodyLimit: 30 * 1024 * 1024 });
  cms.removeAllContentTypeParsers();
  cms.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  cms.addHook('onRequest', async (request, reply) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers });
    reply.headers(STRAPI_HEADERS);
  });
  cms.get('/api/products', async (request, reply) => {
    const product = { id: 1, title: state.productTitle, descripon: 'x'.repeat(800) };
    // As Strapi 5 answers a client asking for Strapi 4's format: every field under `attributes`.
    const isV4 = request.headers['strapi-response-format'] === 'v4';
    return reply
      .code(state.status)
      .header('etag', `W/"${state.productTitle}${isV4 ? '-v4' : ''}"`)
      .header('vary', 'Origin')
      .header('cache-control', 'public, max-age=0, s-maxage=1')
      .header('set-cookie', 'koa.sess=secret')
      .send({ data: [isV4 ? { id: product.id, attributes: product } : product] });
  });
  // The sitemap's reads (web-origin/src/seo.ts): published entries with their `updatedAt`, by page.
  cms.get('/api/categories', async () => ({
    data: [
      { id: 2, updatedAt: '2026-11-20T10:00:00.000Z' },
      { id: 3, updatedAt: '2026-11-21T10:00:00.000Z' },
    ],
    meta: { pagination: { page: 1, pageCount: 1 } },
  }));
  cms.get('/api/pages', async () => ({
    data: [{ id: 1, slug: 'about', updatedAt: '2026-11-22T10:00:00.000Z' }],
    meta: { pagination: { page: 1, pageCount: 1 } },
  }));
  cms.get('/api/orders', async () => ({ data: [] }));
  const bodyBytes = async (request: { body?: unknown }) => ({
    bytes: (request.body as Buffer | undefined)?.length ?? 0,
  });
  cms.post('/api/auth/register', bodyBytes);
  cms.put('/content-manager/collection-types/api::product.product/1', bodyBytes);
  cms.post('/upload', bodyBytes);
  cms.get('/admin', async (_request, reply) =>
    reply
      .type('text/html')
      .header('content-security-policy', "script-src 'self' 'unsafe-inline'")
      .send('<title>Strapi Admin</title>'),
  );
  cms.get('/uploads/cake.png', async (_request, reply) =>
    reply.type('image/png').header('cache-control', 'max-age=60').send(Buffer.from('png')),
  );
  return cms;
}

/** A fake checkout or prize service answering every `/v1/*` path with what it saw. */
function fakeService(seen: Seen[]): FastifyInstance {
  const service = Fastify();
  service.all('/*', async (request, reply) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers });
    if (request.url.startsWith('/v1/varifyCode/')) return reply.code(404).send({ error: { code: 'code_invalid' } });
    if (request.url.startsWith('/v1/slow')) await new Promise((resolve) => setTimeout(resolve, 200));
    return { url: request.url, xForwardedFor: request.headers['x-forwarded-for'] };
  });
  return service;
}

/** The origin in front of fake services and a scratch build of the SPA; `close` ends them all. */
export async function startOriginWithFakes(
  now: () => number,
  settings: Record<string, string> = {},
  options: {
    renderQueueLimit?: number;
    clientTimeouts?: { bodyMs?: number; requestMs?: number; checkIntervalMs?: number };
    metrics?: ServiceMetrics;
  } = {},
) {
  const seen = { cms: [] as Seen[], checkout: [] as Seen[], prize: [] as Seen[] };
  const state = { productTitle: 'Crunchy Peanut Butter', status: 200 };
  const services = {
    cms: fakeCms(seen.cms, state),
    checkout: fakeService(seen.checkout),
    prize: fakeService(seen.prize),
  };
  const urls: Record<string, string> = {};
  for (const [name, service] of Object.entries(services)) {
    urls[name] = await service.listen({ port: 0, host: '127.0.0.1' });
  }
  const webRoot = await mkdtemp(path.join(tmpdir(), 'web-origin-dist-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Outlet Shop</title><div id="root"></div>');
  await writeFile(path.join(webRoot, 'robots.txt'), 'User-agent: *\n');
  // The build's "busy" pages (web/vite.config.ts), answered with 503 when a page cannot be rendered.
  await mkdir(path.join(webRoot, 'unavailable'));
  await writeFile(
    path.join(webRoot, 'unavailable', 'en.html'),
    '<!doctype html><html lang="en" dir="ltr"><title>Outlet Shop is busy</title><div id="root"><h1>This page is on its way</h1></div>',
  );
  await writeFile(
    path.join(webRoot, 'unavailable', 'ar.html'),
    '<!doctype html><html lang="ar" dir="rtl"><title>المتجر مشغول</title><div id="root"><h1>الصفحة في طريقها إليك</h1></div>',
  );
  await writeFile(path.join(webRoot, 'assets', 'index-Bx1f3.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  await writeFile(path.join(webRoot, 'assets', 'about-Cr1.js'), 'export const about = 1;');
  // The web build's server render, as web/src/entry-server.tsx answers: product pages rendered from
  // the CMS's data into index.html, an unknown page as the Not Found page with 404, other pages left
  // to the shell; product 3's render breaks, product 5's takes 600 ms (the origin waits 200), and
  // so do products 50 and above.
  const renderEntry = path.join(webRoot, '..', `${path.basename(webRoot)}-render.mjs`);
  await writeFile(
    renderEntry,
    `export async function renderPage({ url, origin, apiOrigin, template }) {
      const [, page, id] = new URL(url, origin).pathname.replace(/^\\/ar(?=\\/|$)/, '').split('/');
      if (page === 'nope') {
        return { status: 404, html: template.replace('<div id="root"></div>', '<div id="root"><h1>Opps! Page Not Found</h1></div>') };
      }
      if (page !== 'product' || !id) return null;
      if (id === '3') throw new Error('the render broke');
      if (id === '5' || Number(id) >= 50) await new Promise((resolve) => setTimeout(resolve, 600));
      const answer = await (await fetch(apiOrigin + '/api/products?filters[id][$eq]=' + id)).json();
      const markup = '<h1>' + answer.data[0].title + '</h1><p>' + origin + '</p>';
      return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root">' + markup + '</div>') };
    }`,
  );
  const config = loadConfig({
    WEB_ROOT: webRoot,
    WEB_RENDER_ENTRY: renderEntry,
    CMS_URL: urls.cms,
    CHECKOUT_URL: urls.checkout,
    PRIZE_URL: urls.prize,
    CSP_EXTRA_FRAME_SRC: 'http://localhost:12111',
    ...settings,
  });
  const app = await buildApp(config, {
    now,
    renderTimeoutMs: 200,
    renderQueueLimit: options.renderQueueLimit,
    clientTimeouts: options.clientTimeouts,
    metrics: options.metrics,
  });
  return {
    app,
    seen,
    state,
    stopCms: () => services.cms.close(),
    async close() {
      await app.close();
      await Promise.all(Object.values(services).map((service) => service.close()));
      await rm(webRoot, { recursive: true, force: true });
      await rm(renderEntry, { force: true });
    },
  };
}
