import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Core } from '@strapi/strapi';
import Koa, { type Context } from 'koa';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bannerSchema from '../api/banner/content-types/banner/schema.json';
import categorySchema from '../api/category/content-types/category/schema.json';
import productSchema from '../api/product/content-types/product/schema.json';
import subCategorySchema from '../api/sub-category/content-types/sub-category/schema.json';
import { overlayTranslations, translatedRead } from './translated-read';

/** The shop's own schemas: which fields are translated is theirs to say (`pluginOptions.i18n.localized`). */
const MODELS: Record<string, unknown> = {
  'api::product.product': productSchema,
  'api::category.category': categorySchema,
  'api::sub-category.sub-category': subCategorySchema,
  'api::banner.banner': bannerSchema,
};

type Where = { documentId?: { $in: string[] }; title?: { $eq?: string; $containsi?: string } };

/** The Arabic rows of a fake CMS, by content type; findMany filters them as the overlay asks. */
function fakeStrapi(arabic: Record<string, Record<string, unknown>[]>): Core.Strapi {
  const matchesTitle = (row: Record<string, unknown>, title: NonNullable<Where['title']>) =>
    title.$eq !== undefined ? row.title === title.$eq : String(row.title).includes(title.$containsi ?? '');
  const strapi = {
    getModel: (uid: string) => MODELS[uid],
    db: {
      query: (uid: string) => ({
        findMany: async ({ where }: { where: Where }) => {
          const rows = arabic[uid] ?? [];
          if (where.title) return rows.filter((row) => matchesTitle(row, where.title ?? {}));
          return rows.filter((row) => where.documentId?.$in.includes(String(row.documentId)));
        },
      }),
    },
  };
  return strapi as unknown as Core.Strapi;
}

const englishProduct = () => ({
  id: 1,
  documentId: 'p1',
  title: 'Crunchy Peanut Butter',
  desc: 'Roasted peanuts.',
  weight: '340 g',
  price: 24.5,
  locale: 'en',
  img: { url: '/uploads/a.webp', alternativeText: 'Crunchy Peanut Butter 340 g' },
  categories: [{ id: 3, documentId: 'c3', title: 'Chocodate', locale: 'en' }],
});

describe('the Arabic catalogue over the English one (docs/decisions/048)', () => {
  it('keeps the English ids and shared fields and puts the Arabic texts over them, relations too', async () => {
    const strapi = fakeStrapi({
      'api::product.product': [
        { documentId: 'p1', title: 'زبدة الفول السوداني', desc: 'فول سوداني محمّص.', weight: '340 غ' },
      ],
      'api::category.category': [{ documentId: 'c3', title: 'شوكوديت' }],
    });
    const data = [englishProduct()];
    await overlayTranslations(strapi, 'api::product.product', data, 'ar');
    expect(data[0]).toMatchObject({
      id: 1,
      price: 24.5,
      title: 'زبدة الفول السوداني',
      weight: '340 غ',
      locale: 'ar',
      img: { alternativeText: null },
      categories: [{ id: 3, title: 'شوكوديت', locale: 'ar' }],
    });
  });

  it('falls back to English, field by field, where the translation is missing or blank', async () => {
    const strapi = fakeStrapi({
      'api::product.product': [{ documentId: 'p1', title: 'زبدة', desc: ' ', weight: null }],
    });
    const data = [englishProduct()];
    await overlayTranslations(strapi, 'api::product.product', data, 'ar');
    expect(data[0]).toMatchObject({ title: 'زبدة', desc: 'Roasted peanuts.', weight: '340 g', locale: 'ar' });
    // The category has no Arabic entry at all: English, and said to be.
    expect(data[0]?.categories[0]).toMatchObject({ title: 'Chocodate', locale: 'en' });
  });

  it('answers a localized image (a banner has its words in its picture) with the Arabic one, as the English is shown', async () => {
    const strapi = fakeStrapi({
      'api::banner.banner': [
        {
          documentId: 'b1',
          title: 'شوكوديت',
          image: { id: 9, url: '/uploads/b1-ar.webp', alternativeText: 'شوكوديت', folderPath: '/1' },
        },
      ],
    });
    const data = {
      id: 1,
      documentId: 'b1',
      title: 'Chocodate',
      link: '/products/3',
      image: { id: 2, url: '/uploads/b1.webp', alternativeText: 'Chocodate' },
    };
    await overlayTranslations(strapi, 'api::banner.banner', data, 'ar');
    expect(data).toEqual({
      id: 1,
      documentId: 'b1',
      title: 'شوكوديت',
      link: '/products/3',
      image: { id: 9, url: '/uploads/b1-ar.webp', alternativeText: 'شوكوديت' },
    });
  });
});

/**
 * A sub-category controller on a real Koa app: its `find` is translatedRead over a stand-in for
 * Strapi's own action, which answers the English sub-categories of its query. The query is parsed
 * as `strapi::query` parses it (qs, kept once per query string).
 */
