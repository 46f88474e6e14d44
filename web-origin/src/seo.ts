import { Readable } from 'node:stream';
import { normalizePath } from '@outlet-shop/edge-rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SitemapIndexStream, type SitemapItemLoose, SitemapStream, streamToPromise } from 'sitemap';
import { z } from 'zod';

/**
 * How long a sitemap is kept before the CMS is asked again, ms: a staff edit (a new product, a
 * product unpublished, a page changed) shows in the sitemap within this time.
 */
export const SITEMAP_CACHE_MS = 5 * 60 * 1000;

/** How long the sitemap waits for each read of the CMS, ms. */
export const CMS_READ_TIMEOUT_MS = 4_000;

/** The sitemaps of the index at `/sitemap.xml`, each at `/sitemaps/<name>.xml`. */
export const SITEMAP_NAMES = ['products', 'listings', 'pages'] as const;
type SitemapName = (typeof SITEMAP_NAMES)[number];

/**
 * The SPA's pages a search engine should not read (web/src/config/paths.ts): the checkout and its
 * payment return (`/succsess`), the order status page, and the staff admin and the services'
 * APIs on the one origin; in both languages where the SPA has them.
 */
const PRIVATE_SPA_PATHS = ['/check_out', '/loadding', '/succsess', '/failed', '/order-status', '/mail'];
const PRIVATE_ORIGIN_PATHS = ['/admin', '/api/', '/checkout/v1/', '/prize/v1/', '/content-manager/', '/upload/'];

/**
 * The shop's pages that are not catalogue entries (web/src/config/paths.ts), with the CMS page
 * whose `updatedAt` is their `lastmod`, if any.
 */
const SHOP_PAGES: readonly { path: string; cmsPage?: string }[] = [
  { path: '/' },
  { path: '/offers' },
  { path: '/contact' },
  { path: '/about', cmsPage: 'about' },
  { path: '/terms-&-conditions', cmsPage: 'terms-and-conditions' },
  { path: '/privacy-policy', cmsPage: 'privacy-policy' },
  { path: '/coconut-sugar' },
  { path: '/nut-butter' },
  { path: '/chocolate-chips' },
];

/** The Arabic storefront's prefix (web/src/lib/i18n.ts `pathIn`). */
const ARABIC_PREFIX = '/ar';

/** One published entry of a CMS collection, as its public API lists it with `fields[0]=updatedAt`. */
const entryListSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), slug: z.string().optional(), updatedAt: z.string().optional() })),
  meta: z.object({ pagination: z.object({ page: z.number(), pageCount: z.number() }) }).optional(),
});
type Entry = z.infer<typeof entryListSchema>['data'][number];

/**
 * The robots.txt of the shop at `origin` (`https://shop.example`): every shop page allowed; the
 * checkout, its payment return, the order status, the admin and the APIs disallowed; the sitemap index.
 */
export function robotsTxt(origin: string): string {
  const spa = PRIVATE_SPA_PATHS.flatMap((path) => [path, `${ARABIC_PREFIX}${path}`]);
  const lines = ['User-agent: *', 'Allow: /', ...[...spa, ...PRIVATE_ORIGIN_PATHS].map((path) => `Disallow: ${path}`)];
  return `${lines.join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** A page in both languages: its English address, with the alternates of docs/decisions/048. */
function bothLanguages(origin: string, path: string, updatedAt: string | undefined): SitemapItemLoose[] {
  const en = `${origin}${path}`;
  const ar = `${origin}${path === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${path}`}`;
  const links = [
    { lang: 'en', url: en },
    { lang: 'ar', url: ar },
    { lang: 'x-default', url: en },
  ];
  return [en, ar].map((url) => ({ url, links, ...(updatedAt ? { lastmod: updatedAt } : {}) }));
}

/** Reads a sitemap's entries from the CMS's public API. */
export type CmsReader = (path: string) => Promise<unknown>;

/** Every published entry of a CMS collection (`products`, `categories`, `pages`), page by page. */
async function listEntries(read: CmsReader, collection: string, fields: string[]): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({ 'pagination[page]': String(page), 'pagination[pageSize]': '100' });
    fields.forEach((field, index) => {
      query.set(`fields[${index}]`, field);
    });
    const answer = entryListSchema.parse(await read(`/api/${collection}?${query}`));
    entries.push(...answer.data);
    if (!answer.meta || page >= answer.meta.pagination.pageCount) return entries;
  }
}

/** The newest of some `updatedAt`s, or undefined. */
const newest = (dates: (string | undefined)[]) =>
  dates.filter((date): date is string => Boolean(date)).sort((a, b) => Date.parse(b) - Date.parse(a))[0];

