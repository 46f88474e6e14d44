import { productsQuery } from '@outlet-shop/shop-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCmsCatalog } from '../../checkout-service/src/clients/catalog.ts';
import { STOCK_PURGE_WINDOW_MS } from '../src/plugins/response-cache/server/purges';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * The CMS's response cache of public catalogue reads (docs/decisions/050) on the real CMS and
 * PostgreSQL: kept until a write purges it, whether the write goes through Strapi (staff) or
 * through the stock service's SQL (holds, releases, commits, restocks).
 */

const SERVICE_TOKEN = 'dev-cms-service-token';
let cms: TestCms;
let product: { id: number; documentId: string };

beforeAll(async () => {
  cms = await startTestCms();
  const created = await cms.strapi
    .documents('api::product.product')
    .create({ data: { title: 'Cached Caramel', price: 10, stock: 20 } as never });
  product = { id: created.id as number, documentId: created.documentId };
}, 240_000);

afterAll(async () => {
  await cms?.stop();
});

const productUrl = () => `${cms.url}/api/products?filters[id][$eq]=${product.id}`;

/** The product as the public API shows it now. */
async function shown(
  headers: Record<string, string> = {},
): Promise<{ title: string; price: number; available: number }> {
  const response = await fetch(productUrl(), { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { title: string; price: number; available: number }[] }).data[0] as never;
}

/** A change made behind Strapi's back: invisible while the answer is cached. */
async function renameInSql(title: string): Promise<void> {
  await cms.strapi.db.connection.raw('UPDATE products SET title = ? WHERE id = ?', [title, product.id]);
}

function stockCall(path: string, body: unknown) {
  return fetch(`${cms.url}/api/stock-holds/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SERVICE_TOKEN}` },
    body: JSON.stringify(body),
  });
}

