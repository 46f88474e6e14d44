import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startOriginWithFakes } from './fake-services.ts';

let clockMs = 0;
let origin: Awaited<ReturnType<typeof startOriginWithFakes>>;
beforeAll(async () => {
  origin = await startOriginWithFakes(() => clockMs);
});
afterAll(async () => {
  await origin?.close();
});

const productReads = () => origin.seen.cms.filter((seen) => seen.url.startsWith('/api/products')).length;

/** docs/decisions/051: the first screens come rendered from the server, the other pages as the shell. */
describe('the server render of the first screens', () => {
  it("answers a first screen rendered from the CMS's data into index.html, with the shop's headers", async () => {
    const response = await origin.app.inject({ url: '/product/2', headers: { host: 'shop.example:5173' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Crunchy Peanut Butter</h1>');
    // Rendered for the address the shopper asked (its hreflang links), into the build's index.html.
    expect(response.body).toContain('<p>http://shop.example:5173</p>');
    expect(response.body).toContain('<title>Outlet Shop</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('renders a page at most once a second: a staff edit shows on the next render', async () => {
    clockMs += 10_000;
    const before = productReads();
    const first = await origin.app.inject({ url: '/product/4' });
    const [second, third] = await Promise.all([
      origin.app.inject({ url: '/product/4' }),
      origin.app.inject({ url: '/product/4' }),
    ]);
    expect(productReads() - before, 'one render for the three shoppers').toBe(1);
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);

    origin.state.productTitle = 'Smooth Peanut Butter';
    clockMs += 500;
    expect((await origin.app.inject({ url: '/product/4' })).body).toContain('<h1>Crunchy Peanut Butter</h1>');
    clockMs += 600;
    expect((await origin.app.inject({ url: '/product/4' })).body).toContain('<h1>Smooth Peanut Butter</h1>');
    origin.state.productTitle = 'Crunchy Peanut Butter';
  });

  it("answers the render's status: an unknown page is the Not Found page with 404, not a 200", async () => {
    const response = await origin.app.inject({ url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Opps! Page Not Found</h1>');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers the shell for the pages the render leaves to the browser', async () => {
    const response = await origin.app.inject({ url: '/checkout' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<!doctype html><title>Outlet Shop</title><div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 503 with Retry-After and the busy page of the language, never a 200 shell, when the render breaks', async () => {
    const english = await origin.app.inject({ url: '/product/3' });
    expect(english.statusCode).toBe(503);
    expect(english.headers['retry-after']).toBe('30');
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.body).toContain('<h1>This page is on its way</h1>');
    expect(english.headers['cache-control']).toBeUndefined();
    expect(english.headers['x-frame-options']).toBe('SAMEORIGIN');
    const arabic = await origin.app.inject({ url: '/ar/product/3' });
    expect(arabic.statusCode).toBe(503);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<h1>الصفحة في طريقها إليك</h1>');
  });

  it('answers 503 when the render is slow, and the page it goes on to render to the next shopper', async () => {
    const slow = await origin.app.inject({ url: '/product/5' });
    expect(slow.statusCode).toBe(503);
    expect(slow.headers['retry-after']).toBe('30');
    expect(slow.body).toContain('<h1>This page is on its way</h1>');
    await new Promise((resolve) => setTimeout(resolve, 700));
    const next = await origin.app.inject({ url: '/product/5' });
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('<h1>Crunchy Peanut Butter</h1>');
  });

  it("renders with the repository's web build unless WEB_RENDER_ENTRY says otherwise; set empty, never", () => {
    expect(loadConfig({}).WEB_RENDER_ENTRY).toMatch(/\/web\/dist-server\/entry-server\.js$/);
    expect(loadConfig({ WEB_RENDER_ENTRY: '' }).WEB_RENDER_ENTRY).toBe('');
  });
});

describe('a render with more pages waiting than it may queue', () => {
  it('answers the next page at once with 503 instead of queueing it, and renders again once the queue empties', async () => {
    const busy = await startOriginWithFakes(() => 0, {}, { renderQueueLimit: 2 });
    try {
      // Two slow pages wait for the render: a third page is not queued behind them.
      const waiting = [busy.app.inject({ url: '/product/50' }), busy.app.inject({ url: '/product/51' })];
      await new Promise((resolve) => setTimeout(resolve, 20));
      const started = Date.now();
      const third = await busy.app.inject({ url: '/ar/product/2' });
      expect(third.statusCode).toBe(503);
      expect(third.headers['retry-after']).toBe('30');
      expect(third.body).toContain('<h1>الصفحة في طريقها إليك</h1>');
      expect(Date.now() - started, 'answered at once, not after the timeout').toBeLessThan(150);
      // A shopper asking for a page already being rendered waits for that render.
      expect((await busy.app.inject({ url: '/product/50' })).statusCode).toBe(503);
      await Promise.all(waiting);
      await new Promise((resolve) => setTimeout(resolve, 700));
      const after = await busy.app.inject({ url: '/product/2' });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('<h1>Crunchy Peanut Butter</h1>');
    } finally {
      await busy.close();
    }
  });
});