/** The entries of one sitemap: the catalogue's products, its brand listings, or the shop's pages. */
async function sitemapItems(read: CmsReader, name: SitemapName, origin: string): Promise<SitemapItemLoose[]> {
  if (name === 'products') {
    const products = await listEntries(read, 'products', ['updatedAt']);
    return products.flatMap((product) => bothLanguages(origin, `/product/${product.id}`, product.updatedAt));
  }
  if (name === 'listings') {
    // A category's listing is `/products/:id` (the brand listing; `/categories/:id` shows the same
    // and names it as its canonical address).
    const categories = await listEntries(read, 'categories', ['updatedAt']);
    return categories.flatMap((category) => bothLanguages(origin, `/products/${category.id}`, category.updatedAt));
  }
  const pages = await listEntries(read, 'pages', ['slug', 'updatedAt']);
  return SHOP_PAGES.flatMap(({ path, cmsPage }) =>
    bothLanguages(origin, path, cmsPage ? pages.find((page) => page.slug === cmsPage)?.updatedAt : undefined),
  );
}

/** What the origin answers at the sitemap's addresses: the XML, and the newest `lastmod` in it. */
interface Sitemap {
  xml: string;
  lastmod?: string;
}

async function buildSitemap(read: CmsReader, name: SitemapName, origin: string): Promise<Sitemap> {
  const items = await sitemapItems(read, name, origin);
  const stream = new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } });
  const xml = (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
  return { xml, lastmod: newest(items.map((item) => item.lastmod)) };
}

async function buildIndex(sitemaps: Record<SitemapName, Sitemap>, origin: string): Promise<string> {
  const stream = new SitemapIndexStream();
  const entries = SITEMAP_NAMES.map((name) => ({
    url: `${origin}/sitemaps/${name}.xml`,
    ...(sitemaps[name].lastmod ? { lastmod: sitemaps[name].lastmod } : {}),
  }));
  return (await streamToPromise(Readable.from(entries).pipe(stream))).toString('utf8');
}

/** Answers the shop's robots.txt and sitemaps (docs/api.md, "robots.txt and the sitemap"). */
export interface SeoFiles {
  /** Whether `url` (path and query) is one of them. */
  serves(url: string): boolean;
  /**
   * Answers it: `text/plain` robots.txt, `application/xml` sitemaps; `503 service_unavailable`
   * when the CMS cannot be read and no earlier sitemap is kept (a kept one answers while it fails).
   */
  answer(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * The robots.txt and the sitemap index with its sitemaps (products, brand listings, pages; every
 * address in English and Arabic with its `hreflang` alternates and the CMS's `updatedAt`), for
 * the shop's origin, read from the CMS's public API by `read` and kept {@link SITEMAP_CACHE_MS}.
 */
export function createSeoFiles(options: {
  /** The shop's origin for a request: `PUBLIC_WEB_URL`'s, else the request's own. */
  originOf: (request: FastifyRequest) => string;
  read: CmsReader;
  now?: () => number;
}): SeoFiles {
  const now = options.now ?? Date.now;
  let kept: { at: number; origin: string; files: Promise<Record<string, string>> } | undefined;
  let lastGood: { origin: string; files: Record<string, string> } | undefined;
  const build = async (origin: string): Promise<Record<string, string>> => {
    const built = await Promise.all(
      SITEMAP_NAMES.map(async (name) => [name, await buildSitemap(options.read, name, origin)] as const),
    );
    const sitemaps = Object.fromEntries(built) as Record<SitemapName, Sitemap>;
    const files: Record<string, string> = { '/sitemap.xml': await buildIndex(sitemaps, origin) };
    for (const name of SITEMAP_NAMES) files[`/sitemaps/${name}.xml`] = sitemaps[name].xml;
    lastGood = { origin, files };
    return files;
  };
  const sitemapFiles = (origin: string) => {
    if (!kept || kept.origin !== origin || now() - kept.at >= SITEMAP_CACHE_MS) {
      const files = build(origin);
      kept = { at: now(), origin, files };
      // A failed build is not kept: the next request asks the CMS again.
      files.catch(() => {
        if (kept?.files === files) kept = undefined;
      });
    }
    return kept.files;
  };
  const isSitemap = (path: string) => path === '/sitemap.xml' || /^\/sitemaps\/[a-z]+\.xml$/.test(path);
  return {
    serves: (url) => {
      const path = normalizePath(url);
      return path === '/robots.txt' || isSitemap(path);
    },
    async answer(request, reply) {
      const path = normalizePath(request.url);
      const origin = options.originOf(request);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        reply.code(405).header('allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
        return;
      }
      if (path === '/robots.txt') {
        reply.type('text/plain; charset=utf-8').send(robotsTxt(origin));
        return;
      }
      let files: Record<string, string>;
      try {
        files = await sitemapFiles(origin);
      } catch (error) {
        if (lastGood?.origin !== origin) {
          request.log.error({ err: error }, 'sitemap: the CMS could not be read');
          reply
            .code(503)
            .header('retry-after', '60')
            .send({
              error: { code: 'service_unavailable', message: 'The sitemap is not available; try again shortly.' },
            });
          return;
        }
        request.log.warn({ err: error }, 'sitemap: the CMS could not be read; the last sitemap answers');
        files = lastGood.files;
      }
      const xml = files[path];
      if (xml === undefined) {
        reply.code(404).type('text/plain').send('Not Found');
        return;
      }
      reply.type('application/xml; charset=utf-8').send(xml);
    },
  };
}
