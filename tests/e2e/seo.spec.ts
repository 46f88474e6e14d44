import path from 'node:path';
import { expect, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { ROOT } from '../../scripts/stack/config.ts';
import { type Edge, startEdge } from '../../scripts/stack/edge.ts';
import { TEST_PORTS } from '../../scripts/stack/test-profile.ts';
import { urls } from '../support/stack.ts';

/**
 * Found by search engines and shared links (docs/decisions/079): real status codes on both origins
 * (`npm start`'s web-origin, the test stack's web port, and the nginx edge in front of it as its
 * renderer, as the containers run web-render), robots.txt and the sitemaps, read as a crawler
 * reads them: plain requests, no JavaScript.
 */
let edge: Edge;
test.beforeAll(async () => {
  edge = await startEdge({
    cmsPort: TEST_PORTS.cms,
    checkoutPort: TEST_PORTS.checkout,
    prizePort: TEST_PORTS.prize,
    renderPort: TEST_PORTS.web,
    webDist: path.join(ROOT, 'web', 'dist'),
  });
});
test.afterAll(async () => {
  await edge?.stop();
});

const WEB = urls.web;
const origins = () => [
  ['web-origin', WEB],
  ['nginx edge', edge.url],
];

test.describe('found by search engines', () => {
  test('known pages answer 200 and unknown ones 404 with the Not Found page, on both origins', async () => {
    for (const [name, origin] of origins()) {
      for (const pathname of ['/', '/product/1', '/products/2', '/ar/product/1', '/contact']) {
        const response = await fetch(`${origin}${pathname}`);
        expect(response.status, `${name} ${pathname}`).toBe(200);
      }
      for (const pathname of ['/nope', '/product/999999', '/products/999999', '/product/abc']) {
        const response = await fetch(`${origin}${pathname}`);
        expect(response.status, `${name} ${pathname}`).toBe(404);
        expect(response.headers.get('content-type'), `${name} ${pathname}`).toContain('text/html');
        expect(await response.text(), `${name} ${pathname}`).toContain('Opps! Page Not Found');
      }
      const arabic = await fetch(`${origin}/ar/nope`);
      expect(arabic.status, `${name} /ar/nope`).toBe(404);
      const html = await arabic.text();
      expect(html).toContain('عذراً! الصفحة غير موجودة');
      expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    }
  });

  test("a missing product's page, opened in the browser, shows the Not Found page and the app takes it over", async ({
    page,
  }) => {
    const response = await page.goto('/product/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opps! Page Not Found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('img.hero-slideshow__image').first()).toBeVisible();
  });

  test("a shared link's page names itself: title, canonical, Open Graph, and the product's price in JSON-LD as the CMS has it", async () => {
    const html = await (await fetch(`${WEB}/product/1?utm_source=share`)).text();
    const meta = (attribute: string, name: string) =>
      new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
    expect(html).toMatch(/<title>Crunchy Peanut Butter \| Outlet Shop<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${WEB}/product/1"/>`);
    expect(meta('property', 'og:title')).toBe('Crunchy Peanut Butter | Outlet Shop');
    expect(meta('property', 'og:type')).toBe('product');
    expect(meta('property', 'og:image')).toMatch(new RegExp(`^${WEB}/uploads/.+`));
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');

    const cms = await (await fetch(`${urls.cms}/api/products?filters[id][$eq]=1`)).json();
    const price = (cms.data[0].price as number).toFixed(2);
    expect(meta('property', 'product:price:amount')).toBe(price);
    expect(meta('property', 'og:price:currency')).toBe('AED');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? ''),
    );
    const product = jsonLd.find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Crunchy Peanut Butter',
      url: `${WEB}/product/1`,
      offers: { '@type': 'Offer', price, priceCurrency: 'AED', availability: 'https://schema.org/InStock' },
    });
    expect(jsonLd.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);

    const arabic = await (await fetch(`${WEB}/ar/product/1`)).text();
    expect(arabic).toMatch(/<html lang="ar" dir="rtl"/);
    expect(arabic).toContain(`<link rel="canonical" href="${WEB}/ar/product/1"/>`);
    expect(await (await fetch(`${WEB}/ar/contact`)).text()).toMatch(/<html lang="ar" dir="rtl"/);
    // A category's listing names the brand listing as its address.
    expect(await (await fetch(`${WEB}/categories/3`)).text()).toContain(
      `<link rel="canonical" href="${WEB}/products/3"/>`,
    );

    const home = await (await fetch(`${WEB}/`)).text();
    expect(home).toContain('"@type":"SearchAction"');
    expect(home).toContain(`${WEB}/search?q={search_term_string}`);
    expect(home).toContain('"@type":"Organization"');
  });

  test('robots.txt and the sitemap: every address in it answers 200, in English and Arabic', async () => {
    test.setTimeout(300_000);
    for (const [name, origin] of origins()) {
      const robots = await fetch(`${origin}/robots.txt`);
      expect(robots.status, name).toBe(200);
      expect(robots.headers.get('content-type'), name).toContain('text/plain');
      const robotsText = await robots.text();
      expect(robotsText).toContain('Disallow: /check_out');
      expect(robotsText).toContain('Disallow: /succsess');
      expect(robotsText).toContain(`Sitemap: ${WEB}/sitemap.xml`);
      const index = await fetch(`${origin}/sitemap.xml`);
      expect(index.status, name).toBe(200);
      expect(index.headers.get('content-type'), name).toContain('application/xml');
    }

    const xml = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (tag, _path, _leaf, isAttribute) => !isAttribute && ['sitemap', 'url', 'xhtml:link'].includes(tag),
    });
    const index = xml.parse(await (await fetch(`${WEB}/sitemap.xml`)).text(), true);
    const sitemaps = (index.sitemapindex.sitemap as { loc: string }[]).map((entry) => entry.loc);
    expect(sitemaps).toEqual([
      `${WEB}/sitemaps/products.xml`,
      `${WEB}/sitemaps/listings.xml`,
      `${WEB}/sitemaps/pages.xml`,
    ]);
    const addresses: string[] = [];
    for (const sitemap of sitemaps) {
      const entries = xml.parse(await (await fetch(sitemap)).text(), true).urlset.url as {
        loc: string;
        lastmod?: string;
        'xhtml:link': { hreflang: string; href: string }[];
      }[];
      for (const entry of entries) {
        expect(entry['xhtml:link'].map((link) => link.hreflang)).toEqual(['en', 'ar', 'x-default']);
        addresses.push(entry.loc);
      }
    }
    expect(addresses).toEqual(
      expect.arrayContaining([
        `${WEB}/product/1`,
        `${WEB}/ar/product/1`,
        `${WEB}/products/2`,
        `${WEB}/terms-&-conditions`,
      ]),
    );
    // A few at a time, as a crawler reads: thousands at once would time the renders out, and a timed-out
    // render answers the 200 shell, which would hide a page the server could not render.
    const failures: string[] = [];
    const queue = [...addresses];
    const readNext = async (): Promise<void> => {
      for (let address = queue.shift(); address; address = queue.shift()) {
        const response = await fetch(address);
        const html = await response.text();
        if (response.status !== 200) failures.push(`${address}: ${response.status}`);
        else if (/\/products?\/\d+$/.test(address) && !html.includes('<link rel="canonical"')) {
          failures.push(`${address}: the shell, not the rendered page`);
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, readNext));
    expect(failures).toEqual([]);
  });
});
