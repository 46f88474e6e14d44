import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * The CMS's response cache of the public catalogue reads that show no product (categories,
 * sub-categories, banners, pages, the shop setting; docs/decisions/050) on the real CMS and
 * PostgreSQL: kept until a write through Strapi purges it (staff edits, media files). Product
 * answers are the catalogue module's, whose own tests are beside it.
 */

let cms: TestCms;
let category: { id: number; documentId: string };

beforeAll(async () => {
  cms = await startTestCms();
  const created = await cms.strapi.documents('api::category.category').create({ data: { title: 'Cached Dates' } });
  category = { id: created.id as number, documentId: created.documentId };
}, 240_000);

afterAll(async () => {
  await cms?.stop();
});

const categoryUrl = () => `${cms.url}/api/categories?filters[id][$eq]=${category.id}`;
// Each test that needs a URL no read has asked yet gives it a page size of its own (11, 12, …).

/** The category's title as the public API shows it now. */
async function shownTitle(url = categoryUrl(), headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { title: string }[] }).data[0]?.title as string;
}

/** A change made behind Strapi's back: invisible while the answer is cached. */
async function renameInSql(title: string): Promise<void> {
  await cms.strapi.db.connection.raw('UPDATE categories SET title = ? WHERE id = ?', [title, category.id]);
}

describe('the catalogue response cache', () => {
  it('answers a category read from the cache: a row changed behind Strapi stays unseen', async () => {
    const before = await shownTitle();
    await renameInSql('Renamed In SQL');
    expect(await shownTitle()).toBe(before);
    // A forced reload (Cache-Control: no-cache) goes past the cache to the database.
    expect(await shownTitle(categoryUrl(), { 'Cache-Control': 'no-cache' })).toBe('Renamed In SQL');
  });

  it('purges on a staff edit through the document service: the next read has the new title', async () => {
    await shownTitle();
    await cms.strapi
      .documents('api::category.category')
      .update({ documentId: category.documentId, data: { title: 'Fresh Dates' } as never });
    expect(await shownTitle()).toBe('Fresh Dates');
  });

  it('keeps its answers through a product write: no kept answer shows a product', async () => {
    await shownTitle();
    await renameInSql('Renamed Behind The Cache');
    try {
      await cms.strapi.documents('api::product.product').create({
        data: { title: 'Uncached Caramel', price: 10, stock: 20, categories: [category.documentId] } as never,
      });
      expect(await shownTitle(), 'the kept answer was not purged').toBe('Fresh Dates');
    } finally {
      await renameInSql('Fresh Dates');
    }
  });

  it('purges when a banner’s image file is replaced: the home page shows the new image', async () => {
    const file = (await cms.strapi.db.query('plugin::upload.file').create({
      data: {
        name: 'eid.png',
        hash: `eid_${Date.now()}`,
        ext: '.png',
        mime: 'image/png',
        size: 1.2,
        url: '/uploads/eid.png',
        provider: 'local',
        folderPath: '/',
      },
    })) as { id: number };
    const banner = await cms.strapi
      .documents('api::banner.banner')
      .create({ data: { title: 'Eid', position: 1, image: file.id } as never });
    const url = `${cms.url}/api/banners?filters[id][$eq]=${banner.id}&populate=image`;
    const imageUrl = async () =>
      ((await (await fetch(url)).json()) as { data: { image: { url: string } }[] }).data[0]?.image.url;
    expect(await imageUrl()).toBe('/uploads/eid.png');
    expect(await imageUrl()).toBe('/uploads/eid.png');
    await cms.strapi.db
      .query('plugin::upload.file')
      .update({ where: { id: file.id }, data: { url: '/uploads/eid-replaced.png' } });
    expect(await imageUrl()).toBe('/uploads/eid-replaced.png');
  });

  it('asks the database once for concurrent misses of one URL', async () => {
    let queries = 0;
    cms.strapi.db.lifecycles.subscribe({
      models: ['api::category.category'],
      beforeFindMany: () => {
        queries += 1;
      },
    });
    const url = `${categoryUrl()}&pagination[pageSize]=11`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(url)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(queries).toBe(1);
  });

  it("gives a cached answer the request's own id, the ETag, Cache-Control and 304", async () => {
    const first = await fetch(categoryUrl(), { headers: { 'x-request-id': 'cache-first' } });
    const second = await fetch(categoryUrl(), { headers: { 'x-request-id': 'cache-second' } });
    expect(second.headers.get('x-request-id')).toBe('cache-second');
    expect(second.headers.get('content-type')).toContain('application/json');
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1, stale-if-error=600');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const revalidated = await fetch(categoryUrl(), {
      headers: { 'if-none-match': String(second.headers.get('etag')), 'cache-control': 'max-age=0' },
    });
    expect(revalidated.status).toBe(304);
  });
});

