import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshMissingTranslations } from '../src/api/missing-translation/missing-translations';
import { localizedFields } from '../src/i18n/localized-fields';
import { uploadImage } from '../src/seed/catalogue';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * Which fields staff translate is the schemas' to say (`pluginOptions.i18n.localized`,
 * docs/decisions/048 and 067), on the real CMS: Missing translation and the Arabic reads follow the
 * flags, a banner's picture included (its words are in it). An Arabic read is its controller's
 * (src/i18n/translated-read.ts): the brand page's sub-categories answer in Arabic.
 */

const BANNER = 'api::banner.banner';
const CATEGORY = 'api::category.category';
const SUB_CATEGORY = 'api::sub-category.sub-category';
let cms: TestCms;

beforeAll(async () => {
  cms = await startTestCms();
});

afterAll(async () => {
  await cms?.stop();
});

/** The staff's Missing translation rows of banners, as the admin lists them. */
async function missingOfBanners(): Promise<{ entry_id: number; language: string; missing_fields: string }[]> {
  await refreshMissingTranslations(cms.strapi);
  return cms.strapi.db
    .connection('missing_translations')
    .where({ entry_type: 'banner' })
    .select('entry_id', 'language', 'missing_fields');
}

describe('translated fields (docs/decisions/048)', () => {
  it('are the fields the schemas flag localized, media and uid included', () => {
    expect(localizedFields(cms.strapi, BANNER).map((field) => field.name)).toEqual(['title', 'image']);
    expect(localizedFields(cms.strapi, 'api::page.page').map((field) => field.name)).toEqual([
      'slug',
      'title',
      'description',
      'body',
    ]);
    expect(localizedFields(cms.strapi, 'api::order.order')).toEqual([]);
  });

  it('list a banner whose Arabic has no picture under Missing translation, and read its Arabic picture once it has one', async () => {
    const documents = cms.strapi.documents(BANNER);
    const englishImage = await uploadImage(cms.strapi, 'banners/1-chocodate.webp', 'Chocodate');
    const banner = await documents.create({ data: { title: 'Chocodate', position: 9, image: englishImage } });
    await documents.update({ documentId: banner.documentId, locale: 'ar', data: { title: 'شوكوديت' } });

    expect(await missingOfBanners()).toEqual([{ entry_id: banner.id, language: 'ar', missing_fields: 'image' }]);

    const arabicImage = await uploadImage(cms.strapi, 'banners/1-chocodate.ar.webp', 'شوكوديت');
    await documents.update({ documentId: banner.documentId, locale: 'ar', data: { image: arabicImage } });
    expect(await missingOfBanners()).toEqual([]);

    const answer = await fetch(`${cms.url}/api/banners?populate=image&filters[position][$eq]=9&locale=ar`);
    const { data } = (await answer.json()) as { data: { id: number; title: string; image: { url: string } }[] };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: banner.id, title: 'شوكوديت' });
    expect(data[0]?.image.url).toMatch(/chocodate_ar/);
    expect(Object.keys(data[0]?.image ?? {})).not.toContain('folderPath');
  });
});

describe('an Arabic read of the brands and their sub-categories (docs/decisions/048)', () => {
  type Entry = { id: number; documentId: string; title: string; locale: string };
  const read = async (path: string) => {
    const answer = await fetch(`${cms.url}${path}`);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: Entry[] | Entry }).data;
  };

  it('answers the Arabic titles over the English entries, English where staff have not translated yet', async () => {
    const brand = await cms.strapi.documents(CATEGORY).create({ data: { title: 'Wishes' } });
    await cms.strapi
      .documents(CATEGORY)
      .update({ documentId: brand.documentId, locale: 'ar', data: { title: 'ويشز' } });
    const subCategories = cms.strapi.documents(SUB_CATEGORY);
    const [biscuits, wafers, crackers] = await Promise.all(
      ['Biscuits', 'Wafers', 'Crackers'].map((title) =>
        subCategories.create({ data: { title, categories: [brand.documentId] } }),
      ),
    );
    await subCategories.update({ documentId: biscuits?.documentId, locale: 'ar', data: { title: 'بسكويت' } });
    await subCategories.update({ documentId: wafers?.documentId, locale: 'ar', data: { title: 'ويفر' } });
    // Crackers has no Arabic yet; another brand's sub-category is not on this brand's page.
    await subCategories.create({ data: { title: 'Dates' } });

    // get-sub-categories.ts on the Arabic brand page: the English order, the Arabic words.
    const listing = await read(`/api/sub-categories?sort=title:asc&locale=ar&filters[categories][id][$eq]=${brand.id}`);
    expect(listing).toEqual([
      expect.objectContaining({ id: biscuits?.id, title: 'بسكويت', locale: 'ar' }),
      expect.objectContaining({ id: crackers?.id, title: 'Crackers', locale: 'en' }),
      expect.objectContaining({ id: wafers?.id, title: 'ويفر', locale: 'ar' }),
    ]);
    expect(await read(`/api/sub-categories/${wafers?.documentId}?locale=ar`)).toMatchObject({
      id: wafers?.id,
      title: 'ويفر',
    });
    expect(await read(`/api/categories?filters[id][$eq]=${brand.id}&locale=ar`)).toEqual([
      expect.objectContaining({ id: brand.id, title: 'ويشز', locale: 'ar' }),
    ]);
    // The English page is as it was.
    const english = await read(`/api/sub-categories?sort=title:asc&filters[categories][id][$eq]=${brand.id}`);
    expect((english as Entry[]).map((entry) => entry.title)).toEqual(['Biscuits', 'Crackers', 'Wafers']);
  });
});
