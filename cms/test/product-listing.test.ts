import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * The listing read model (docs/decisions/085) on the real CMS and PostgreSQL: every listing the
 * storefront asks for answers what Strapi's own `find` answers for it, product for product and
 * field for field, with the availability of now.
 */

const PRODUCT = 'api::product.product';
const SERVICE_TOKEN = 'dev-cms-service-token';
let cms: TestCms;
let brandId: number;
let otherBrandId: number;
const subCategoryIds: number[] = [];
const productIds: number[] = [];

beforeAll(async () => {
  cms = await startTestCms();
  const categories = cms.strapi.documents('api::category.category');
  const brand = await categories.create({ data: { title: 'Listing Brand' } as never });
  const other = await categories.create({ data: { title: 'Other Listing Brand' } as never });
  brandId = brand.id as number;
  otherBrandId = other.id as number;
  const subCategories = [];
  for (const title of ['Listing Bars', 'Listing Bites']) {
    const created = await cms.strapi
      .documents('api::sub-category.sub-category')
      .create({ data: { title, categories: [brand.documentId] } as never });
    subCategories.push(created);
    subCategoryIds.push(created.id as number);
  }
  for (let n = 0; n < 14; n += 1) {
    const created = await cms.strapi.documents(PRODUCT).create({
      data: {
        title: n === 3 ? 'Listing 100%_Cocoa' : `Listing ${n % 2 === 0 ? 'Caramel' : 'Toffee'} ${n}`,
        price: 5 + (n % 4),
        stock: n % 5 === 0 ? 0 : 10 + n,
        type: n % 3 === 0 ? 'offers' : undefined,
        categories: [n < 12 ? brand.documentId : other.documentId],
        sub_categories: [subCategories[n % 2]?.documentId],
      } as never,
    });
    productIds.push(created.id as number);
  }
}, 240_000);

afterAll(async () => {
  await cms?.stop();
});

/** The answer to `query`, past the response cache: from the read model when it takes the query. */
async function read(query: string): Promise<unknown> {
  const answer = await fetch(`${cms.url}/api/products?${query}`, { headers: { 'Cache-Control': 'no-cache' } });
  expect(answer.status).toBe(200);
  return answer.json();
}

/** The storefront's sort, and the same sort as one comma-separated string, which only Strapi's own `find` takes. */
const SORTS: [string, string][] = [
  ['sort[0]=outofstock:asc&sort[1]=price:asc&sort[2]=id:asc', 'sort=outofstock:asc,price:asc,id:asc'],
  ['sort[0]=outofstock:asc&sort[1]=price:desc&sort[2]=id:asc', 'sort=outofstock:asc,price:desc,id:asc'],
  ['sort[0]=outofstock:asc&sort[1]=createdAt:desc&sort[2]=id:desc', 'sort=outofstock:asc,createdAt:desc,id:desc'],
];

describe('GET /api/products listings from the read model', () => {
  const filters = () => [
    `filters[categories][id][$eq]=${brandId}`,
    `filters[categories][id][$eq]=${otherBrandId}`,
    `filters[categories][id][$eq]=${brandId}&filters[sub_categories][id][$in][0]=${subCategoryIds[1]}`,
    `filters[sub_categories][id][$in][0]=${subCategoryIds[0]}&filters[sub_categories][id][$in][1]=${subCategoryIds[1]}`,
    `filters[categories][id][$eq]=${brandId}&filters[title][$containsi]=caramel`,
    'filters[title][$containsi]=100%25_',
    'filters[type][$eq]=offers',
    `filters[categories][id][$eq]=${brandId}&filters[id][$ne]=${productIds[1]}`,
  ];

  it('answers every storefront listing with the products, fields and pages Strapi answers', async () => {
    const pages = ['pagination[page]=1&pagination[pageSize]=5', 'pagination[page]=2&pagination[pageSize]=5'];
    // Every filter in the storefront's default order, every order on the brand, two pages of each.
    const cases = [
      ...filters().map((filter) => [filter, SORTS[0]] as const),
      ...SORTS.slice(1).map((sort) => [filters()[0], sort] as const),
    ];
    for (const [filter, [storefrontSort, strapiSort]] of cases) {
      for (const page of pages) {
        const query = `populate=*&${filter}&${page}`;
        const model = await read(`${query}&${storefrontSort}`);
        expect(model, `${query}&${storefrontSort}`).toEqual(await read(`${query}&${strapiSort}`));
      }
    }
    const brandPage = (await read(`populate=*&${filters()[0]}&${SORTS[0]?.[0]}`)) as {
      data: { categories: { id: number }[] }[];
      meta: { pagination: unknown };
    };
    expect(brandPage.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 12 });
    expect(brandPage.data[0]?.categories[0]).toMatchObject({ id: brandId, title: 'Listing Brand' });
  }, 180_000);

  it("answers a storefront listing in Arabic with the products' Arabic titles, in the English listing's order", async () => {
    const [first, second] = productIds;
    for (const [index, id] of [first, second].entries()) {
      const [row] = await cms.strapi.db.query(PRODUCT).findMany({ where: { id }, select: ['documentId'] });
      await cms.strapi
        .documents(PRODUCT)
        .update({ documentId: row.documentId, locale: 'ar', data: { title: `منتج القائمة ${index}` } as never });
    }
    const query = `populate=*&filters[categories][id][$eq]=${brandId}&${SORTS[0]?.[0]}&pagination[page]=1&pagination[pageSize]=24`;
    const english = (await read(query)) as { data: { id: number; title: string }[] };
    const arabic = (await read(`${query}&locale=ar`)) as { data: { id: number; title: string }[] };
    expect(arabic.data.map((product) => product.id)).toEqual(english.data.map((product) => product.id));
    const titleOf = (id: number | undefined) => arabic.data.find((product) => product.id === id)?.title;
    expect(titleOf(first)).toBe('منتج القائمة 0');
    expect(titleOf(second)).toBe('منتج القائمة 1');
    // A product staff never translated keeps its English title.
    expect(titleOf(productIds[2])).toBe(english.data.find((product) => product.id === productIds[2])?.title);
  });

  it('shows the pieces left as they are now, after a hold', async () => {
    const query = `populate=*&filters[categories][id][$eq]=${otherBrandId}&${SORTS[0]?.[0]}`;
    const before = (await read(query)) as { data: { id: number; available: number }[] };
    const product = before.data.find((entry) => entry.available > 2) as { id: number; available: number };
    const held = await fetch(`${cms.url}/api/stock-holds/LISTING-1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SERVICE_TOKEN}` },
      body: JSON.stringify({
        lines: [{ product_id: product.id, quantity: 2 }],
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      }),
    });
    expect(held.status).toBe(200);
    const after = (await read(query)) as { data: { id: number; available: number }[] };
    expect(after.data.find((entry) => entry.id === product.id)?.available).toBe(product.available - 2);
  });
});