describe('requests whose headers change the answer (docs/decisions/057)', () => {
  /** What a shopper's storefront reads: the category as Strapi 5's flat JSON. */
  async function flatTitle(url: string): Promise<unknown> {
    const body = (await (await fetch(url)).json()) as { data: { title?: unknown; attributes?: unknown }[] };
    expect(body.data[0]?.attributes, 'no v4 `attributes` wrapper').toBeUndefined();
    return body.data[0]?.title;
  }

  it('never keeps a v4-format answer: the next plain read gets the flat v5 shape', async () => {
    const url = `${categoryUrl()}&pagination[pageSize]=12`;
    const v4 = await fetch(url, { headers: { 'Strapi-Response-Format': 'v4' } });
    expect(v4.status).toBe(200);
    expect(v4.headers.get('cache-control'), 'no shared cache in front keeps it either').toBe('private, no-store');
    const v4Body = (await v4.json()) as { data: { attributes: { title: string } }[] };
    expect(v4Body.data[0]?.attributes.title, 'the v4 reader gets what it asked for').toBe('Fresh Dates');
    expect(await flatTitle(url)).toBe('Fresh Dates');
  });

  it('never keeps an answer with encoded source maps: the next plain read has the plain title', async () => {
    const url = `${categoryUrl()}&pagination[pageSize]=13`;
    const encoded = await fetch(url, { headers: { 'strapi-encode-source-maps': 'true' } });
    const encodedTitle = ((await encoded.json()) as { data: { title: string }[] }).data[0]?.title;
    expect(encodedTitle, 'stega-encoded: invisible characters after the title').not.toBe('Fresh Dates');
    expect(encodedTitle?.startsWith('Fresh Dates')).toBe(true);
    expect(await flatTitle(url)).toBe('Fresh Dates');
  });

  it('never answers such a request from the cache, nor a staff or service read (Authorization)', async () => {
    const url = `${categoryUrl()}&pagination[pageSize]=14`;
    expect(await flatTitle(url)).toBe('Fresh Dates');
    const v4 = await fetch(url, { headers: { 'Strapi-Response-Format': 'v4' } });
    expect(((await v4.json()) as { data: { attributes?: unknown }[] }).data[0]?.attributes).toBeDefined();
    // A read with Authorization is neither answered from the cache nor kept.
    const { accessKey } = (await cms.strapi.service('admin::api-token').create({
      name: `catalogue-reader-${Date.now()}`,
      type: 'read-only',
      lifespan: null,
    })) as { accessKey: string };
    const fresh = `${categoryUrl()}&pagination[pageSize]=15`;
    const staff = await fetch(fresh, { headers: { Authorization: `Bearer ${accessKey}` } });
    expect(staff.status).toBe(200);
    await renameInSql('Renamed For Staff');
    try {
      expect(await flatTitle(fresh), "the staff read was not kept: the shopper's read goes to the database").toBe(
        'Renamed For Staff',
      );
    } finally {
      await renameInSql('Fresh Dates');
      await cms.strapi.plugin('strapi-cache').service('service').getCacheInstance()?.reset();
    }
  });
});
