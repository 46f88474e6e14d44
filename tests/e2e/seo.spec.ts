import path from 'node:path';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { expect, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { ROOT } from '../../scripts/stack/config.ts';
import { type Edge, startEdge } from '../../scripts/stack/edge.ts';
import { TEST_PORTS } from '../../scripts/stack/test-profile.ts';
import { adminToken, updateCatalogueRows, urls } from '../support/stack.ts';

/**
 * Found by search engines and shared links (docs/decisions/079, 081): real status codes on both origins
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

/** The public pages besides the first screens, which the server renders too (docs/decisions/081). */
const PUBLIC_PAGES = [
  '/offers',
  '/contact',
  '/about',
  '/terms-&-conditions',
  '/privacy-policy',
  '/coconut-sugar',
  '/nut-butter',
  '/chocolate-chips',
];

/** The content of the `<meta>` whose `attribute` (name or property) is `name`, in a page's HTML. */
const metaOf = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

/** Every JSON-LD block of a page's HTML, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
const origins = () => [
  ['web-origin', WEB],
  ['nginx edge', edge.url],
];

test.describe('found by search engines', () => {
  test('known pages answer 200 and unknown ones 404 with the Not Found page, on both origins', async () => {
    for (const [name, origin] of origins()) {
      for (const pathname of ['/', '/product/1', '/products/2', '/ar/product/1', ...PUBLIC_PAGES, '/ar/about']) {
        const response = await fetch(`${origin}${pathname}`);
        expect(response.status, `${name} ${pathname}`).toBe(200);
      }
      for (const pathname of [
        '/nope',
        '/product/999999',
        '/products/999999',
        '/categories/999999',
        '/product/abc',
        '/coconut-sugar-2',
      ]) {
        const response = await fetch(`${origin}${pathname}`);
        expect(response.status, `${name} ${pathname}`).toBe(404);
        expect(response.headers.get('content-type'), `${name} ${pathname}`).toContain('text/html');
        expect(await response.text(), `${name} ${pathname}`).toContain('Opps! Page Not Found');
      }
      for (const pathname of ['/ar/nope', '/ar/nut-butters']) {
        const arabic = await fetch(`${origin}${pathname}`);
        expect(arabic.status, `${name} ${pathname}`).toBe(404);
        const html = await arabic.text();
        expect(html).toContain('عذراً! الصفحة غير موجودة');
        expect(html).toMatch(/<html lang="ar" dir="rtl"/);
      }
    }
  });

  test('an information page the CMS does not have answers 404 with the Not Found page, on both origins, and 200 once it is back', async () => {
    // Pages have no drafts in this CMS (draftAndPublish off): staff take one off the shop by deleting
    // it. Done behind Strapi's back with its slug, so the page comes back as it was.
    const hidden = `privacy-policy-hidden-${Date.now()}`;
    await updateCatalogueRows("UPDATE pages SET slug = $1 WHERE slug = 'privacy-policy'", [hidden]);
    try {
      for (const [name, origin] of origins()) {
        for (const pathname of ['/privacy-policy', '/ar/privacy-policy']) {
          await expect
            .poll(async () => (await fetch(`${origin}${pathname}`)).status, {
              message: `${name} ${pathname}`,
              timeout: 10_000,
            })
            .toBe(404);
        }
        expect(await (await fetch(`${origin}/privacy-policy`)).text()).toContain('Opps! Page Not Found');
      }
    } finally {
      await updateCatalogueRows("UPDATE pages SET slug = 'privacy-policy' WHERE slug = $1", [hidden]);
    }
    for (const [name, origin] of origins()) {
      await expect
        .poll(async () => (await fetch(`${origin}/privacy-policy`)).status, { message: name, timeout: 10_000 })
        .toBe(200);
    }
  });

  test('every public page names itself in the HTML, in English and Arabic: title, description, language, canonical, hreflang, Open Graph, Twitter', async () => {
    const seenTitles = new Set<string>();
    for (const pathname of PUBLIC_PAGES) {
      for (const [language, path] of [
        ['en', pathname],
        ['ar', `/ar${pathname}`],
      ] as const) {
        const response = await fetch(`${WEB}${path}`);
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(html, path).toMatch(
          language === 'ar' ? /<html lang="ar" dir="rtl" data-rendered>/ : /<html lang="en" dir="ltr" data-rendered>/,
        );
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        expect(title, path).toMatch(language === 'ar' ? / \| أوتلت شوب$/ : / \| Outlet Shop$/);
        expect(seenTitles.has(title), `${path}: its own title, not another page's (${title})`).toBe(false);
        seenTitles.add(title);
        if (language === 'ar') expect(title, path).toMatch(/[\u0600-\u06ff]/);
        const description = metaOf(html, 'name', 'description') ?? '';
        expect(description.length, `${path}: a description`).toBeGreaterThan(20);
        const canonical = `${WEB}${path.replace('&', '&amp;')}`;
        expect(html, path).toContain(`<link rel="canonical" href="${canonical}"/>`);
        for (const [hreflang, href] of [
          ['en', `${WEB}${pathname}`],
          ['ar', `${WEB}/ar${pathname}`],
          ['x-default', `${WEB}${pathname}`],
        ]) {
          expect(html, `${path} ${hreflang}`).toContain(
            `<link rel="alternate" hrefLang="${hreflang}" href="${(href ?? '').replace('&', '&amp;')}"/>`,
          );
        }
        expect(metaOf(html, 'property', 'og:title'), path).toBe(title);
        expect(metaOf(html, 'property', 'og:description'), path).toBe(description);
        expect(metaOf(html, 'property', 'og:url'), path).toBe(canonical);
        expect(metaOf(html, 'property', 'og:locale'), path).toBe(language === 'ar' ? 'ar_AE' : 'en_AE');
        expect(metaOf(html, 'name', 'twitter:card'), path).toMatch(/^summary/);
        expect(metaOf(html, 'name', 'twitter:title'), path).toBe(title);
      }
    }
  });

  test("the home page names the shop and its search in JSON-LD, and links its strips' products in the HTML", async () => {
    for (const [language, path] of [
      ['en', '/'],
      ['ar', '/ar'],
    ] as const) {
      const html = await (await fetch(`${WEB}${path}`)).text();
      const data = jsonLdOf(html);
      expect(
        data.find((item) => item['@type'] === 'Organization'),
        path,
      ).toMatchObject({
        name: 'Outlet Shop',
        url: `${WEB}/`,
      });
      const home = language === 'ar' ? `${WEB}/ar` : `${WEB}/`;
      expect(
        data.find((item) => item['@type'] === 'WebSite'),
        path,
      ).toMatchObject({
        url: home,
        potentialAction: {
          '@type': 'SearchAction',
          target: { urlTemplate: `${home.replace(/\/$/, '')}/search?q={search_term_string}` },
        },
      });
      // The strips are drawn with their products, not 'loading'.
      expect(html, path).not.toContain('class="strip__loading"');
      const prefix = language === 'ar' ? '/ar' : '';
      for (const strip of ['strip-offers', 'strip-tranding']) {
        const section = html.slice(html.indexOf(`id="${strip}"`));
        const end = section.indexOf('</section>');
        expect(section.slice(0, end), `${path} ${strip}`).toMatch(new RegExp(`href="${prefix}/product/\\d+"`));
      }
    }
  });

  test("a product's JSON-LD meets Google's merchant listing rules, and follows a staff edit of its price and stock", async () => {
    const id = 11;
    const product = async () => {
      const html = await (await fetch(`${WEB}/product/${id}`)).text();
      return { html, data: jsonLdOf(html).find((item) => item['@type'] === 'Product') as { offers?: unknown } };
    };
    const { html } = await product();
    const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
    const issues = await new Validator().validate(extracted);
    expect(issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.issueMessage)).toEqual([]);
    // Only the fields Google calls optional, and the barcode the catalogue does not keep.
    expect(
      issues
        .filter((issue) => !/optional/.test(issue.issueMessage) && !issue.fieldNames.includes('gtin'))
        .map((issue) => issue.issueMessage),
    ).toEqual([]);

    const cms = await (await fetch(`${urls.cms}/api/products?filters[id][$eq]=${id}`)).json();
    const { documentId, price } = cms.data[0] as { documentId: string; price: number };
    const staff = { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' };
    const save = (data: Record<string, unknown>) =>
      fetch(`${urls.cms}/content-manager/collection-types/api::product.product/${documentId}`, {
        method: 'PUT',
        headers: staff,
        body: JSON.stringify(data),
      });
    const newPrice = Math.round((price + 3.25) * 100) / 100;
    expect((await save({ price: newPrice, marked_out_of_stock: true })).status).toBe(200);
    try {
      await expect
        .poll(async () => (await product()).data.offers, { timeout: 10_000 })
        .toMatchObject({ price: newPrice, priceCurrency: 'AED', availability: 'https://schema.org/OutOfStock' });
    } finally {
      expect((await save({ price, marked_out_of_stock: false })).status).toBe(200);
    }
    await expect
      .poll(async () => (await product()).data.offers, { timeout: 10_000 })
      .toMatchObject({ price, availability: 'https://schema.org/InStock' });
  });

  test('a page the server cannot render answers 503 with Retry-After and the busy page, never a 200 shell, and the app still draws it', async ({
    browser,
  }) => {
    // An edge whose renderer is down, as nginx answers while web-render is stopped.
    const down = await startEdge({
      cmsPort: TEST_PORTS.cms,
      checkoutPort: TEST_PORTS.checkout,
      prizePort: TEST_PORTS.prize,
      webDist: path.join(ROOT, 'web', 'dist'),
    });
    try {
      for (const [pathname, lang, note] of [
        ['/product/1', 'en', 'This page is on its way'],
        ['/about', 'en', 'This page is on its way'],
        ['/ar/product/1', 'ar', 'الصفحة في طريقها إليك'],
      ] as const) {
        const response = await fetch(`${down.url}${pathname}`);
        expect(response.status, pathname).toBe(503);
        expect(response.headers.get('retry-after'), pathname).toBe('30');
        expect(response.headers.get('x-frame-options'), pathname).toBe('SAMEORIGIN');
        const html = await response.text();
        expect(html, pathname).toContain(`<html lang="${lang}"`);
        expect(html, pathname).toContain(note);
      }
      // nginx cannot tell the pages the renderer leaves to the browser: the checkout is the busy page too,
      // which the app draws all the same; the build's files answer as ever.
      expect((await fetch(`${down.url}/check_out`)).status).toBe(503);
      expect((await fetch(`${down.url}/robots.txt`)).status).toBe(503);
      expect((await fetch(`${down.url}/index.html`)).status).toBe(200);
      // In a browser the app starts from the busy page and draws the product.
      const context = await browser.newContext({ baseURL: down.url });
      const page = await context.newPage();
      await page.goto('/product/1');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crunchy Peanut Butter');
      await context.close();
    } finally {
      await down.stop();
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
      offers: {
        '@type': 'Offer',
        price: Number(price),
        priceCurrency: 'AED',
        availability: 'https://schema.org/InStock',
      },
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
    // About 120 addresses, each a render: minutes on a busy 2-core machine.
    test.setTimeout(600_000);
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
    // A few at a time, as a crawler reads: thousands at once would time the renders out (503).
    const failures: string[] = [];
    const queue = [...addresses];
    const readNext = async (): Promise<void> => {
      for (let address = queue.shift(); address; address = queue.shift()) {
        const response = await fetch(address);
        const html = await response.text();
        if (response.status !== 200) failures.push(`${address}: ${response.status}`);
        else if (!html.includes('<link rel="canonical"')) failures.push(`${address}: the shell, not the rendered page`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, readNext));
    expect(failures).toEqual([]);
  });
});
