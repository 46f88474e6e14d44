import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LISTING_SORT_FIELDS,
  type ListingSort,
  productPageSchema,
  productSearchPageSchema,
} from '@outlet-shop/shop-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap as installSearch } from '../src/api/product/lifecycle';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * The catalogue search and the listings' orders on the real CMS and PostgreSQL (docs/product.md 2
 * Search and Sort, docs/decisions/076): a misspelt English word and Arabic typed without its
 * diacritics or with another alef find the product; the shop's words as Arabic and English
 * shoppers spell them find the seeded catalogue's products; a search that finds nothing offers the
 * closest products and the categories; a listing keeps its order across pages.
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
  cms = await startTestCms({ CMS_SEARCH_RATE_LIMIT: '80' });
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
  return productSearchPageSchema.parse(await answer.json());
}

/** The shop ids of a search's first page. */
async function found(query: string, locale = 'en'): Promise<number[]> {
  return (await search(query, locale)).data.map((product) => product.id);
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

interface SeedRow {
  id: number;
  title: string;
  ar: { title: string };
  categories?: number[];
  sub_categories?: number[];
  price?: number;
  stock?: number;
}

describe("the seeded catalogue's words as shoppers spell them", () => {
  /** Seed id (cms/data) → the shop id of the product created from it here. */
  const seeded = new Map<number, number>();

  /** The seeded catalogue's categories, sub-categories and products (titles in both languages, no images). */
  beforeAll(async () => {
    const read = (file: string) =>
      JSON.parse(
        readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data', file), 'utf8'),
      ) as SeedRow[];
    const create = async (uid: string, row: SeedRow, data: Record<string, unknown>) => {
      const documents = cms.strapi.documents(uid as 'api::product.product');
      const entry = await documents.create({ data: { title: row.title, ...data } as never });
      await documents.update({ documentId: entry.documentId, locale: 'ar', data: { title: row.ar.title } as never });
      return entry;
    };
    const categories = new Map<number, string>();
    for (const row of read('categories.json')) {
      categories.set(row.id, (await create('api::category.category', row, {})).documentId);
    }
    const subCategories = new Map<number, string>();
    for (const row of read('sub-categories.json')) {
      const entry = await create('api::sub-category.sub-category', row, {});
      subCategories.set(row.id, entry.documentId);
    }
    for (const row of read('products.json')) {
      const entry = await create(PRODUCT, row, {
        price: row.price,
        stock: row.stock,
        categories: (row.categories ?? []).map((id) => categories.get(id)),
        sub_categories: (row.sub_categories ?? []).map((id) => subCategories.get(id)),
      });
      seeded.set(row.id, entry.id as number);
    }
  }, 240_000);

  const shop = (...seedIds: number[]) => seedIds.map((id) => seeded.get(id));

  it('finds the chocolate for each way Arabic shoppers spell it, and for a misspelt English word', async () => {
    // 6 Dark Chocolate Chips (رقائق الشوكولاتة الداكنة), 28 Premium Chocolate & Dates Hamper.
    for (const word of ['شكولاتة', 'شيكولاتة', 'شوكلاتة', 'choclate']) {
      expect(await found(word), word).toEqual(expect.arrayContaining(shop(6, 28)));
    }
    expect((await search('شكولاتة', 'ar')).data.find((product) => product.id === seeded.get(6))).toMatchObject({
      title: 'رقائق الشوكولاتة الداكنة',
      locale: 'ar',
    });
  });

  it("finds the gift boxes and hampers for 'هدية', the dates for 'تمور' and the nuts for 'مكسرات'", async () => {
    // 16 Chocodate Exclusive Gift Box (علبة هدايا), 26 Grand Gift Hamper (سلة الهدايا).
    expect(await found('هدية')).toEqual(expect.arrayContaining(shop(16, 26)));
    // 44–46 the whole dates, 28 the hamper with dates (والتمور).
    expect(await found('تمور')).toEqual(expect.arrayContaining(shop(44, 45, 46, 28)));
    expect(await found('تمر')).toEqual(expect.arrayContaining(shop(28)));
    // 41 Zein Mixed Nuts Deluxe (مكسرات زين), 39 in Roasted Nuts (مكسرات محمصة).
    expect(await found('مكسرات')).toEqual(expect.arrayContaining(shop(41, 39)));
    expect(await found('سلة')).toEqual(expect.arrayContaining(shop(26, 27, 28)));
  });

  it('finds the same for a word written with alef, taa marbuta or yaa variants, or Arabic-Indic or Persian digits, as for its plain form', async () => {
    for (const [variant, plain] of [
      ['مجموعة الترافل ١٦ قطعة', 'مجموعه الترافل 16 قطعه'],
      ['مجموعة الترافل ۱۶ قطعة', 'مجموعه الترافل 16 قطعه'],
      ['لوح إكس إل', 'لوح اكس ال'],
      ['تمر سكرى', 'تمر سكري'],
      ['عبوة إكس إل من ٦ ألواح', 'عبوه اكس ال من 6 الواح'],
    ]) {
      const ids = await found(variant);
      expect(ids.length, variant).toBeGreaterThan(0);
      expect(ids, variant).toEqual(await found(plain));
    }
    expect(await found('مجموعة الترافل ١٦ قطعة')).toEqual(shop(25));
  });

  it('answers a word that matches nothing with no products, and offers the closest products and the categories, in Arabic too', async () => {
    const nonsense = await search('xqzvwk');
    expect(nonsense.data).toEqual([]);
    expect(nonsense.meta.pagination.total).toBe(0);
    expect(nonsense.meta.suggestions?.products).toEqual([]);
    expect(nonsense.meta.suggestions?.categories).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Dara' }), expect.objectContaining({ title: 'Zein' })]),
    );
    const arabic = await search('xqzvwk', 'ar');
    expect(arabic.meta.suggestions?.categories).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'دارا' }), expect.objectContaining({ title: 'زين' })]),
    );
    // 'hazlenut' is under the match's similarity, but its closest titles are offered: 5 and 20.
    const nearMiss = await search('hazlenut', 'ar');
    expect(nearMiss.data).toEqual([]);
    expect(nearMiss.meta.suggestions?.products.slice(0, 2)).toEqual([
      { id: seeded.get(5), title: 'زبدة البندق بالكاكاو' },
      { id: seeded.get(20), title: 'ويفر ويشز بالبندق' },
    ]);
    // A search that finds products offers nothing instead.
    expect((await search('choclate')).meta.suggestions).toBeUndefined();
  });

  it('derives every stored title again when the normal form changes, on the next start', async () => {
    // The column as a shop had it before the normal form knew Arabic-Indic digits.
    const connection = cms.strapi.db.connection;
    await connection.raw(`CREATE OR REPLACE FUNCTION outlet_search_text(input text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT lower(input) $$`);
    await connection.raw('COMMENT ON COLUMN products.search_text IS NULL');
    const documents = cms.strapi.documents(PRODUCT);
    const made = await documents.create({ data: { title: 'Pack ٧٧٣١٩', price: 5, stock: 5 } as never });
    await installSearch(cms.strapi);
    expect(await found('77319')).toEqual([made.id]);
    // Installing again with nothing changed keeps the column as it is.
    const column = `SELECT attnum FROM pg_attribute WHERE attrelid = 'products'::regclass AND attname = 'search_text'`;
    const before = (await connection.raw(column)).rows;
    await installSearch(cms.strapi);
    expect((await connection.raw(column)).rows).toEqual(before);
  });
});

describe('a stranger searching new words over and over', () => {
  it('is told to wait once the address made CMS_SEARCH_RATE_LIMIT searches in a minute; searches asked before still answer', async () => {
    const asked = `/api/products/search?q=${encodeURIComponent('Chocolate')}`;
    expect((await fetch(`${cms.url}${asked}`)).status).toBe(200);
    let refused: Response | null = null;
    for (let attempt = 1; attempt <= 81 && !refused; attempt += 1) {
      const answer = await fetch(`${cms.url}/api/products/search?q=word${attempt}x`);
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(200);
    }
    if (!refused) throw new Error('no 429 within the 80 searches a minute');
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
