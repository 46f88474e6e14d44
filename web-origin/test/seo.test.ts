import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_CACHE_MS } from '../src/seo.ts';
import { startOriginWithFakes } from './fake-services.ts';

const SHOP = 'https://shop.example';
let clockMs = 0;
let origin: Awaited<ReturnType<typeof startOriginWithFakes>>;
beforeAll(async () => {
  origin = await startOriginWithFakes(() => clockMs, { PUBLIC_WEB_URL: `${SHOP}/` });
});
afterAll(async () => {
  await origin?.close();
});

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && name !== 'urlset',
});

interface SitemapUrl {
  loc: string[];
  lastmod?: string[];
  'xhtml:link': { rel: string; hreflang: string; href: string }[];
}

async function sitemap(url: string): Promise<SitemapUrl[]> {
  const response = await origin.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toBe('application/xml; charset=utf-8');
  const parsed = xml.parse(response.body, true);
  return parsed.urlset.url as SitemapUrl[];
}

/** docs/api.md, "robots.txt and the sitemap"; docs/decisions/079. */
describe("the shop's robots.txt and sitemaps", () => {
  it('robots.txt allows the shop, keeps crawlers out of checkout, order status, admin and APIs, and names the sitemap', async () => {
    const response = await origin.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/check_out',
      '/succsess',
      '/order-status',
      '/ar/check_out',
      '/admin',
      '/api/',
      '/checkout/v1/',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /product/');
    expect(lines).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
  });

  it('the sitemap index names the products, listings and pages sitemaps on the public address', async () => {
    const response = await origin.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const index = xml.parse(response.body, true).sitemapindex[0].sitemap as { loc: string[]; lastmod?: string[] }[];
    expect(index.map((entry) => entry.loc[0])).toEqual([
      `${SHOP}/sitemaps/products.xml`,
      `${SHOP}/sitemaps/listings.xml`,
      `${SHOP}/sitemaps/pages.xml`,
    ]);
    expect(index[1]?.lastmod?.[0]).toBe('2026-11-21T10:00:00.000Z');
  });

  it("lists every product, listing and page in English and Arabic, with hreflang alternates and the CMS's updatedAt", async () => {
    const listings = await sitemap('/sitemaps/listings.xml');
    expect(listings.map((entry) => entry.loc[0])).toEqual([
      `${SHOP}/products/2`,
      `${SHOP}/ar/products/2`,
      `${SHOP}/products/3`,
      `${SHOP}/ar/products/3`,
    ]);
    expect(listings[1]?.lastmod?.[0]).toBe('2026-11-20T10:00:00.000Z');
    expect(listings[1]?.['xhtml:link']).toEqual([
      { rel: 'alternate', hreflang: 'en', href: `${SHOP}/products/2` },
      { rel: 'alternate', hreflang: 'ar', href: `${SHOP}/ar/products/2` },
      { rel: 'alternate', hreflang: 'x-default', href: `${SHOP}/products/2` },
    ]);

    const products = await sitemap('/sitemaps/products.xml');
    expect(products.map((entry) => entry.loc[0])).toEqual([`${SHOP}/product/1`, `${SHOP}/ar/product/1`]);

    const pages = await sitemap('/sitemaps/pages.xml');
    const locs = pages.map((entry) => entry.loc[0]);
    // The terms page's `&` is escaped in the XML, so the parser reads it back as it is.
    expect(locs).toEqual(
      expect.arrayContaining([`${SHOP}/`, `${SHOP}/ar`, `${SHOP}/terms-&-conditions`, `${SHOP}/ar/about`]),
    );
    expect(pages.find((entry) => entry.loc[0] === `${SHOP}/about`)?.lastmod?.[0]).toBe('2026-11-22T10:00:00.000Z');
    expect(locs.some((loc) => /check_out|succsess|order-status/.test(loc ?? ''))).toBe(false);
  });

  it('keeps a sitemap for its cache time, answers the kept one while the CMS fails, and 404 for an unknown one', async () => {
    clockMs += SITEMAP_CACHE_MS + 1;
    expect((await origin.app.inject({ url: '/sitemap.xml' })).statusCode).toBe(200);
    const reads = origin.seen.cms.length;
    await origin.app.inject({ url: '/sitemaps/pages.xml' });
    expect(origin.seen.cms.length, 'answered from the kept sitemap').toBe(reads);
    expect((await origin.app.inject({ url: '/sitemaps/nope.xml' })).statusCode).toBe(404);
    expect((await origin.app.inject({ method: 'POST', url: '/sitemap.xml' })).statusCode).toBe(405);

    origin.state.status = 503;
    clockMs += SITEMAP_CACHE_MS + 1;
    const stale = await origin.app.inject({ url: '/sitemaps/listings.xml' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain(`${SHOP}/products/3`);
    origin.state.status = 200;
  });

  it('answers 503 (never an empty 200) when the CMS cannot be read and no sitemap is kept', async () => {
    const fresh = await startOriginWithFakes(() => 0, { PUBLIC_WEB_URL: SHOP });
    try {
      fresh.state.status = 503;
      const response = await fresh.app.inject({ url: '/sitemap.xml' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: 'service_unavailable' } });
    } finally {
      await fresh.close();
    }
  });
});
