import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientReads } from './public-query-reads';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * The content API on the real CMS and PostgreSQL takes only the shop's own query shapes: the reads
 * that stopped it (a populate four relations deep, `$or` filters through relations) answer 400 at
 * once, every read the shop's clients send still answers 200, an answer too large is refused, text
 * searches of the product list count against the search's limit, and a statement past the
 * database's timeout is cancelled.
 */

const SEARCH_LIMIT = 5;
const STATEMENT_TIMEOUT_MS = 1500;
const SERVICE_TOKEN = 'dev-cms-service-token';
let cms: TestCms;
let databaseUrl: string;
const ids = { product: 0, category: 0, subCategories: [] as number[] };

beforeAll(async () => {
  cms = await startTestCms({
    CMS_SEARCH_RATE_LIMIT: String(SEARCH_LIMIT),
    CMS_DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  });
  databaseUrl = process.env.CMS_DATABASE_URL ?? '';
  const brand = await cms.strapi
    .documents('api::category.category')
    .create({ data: { title: 'Query Brand' } as never });
  ids.category = brand.id as number;
  const subCategories = [];
  for (const title of ['Query Bars', 'Query Bites']) {
    const sub = await cms.strapi
      .documents('api::sub-category.sub-category')
      .create({ data: { title, categories: [brand.documentId] } as never });
    subCategories.push(sub);
    ids.subCategories.push(sub.id as number);
  }
  for (let n = 0; n < 12; n += 1) {
    const created = await cms.strapi.documents('api::product.product').create({
      data: {
        title: `Query Date ${n}`,
        desc: 'A date. '.repeat(20),
        price: 5 + n,
        stock: 20,
        type: n % 3 === 0 ? 'offers' : undefined,
        categories: [brand.documentId],
        sub_categories: [subCategories[n % 2]?.documentId],
      } as never,
    });
    if (n === 0) ids.product = created.id as number;
  }
}, 240_000);

afterAll(async () => {
  await cms?.stop();
});

async function get(pathname: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${cms.url}${pathname}`, { headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, ms: performance.now() - started };
}

const DEEP_POPULATE =
  '/api/products?pagination[pageSize]=100&populate[categories][populate][products][populate][categories][populate][products][populate]=*&populate[sub_categories][populate][products][populate][sub_categories][populate][products][populate]=*';
const NESTED_OR = `/api/products?${Array.from(
  { length: 30 },
  (_, index) => `filters[$or][${index}][categories][products][title][$containsi]=x${index}`,
).join('&')}`;

describe('reads the shop never sends', () => {
  it.each([
    ['a populate four relations deep', DEEP_POPULATE, 'populate[categories]'],
    ['30 $or filters through relations', NESTED_OR, 'filters[$or]'],
    [
      'a filter through a relation',
      '/api/products?filters[categories][products][title][$containsi]=a',
      'filters[categories][products]',
    ],
    ["the categories' products", '/api/categories?populate=*', 'populate'],
    ['a page of 1,000', '/api/products?pagination[pageSize]=1000', 'pagination[pageSize]'],
  ])('%s answers 400 invalid_query at once, naming the key', async (_label, pathname, key) => {
    for (const headers of [{}, { Authorization: `Bearer ${SERVICE_TOKEN}` }]) {
      const answer = await get(pathname, headers);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          code: 'invalid_query',
          message: expect.any(String),
          details: expect.objectContaining({ key }),
        },
      });
      expect(answer.ms).toBeLessThan(1000);
    }
  });
});

describe("the shop's own reads", () => {
  it('every read the storefront, the server render, the sitemaps, the checkout and the journeys send answers 200', async () => {
    const failed: string[] = [];
    for (const [index, pathname] of clientReads(ids).entries()) {
      // Past the response cache, each from its own address (the searches among them are counted).
      const answer = await get(pathname, { 'Cache-Control': 'no-cache', 'X-Forwarded-For': `198.51.100.${index}` });
      if (answer.status !== 200) failed.push(`${answer.status} ${pathname} ${JSON.stringify(answer.body?.error)}`);
    }
    expect(failed).toEqual([]);
  });
});

describe('the size of an answer', () => {
  it('a read whose answer is larger than CMS_MAX_ANSWER_BYTES answers 400 answer_too_large', async () => {
    const before = cms.strapi.config.get<number>('shop.maxAnswerBytes');
    cms.strapi.config.set('shop.maxAnswerBytes', 4000);
    try {
      const small = await get(`/api/products?filters[id][$eq]=${ids.product}&fields[0]=title`);
      expect(small.status).toBe(200);
      const large = await get('/api/products?populate=*&pagination[pageSize]=100');
      expect(large.status).toBe(400);
      expect(large.body.error).toMatchObject({ code: 'answer_too_large', details: { maxBytes: 4000 } });
      expect(large.body.error.details.bytes).toBeGreaterThan(4000);
      // Asked again, refused again.
      expect((await get('/api/products?populate=*&pagination[pageSize]=100')).status).toBe(400);
    } finally {
      cms.strapi.config.set('shop.maxAnswerBytes', before);
    }
    expect((await get('/api/products?populate=*&pagination[pageSize]=100')).status).toBe(200);
  });
});

describe('the search limit counts what reads the database', () => {
  const listingSearch = (word: string) =>
    `/api/products?populate=*&filters[title][$containsi]=${word}&pagination[page]=1&pagination[pageSize]=24`;

  it("counts the catalogue search per address; the listing's title search, answered from the catalogue's data, is never refused", async () => {
    const address = { 'X-Forwarded-For': '203.0.113.50' };
    // Many shoppers behind one mobile network's address, each searching a brand's listing.
    for (let word = 0; word < SEARCH_LIMIT * 3; word += 1) {
      expect((await get(listingSearch(`date${word}`), address)).status).toBe(200);
    }
    for (let word = 0; word < SEARCH_LIMIT; word += 1) {
      expect((await get(`/api/products/search?q=date${word}`, address)).status).toBe(200);
    }
    const over = await get('/api/products/search?q=date-over', address);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('rate_limited');
    expect((await get(listingSearch('date-over'), address)).status).toBe(200);
    // Another address has its own count.
    expect((await get('/api/products/search?q=date-over', { 'X-Forwarded-For': '203.0.113.51' })).status).toBe(200);
  });
});

describe('the statement timeout (CMS_DATABASE_STATEMENT_TIMEOUT_MS)', () => {
  it("cancels a statement of the CMS's pool past it (SQLSTATE 57014)", async () => {
    const started = performance.now();
    await expect(cms.strapi.db.connection.raw('SELECT pg_sleep(10)')).rejects.toMatchObject({ code: '57014' });
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(STATEMENT_TIMEOUT_MS + 2000);
  });

  it("a product read answers from the catalogue's data while the products table is held", async () => {
    expect((await get(`/api/products?filters[id][$eq]=${ids.product}&populate=*`)).status).toBe(200);
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
      const answer = await get(`/api/products?filters[id][$eq]=${ids.product}&populate=*&locale=ar`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toHaveLength(1);
      expect(answer.ms).toBeLessThan(STATEMENT_TIMEOUT_MS);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }
  });

  it('a public read held past it answers 503 service_unavailable, not 500', async () => {
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE categories IN ACCESS EXCLUSIVE MODE');
      // A URL the response cache has never kept, so the read goes to the database.
      const answer = await get(`/api/categories?filters[title][$eq]=locked-${Date.now()}`);
      expect(answer.status).toBe(503);
      expect(answer.body.error).toMatchObject({ code: 'service_unavailable' });
      expect(answer.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 3000);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }
  });
});
