import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshMissingTranslations } from '../src/api/missing-translation/missing-translations';
import { localizedFields } from '../src/i18n/localized-fields';
import { uploadImage } from '../src/seed/catalogue';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * Which fields staff translate is the schemas' to say (`pluginOptions.i18n.localized`,
 * docs/decisions/048 and 067), on the real CMS: Missing translation and the Arabic reads follow the
 * flags, a banner's picture included (its words are in it).
 */

const BANNER = 'api::banner.banner';
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
