import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import bannerSchema from '../api/banner/content-types/banner/schema.json';
import categorySchema from '../api/category/content-types/category/schema.json';
import productSchema from '../api/product/content-types/product/schema.json';
import { localizedRead, overlayTranslations } from './localized-read';

/** The shop's own schemas: which fields are translated is theirs to say (`pluginOptions.i18n.localized`). */
const MODELS: Record<string, unknown> = {
  'api::product.product': productSchema,
  'api::category.category': categorySchema,
  'api::banner.banner': bannerSchema,
};

/** The Arabic rows of a fake CMS, by content type; findMany filters them as the overlay asks. */
function fakeStrapi(arabic: Record<string, Record<string, unknown>[]>) {
  const queries: { uid: string; where: Record<string, unknown> }[] = [];
  const strapi = {
    getModel: (uid: string) => MODELS[uid],
    db: {
      query: (uid: string) => ({
        findMany: async ({ where }: { where: { documentId?: { $in: string[] }; title?: { $containsi: string } } }) => {
          queries.push({ uid, where });
          const rows = arabic[uid] ?? [];
          if (where.title) return rows.filter((row) => String(row.title).includes(where.title?.$containsi ?? ''));
          return rows.filter((row) => where.documentId?.$in.includes(String(row.documentId)));
        },
      }),
    },
  };
  return { strapi: strapi as unknown as Core.Strapi, queries };
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
  categories: [{ id: 3, documentId: 'c3', title: 'Chocodate' }],
});

describe('the Arabic catalogue over the English one (docs/decisions/048)', () => {
  it('keeps the English ids and shared fields and puts the Arabic texts over them, relations too', async () => {
    const { strapi } = fakeStrapi({
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
      categories: [{ id: 3, title: 'شوكوديت' }],
    });
  });

  it('falls back to English, field by field, where the translation is missing or blank', async () => {
    const { strapi } = fakeStrapi({
      'api::product.product': [{ documentId: 'p1', title: 'زبدة', desc: ' ', weight: null }],
    });
    const data = [englishProduct()];
    await overlayTranslations(strapi, 'api::product.product', data, 'ar');
    expect(data[0]).toMatchObject({ title: 'زبدة', desc: 'Roasted peanuts.', weight: '340 g' });
    expect(data[0]?.categories[0]?.title).toBe('Chocodate');
  });

  it('answers a localized image (a banner has its words in its picture) with the Arabic one, as the English is shown', async () => {
    const { strapi } = fakeStrapi({
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

  it('answers ?locale=ar from the English query, its search also matching the Arabic titles', async () => {
    const { strapi } = fakeStrapi({ 'api::product.product': [{ documentId: 'p7', title: 'تمر خلاص' }] });
    Object.assign(globalThis, { strapi });
    const ctx = {
      query: { locale: 'ar', filters: { title: { $containsi: 'تمر' }, price: { $lte: '200' } } },
      state: {} as Record<string, unknown>,
      status: 200,
      body: undefined as unknown,
    };
    let seenQuery: unknown;
    let seenLocale: unknown;
    await localizedRead('api::product.product')(ctx as never, async () => {
      seenQuery = structuredClone(ctx.query);
      seenLocale = ctx.state.translatedLocale;
      ctx.body = { data: [] };
    });
    // The controller gets the English query, and the language in the request's state: an Arabic
    // listing must not be answered from the English listing read model (docs/decisions/091).
    expect(seenLocale).toBe('ar');
    expect(seenQuery).toEqual({
      filters: {
        price: { $lte: '200' },
        $and: [{ $or: [{ title: { $containsi: 'تمر' } }, { documentId: { $in: ['p7'] } }] }],
      },
    });
  });

  it('leaves an English request alone', async () => {
    const ctx = {
      query: { filters: { id: { $eq: '1' } } },
      state: {} as Record<string, unknown>,
      status: 200,
      body: { data: [englishProduct()] },
    };
    await localizedRead('api::product.product')(ctx as never, async () => {});
    expect(ctx.body.data[0]?.title).toBe('Crunchy Peanut Butter');
    expect(ctx.state.translatedLocale).toBeUndefined();
  });
});