describe('the catalogue response cache', () => {
  it('answers a catalogue read from the cache: a row changed behind Strapi stays unseen', async () => {
    const before = await shown();
    await renameInSql('Renamed In SQL');
    expect((await shown()).title).toBe(before.title);
    // A forced reload (Cache-Control: no-cache) goes past the cache to the database.
    expect((await shown({ 'Cache-Control': 'no-cache' })).title).toBe('Renamed In SQL');
  });

  it('purges on a staff edit through the document service: the next read has the new price', async () => {
    await shown();
    await cms.strapi
      .documents('api::product.product')
      .update({ documentId: product.documentId, data: { title: 'Cached Caramel', price: 11.5 } as never });
    expect(await shown()).toMatchObject({ title: 'Cached Caramel', price: 11.5 });
  });

  it('shows every stock change the stock service makes in SQL within 1 s: hold, release, commit, restock', async () => {
    const available = async () => (await shown()).available;
    // The hold answers once the response cache has read the new availability: the next read shows it.
    const shows = (pieces: number) => expect.poll(available, { timeout: 1000, interval: 50 }).toBe(pieces);
    await shows(20);
    const lines = [{ product_id: product.id, quantity: 3 }];
    const expires_at = new Date(Date.now() + 30 * 60_000).toISOString();

    expect((await stockCall('NOT-CACHE-1', { lines, expires_at })).status).toBe(200);
    await shows(17);
    expect((await stockCall('NOT-CACHE-1/release', { reason: 'session_expired' })).status).toBe(200);
    await shows(20);
    expect((await stockCall('NOT-CACHE-2', { lines, expires_at })).status).toBe(200);
    expect((await stockCall('NOT-CACHE-2/commit', { lines })).status).toBe(200);
    await shows(17);

    await cms.strapi.service('api::stock.stock').restock('refund-cache-1', 'NOT-CACHE-2', lines);
    await shows(20);
  });

  it('keeps kept answers through holds and releases, each showing the pieces as they are now; a sell-out purges', async () => {
    const listUrl = `${cms.url}/api/products?filters[id][$in][0]=${product.id}&sort=price:asc`;
    const listed = async () => {
      const answer = (await (await fetch(listUrl)).json()) as {
        data: { title: string; available: number; outofstock: boolean }[];
      };
      return answer.data[0];
    };
    const hold = (reference: string, quantity: number) =>
      stockCall(reference, {
        lines: [{ product_id: product.id, quantity }],
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      });
    // A purge an earlier stock change left waiting (at most one runs per 250 ms) drops what a read
    // meanwhile would keep: let it run first.
    await new Promise((resolve) => setTimeout(resolve, 2 * STOCK_PURGE_WINDOW_MS));
    const shopper = await listed();
    const pieces = shopper?.available ?? 0;
    expect(pieces).toBeGreaterThan(5);
    // Changed behind Strapi's back: seen only if the kept answer is dropped.
    await renameInSql('Renamed Behind The Cache');
    try {
      expect((await hold('KEPT-1', 5)).status).toBe(200);
      expect(await listed()).toEqual({ ...shopper, available: pieces - 5, outofstock: false });
      expect((await stockCall('KEPT-1/release', { reason: 'session_expired' })).status).toBe(200);
      expect(await listed()).toEqual(shopper);

      // The last pieces held: listings filter and order by `outofstock`, so the catalogue is purged
      // (within the 250 ms a purge may wait after the one before).
      const purged = { timeout: 1000, interval: 50 };
      expect((await hold('KEPT-2', pieces)).status).toBe(200);
      await expect
        .poll(listed, purged)
        .toMatchObject({ title: 'Renamed Behind The Cache', available: 0, outofstock: true });
      expect((await stockCall('KEPT-2/release', { reason: 'session_expired' })).status).toBe(200);
      await expect.poll(listed, purged).toMatchObject({ available: pieces, outofstock: false });
    } finally {
      await renameInSql(shopper?.title ?? '');
    }
  });

  it('asks the database once for concurrent misses of one URL', async () => {
    let queries = 0;
    cms.strapi.db.lifecycles.subscribe({
      models: ['api::product.product'],
      beforeFindMany: () => {
        queries += 1;
      },
    });
    const url = `${productUrl()}&filters[title][$ne]=burst-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(url)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(queries).toBe(1);
  });

  it("gives a cached answer the request's own id, the ETag, Cache-Control and 304", async () => {
    const first = await fetch(productUrl(), { headers: { 'x-request-id': 'cache-first' } });
    const second = await fetch(productUrl(), { headers: { 'x-request-id': 'cache-second' } });
    expect(second.headers.get('x-request-id')).toBe('cache-second');
    expect(second.headers.get('content-type')).toContain('application/json');
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1, stale-if-error=600');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const revalidated = await fetch(productUrl(), {
      headers: { 'if-none-match': String(second.headers.get('etag')), 'cache-control': 'max-age=0' },
    });
    expect(revalidated.status).toBe(304);
  });
});

describe('requests whose headers change the answer (docs/decisions/057)', () => {
  /** What a shopper's storefront and the checkout read: the product as Strapi 5's flat JSON. */
  async function flatTitle(url: string): Promise<unknown> {
    const body = (await (await fetch(url)).json()) as { data: { title?: unknown; attributes?: unknown }[] };
    expect(body.data[0]?.attributes, 'no v4 `attributes` wrapper').toBeUndefined();
    return body.data[0]?.title;
  }

  it('never keeps a v4-format answer: the next plain read, and the checkout, get the flat v5 shape', async () => {
    // The checkout's own price read, asked first in Strapi 4's format by someone else.
    const url = `${cms.url}/api/products?${productsQuery([product.id])}`;
    const v4 = await fetch(url, { headers: { 'Strapi-Response-Format': 'v4' } });
    expect(v4.status).toBe(200);
    expect(v4.headers.get('cache-control'), 'no shared cache in front keeps it either').toBe('private, no-store');
    const v4Body = (await v4.json()) as { data: { attributes: { title: string } }[] };
    expect(v4Body.data[0]?.attributes.title, 'the v4 reader gets what it asked for').toBe('Cached Caramel');

    expect(await flatTitle(url)).toBe('Cached Caramel');
    const [priced] = await createCmsCatalog(cms.url).findProducts([product.id]);
    expect(priced).toMatchObject({ id: product.id, title: 'Cached Caramel', priceFils: 1150 });
  });

  it('never keeps an answer with encoded source maps: the next plain read has the plain title', async () => {
    const url = `${productUrl()}&filters[title][$ne]=source-maps-${Date.now()}`;
    const encoded = await fetch(url, { headers: { 'strapi-encode-source-maps': 'true' } });
    const encodedTitle = ((await encoded.json()) as { data: { title: string }[] }).data[0]?.title;
    expect(encodedTitle, 'stega-encoded: invisible characters after the title').not.toBe('Cached Caramel');
    expect(encodedTitle?.startsWith('Cached Caramel')).toBe(true);
    expect(await flatTitle(url)).toBe('Cached Caramel');
  });

  it('never answers such a request from the cache, nor a staff or service read (Authorization)', async () => {
    const url = `${productUrl()}&filters[title][$ne]=bypass-${Date.now()}`;
    expect(await flatTitle(url)).toBe('Cached Caramel');
    const v4 = await fetch(url, { headers: { 'Strapi-Response-Format': 'v4' } });
    expect(((await v4.json()) as { data: { attributes?: unknown }[] }).data[0]?.attributes).toBeDefined();
    // A read with Authorization is neither answered from the cache nor kept.
    const { accessKey } = (await cms.strapi.service('admin::api-token').create({
      name: `catalogue-reader-${Date.now()}`,
      type: 'read-only',
      lifespan: null,
    })) as { accessKey: string };
    const fresh = `${productUrl()}&filters[title][$ne]=authorized-${Date.now()}`;
    const staff = await fetch(fresh, { headers: { Authorization: `Bearer ${accessKey}` } });
    expect(staff.status).toBe(200);
    await renameInSql('Renamed For Staff');
    try {
      expect(await flatTitle(fresh), "the staff read was not kept: the shopper's read goes to the database").toBe(
        'Renamed For Staff',
      );
    } finally {
      await cms.strapi.db.connection.raw('UPDATE products SET title = ? WHERE id = ?', ['Cached Caramel', product.id]);
      await cms.strapi.plugin('strapi-cache').service('service').getCacheInstance()?.reset();
    }
  });
});
