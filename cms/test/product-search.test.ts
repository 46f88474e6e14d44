import { LISTING_SORT_FIELDS, type ListingSort, productPageSchema } from '@outlet-shop/shop-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * The catalogue search and the listings' orders on the real CMS and PostgreSQL (docs/product.md 2
 * Search and Sort, docs/decisions/076): a misspelt English word and Arabic typed without its
 * diacritics or with another alef find the product; a listing keeps its order across pages.
 */

const PRODUCT = 'api::product.product';
let cms: TestCms;
let sortBrandId: number;
const ids: Record<string, number> = {};

async function createProduct(key: string, data: Record<string, unknown>, arabicTitle?: string) {
  const documents = cms.strapi.documents(PRODUCT);
  const created = await documents.create({ data: { price: 10, stock: 5, ...data } as never });
  if (arabicTitle) {
    await documents.update({ documentId: created.documentId, locale: 'ar', data: { title: arabicTitle } as never });
  }
  ids[key] = created.id as number;
}

beforeAll(async () => {
  cms = await startTestCms({ CMS_SEARCH_RATE_LIMIT: '40' });
  const categories = cms.strapi.documents('api::category.category');
  const brand = await categories.create({ data: { title: 'Sort Test Brand' } as never });
  sortBrandId = brand.id as number;
  const inBrand = { categories: [brand.documentId] };
  await createProduct('milk', { title: 'Milk Chocolate Bar', price: 14, ...inBrand });
  await createProduct('dark', { title: 'Dark Chocolate Chips', price: 9, ...inBrand });
  await createProduct('sugar', { title: 'Coconut Sugar', price: 22, ...inBrand });
  await createProduct('dates', { title: 'Medjool Dates', price: 31, ...inBrand }, 'تَمْرٌ مَجْدُولٌ');
  await createProduct('emirati', { title: 'Emirati Truffles', price: 18, ...inBrand }, 'شوكولاتة إماراتية');
  await createProduct('gone', { title: 'Sold Out Fudge', price: 1, stock: 0, ...inBrand });
  await createProduct('butter', { title: 'Peanut Butter', price: 9, ...inBrand });
}, 240_000);

afterAll(async () => {
  await cms?.stop();
});

async function search(query: string, locale = 'en') {
  const answer = await fetch(`${cms.url}/api/products/search?${new URLSearchParams({ q: query, locale })}`);
  expect(answer.status).toBe(200);
  return productPageSchema.parse(await answer.json());
}

describe('GET /api/products/search', () => {
  it("finds the chocolate products for 'choclate', and not the sugar", async () => {
    const { data, meta } = await search('choclate');
    const found = data.map((product) => product.id);
    expect(found).toEqual(expect.arrayContaining([ids.milk, ids.dark]));
    expect(found).not.toContain(ids.sugar);
    expect(meta.pagination.total).toBe(found.length);
    expect(data.find((product) => product.id === ids.milk)).toMatchObject({ title: 'Milk Chocolate Bar', price: 14 });
  });

  it('finds an Arabic title written with diacritics from the word typed without them, answering in Arabic', async () => {
    const { data } = await search('مجدول', 'ar');
    expect(data.map((product) => product.id)).toEqual([ids.dates]);
    expect(data[0]).toMatchObject({ title: 'تَمْرٌ مَجْدُولٌ', locale: 'ar' });
    // The English page finds it by its Arabic title too, and answers in English.
    expect((await search('مجدول')).data[0]).toMatchObject({ id: ids.dates, title: 'Medjool Dates' });
  });

  it('finds an Arabic title with another alef and a ta marbuta typed as ha', async () => {
    const { data } = await search('اماراتيه', 'ar');
    expect(data.map((product) => product.id)).toEqual([ids.emirati]);
  });

  it('finds the products of a brand by its name', async () => {
    const { meta } = await search('sort test brand');
    expect(meta.pagination.total).toBe(7);
  });

  it('refuses a search shorter than 2 or longer than 80 characters, or none, or with a control character, with 400 invalid_query', async () => {
    // A NUL byte reached PostgreSQL, which refuses it in text: the search answered 500.
    for (const query of [
      '?q=a',
      `?q=${'a'.repeat(81)}`,
      '?q=%20%20x%20',
      '',
      '?q=choc&page=0',
      '?q=ch%00oc',
      '?q=ch%0Aoc',
    ]) {
      const answer = await fetch(`${cms.url}/api/products/search${query}`);
      expect(answer.status, query).toBe(400);
      const body = (await answer.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid_query');
      expect(body.error.message).toMatch(/\w/);
    }
  });
});

describe('a stranger searching new words over and over', () => {
  it('is told to wait once the address made CMS_SEARCH_RATE_LIMIT searches in a minute; searches asked before still answer', async () => {
    const asked = `/api/products/search?q=${encodeURIComponent('Chocolate')}`;
    expect((await fetch(`${cms.url}${asked}`)).status).toBe(200);
    let refused: Response | null = null;
    for (let attempt = 1; attempt <= 41 && !refused; attempt += 1) {
      const answer = await fetch(`${cms.url}/api/products/search?q=word${attempt}x`);
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(200);
    }
    if (!refused) throw new Error('no 429 within the 40 searches a minute');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    // The response cache answers a search asked before, without counting it.
    expect((await fetch(`${cms.url}${asked}`)).status).toBe(200);
  });
});

describe('listing orders (LISTING_SORT_FIELDS)', () => {
  /** Every page of the brand's listing in `sort`, 3 products a page, as the SPA asks for them. */
  async function listing(sort: ListingSort): Promise<{ id: number; price: number; outofstock: boolean }[]> {
    const all = [];
    for (let page = 1; page <= 3; page += 1) {
      const query = new URLSearchParams({
        'filters[categories][id][$eq]': String(sortBrandId),
        'pagination[page]': String(page),
        'pagination[pageSize]': '3',
      });
      LISTING_SORT_FIELDS[sort].forEach((field, index) => {
        query.set(`sort[${index}]`, field);
      });
      const answer = productPageSchema.parse(await (await fetch(`${cms.url}/api/products?${query}`)).json());
      all.push(...answer.data.map(({ id, price, outofstock }) => ({ id, price, outofstock: Boolean(outofstock) })));
    }
    return all;
  }

  it('lists cheapest first, dearest first or newest first across pages, the sold-out product last', async () => {
    const cheapest = await listing('price:asc');
    expect(cheapest.map((product) => product.price)).toEqual([9, 9, 14, 18, 22, 31, 1]);
    expect(cheapest.map((product) => product.id).slice(0, 2)).toEqual([ids.dark, ids.butter]);
    const dearest = await listing('price:desc');
    expect(dearest.map((product) => product.price)).toEqual([31, 22, 18, 14, 9, 9, 1]);
    const newest = await listing('newest');
    expect(newest.map((product) => product.id)).toEqual([
      ids.butter,
      ids.emirati,
      ids.dates,
      ids.sugar,
      ids.dark,
      ids.milk,
      ids.gone,
    ]);
    expect(newest.at(-1)?.outofstock).toBe(true);
  });
});