type Filter = { [key: string]: Filter | Filter[] | string | string[] };

/** Whether `row` passes `filter` ($and, $or, $eq, $in); a relation's filter, which rows lack, passes. */
function matches(row: Record<string, unknown>, filter: Filter): boolean {
  return Object.entries(filter).every(([key, condition]) => {
    if (key === '$and') return (condition as Filter[]).every((part) => matches(row, part));
    if (key === '$or') return (condition as Filter[]).some((part) => matches(row, part));
    if (!(key in row)) return true;
    const { $eq, $in } = condition as { $eq?: string; $in?: string[] };
    return $eq !== undefined ? row[key] === $eq : Boolean($in?.includes(String(row[key])));
  });
}

describe('a translated read is the controller’s: the request keeps its locale', () => {
  const englishSubCategories = [
    { id: 8, documentId: 's8', title: 'Biscuits', locale: 'en' },
    { id: 9, documentId: 's9', title: 'Wafers', locale: 'en' },
  ];
  const strapi = fakeStrapi({
    'api::sub-category.sub-category': [
      { documentId: 's8', title: 'بسكويت' },
      { documentId: 's9', title: 'ويفر' },
    ],
  });
  const seen: { controller?: unknown; action?: unknown; after?: unknown } = {};
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = new Koa();
    const parsed = new Map<string, unknown>();
    Object.defineProperty(app.request, 'query', {
      get(this: { querystring: string }) {
        if (!parsed.has(this.querystring)) parsed.set(this.querystring, qs.parse(this.querystring));
        return parsed.get(this.querystring);
      },
    });
    app.use(async (ctx, next) => {
      await next();
      // What a middleware outside the controller (the request log, the response cache) reads afterwards.
      seen.after = structuredClone(ctx.query);
    });
    app.use(async (ctx: Context) => {
      seen.controller = (ctx.query as Record<string, unknown>).locale;
      ctx.body = await translatedRead(strapi, 'api::sub-category.sub-category', ctx, async (view) => {
        seen.action = structuredClone(view.query);
        const { filters = {} } = view.query as { filters?: Filter };
        const rows = englishSubCategories.filter((row) => matches(row, filters));
        return { data: rows.map((row) => ({ ...row })), meta: {} };
      });
    });
    server = createServer(app.callback()).listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server?.close();
  });

  const read = async (query: string) =>
    (await (await fetch(`${base}/api/sub-categories?${query}`)).json()) as {
      data: { id: number; title: string; locale: string }[];
    };

  it('answers a brand’s sub-categories in Arabic, the controller seeing `locale=ar`', async () => {
    const { data } = await read('sort=title:asc&locale=ar&filters[categories][id][$eq]=4');
    expect(data).toEqual([
      { id: 8, documentId: 's8', title: 'بسكويت', locale: 'ar' },
      { id: 9, documentId: 's9', title: 'ويفر', locale: 'ar' },
    ]);
    expect(seen.controller).toBe('ar');
    // Strapi's action reads the English entries with the same filters, sort and paging...
    expect(seen.action).toEqual({ sort: 'title:asc', locale: 'en', filters: { categories: { id: { $eq: '4' } } } });
    // ...and the request's own query is as it came, for everything after the controller.
    expect(seen.after).toEqual({ sort: 'title:asc', locale: 'ar', filters: { categories: { id: { $eq: '4' } } } });
  });

  it('finds a sub-category by its Arabic title, and by its English one, in an Arabic read', async () => {
    expect((await read(`locale=ar&filters[title][$eq]=${encodeURIComponent('ويفر')}`)).data).toEqual([
      { id: 9, documentId: 's9', title: 'ويفر', locale: 'ar' },
    ]);
    expect(seen.action).toEqual({
      locale: 'en',
      filters: { $and: [{ $or: [{ title: { $eq: 'ويفر' } }, { documentId: { $in: ['s9'] } }] }] },
    });
    expect(seen.after).toEqual({ locale: 'ar', filters: { title: { $eq: 'ويفر' } } });
    expect((await read('locale=ar&filters[title][$eq]=Wafers')).data).toEqual([
      { id: 9, documentId: 's9', title: 'ويفر', locale: 'ar' },
    ]);
  });

  it('leaves English, and every language at once (`locale=*`), to Strapi as asked', async () => {
    expect((await read('sort=title:asc')).data.map((row) => row.title)).toEqual(['Biscuits', 'Wafers']);
    expect(seen.action).toEqual({ sort: 'title:asc' });
    expect((await read('locale=en')).data.map((row) => row.locale)).toEqual(['en', 'en']);
    expect(seen.action).toEqual({ locale: 'en' });
    await read('locale=*');
    expect(seen.action).toEqual({ locale: '*' });
  });
});
