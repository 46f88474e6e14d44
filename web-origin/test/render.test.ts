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
    expect(response.headers['x-frame-options']).toBe('DENY');
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
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers the shell for the pages the render leaves to the browser, and when the render fails', async () => {
    for (const url of ['/checkout', '/product/3']) {
      const response = await origin.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><title>Outlet Shop</title><div id="root"></div>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers the shell when the render is slow, and the page it goes on to render to the next shopper', async () => {
    const slow = await origin.app.inject({ url: '/product/5' });
    expect(slow.body).toBe('<!doctype html><title>Outlet Shop</title><div id="root"></div>');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await origin.app.inject({ url: '/product/5' })).body).toContain('<h1>Crunchy Peanut Butter</h1>');
  });

  it("renders with the repository's web build unless WEB_RENDER_ENTRY says otherwise; set empty, never", () => {
    expect(loadConfig({}).WEB_RENDER_ENTRY).toMatch(/\/web\/dist-server\/entry-server\.js$/);
    expect(loadConfig({ WEB_RENDER_ENTRY: '' }).WEB_RENDER_ENTRY).toBe('');
  });
});
