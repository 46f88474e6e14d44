import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Core, Modules, Schema } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { localizedFields, type TranslatedType } from '../i18n/localized-fields';
import { uploadImage } from './catalogue';
import { markdownToBlocks } from './markdown-blocks';

/**
 * A seeded entry as cms/data/*.json holds it: its English fields, and in `ar` the Arabic of the
 * fields its schema translates (the same names and shapes), so a translated field is added in one
 * file. The Arabic seed reads only `ar` and the relations.
 */
interface SeedRow {
  id: number;
  categories?: number[];
  sub_categories?: number[];
  ar?: Record<string, unknown>;
}
interface BannerSeedRow {
  position: number;
  ar?: { title: string; image: string } & Record<string, unknown>;
}
interface PageSeedRow {
  slug: string;
  /** Its Arabic title and description, and the Markdown file under cms/data of its Arabic body. */
  ar?: { title: string; description: string; file: string };
}

const LOCALE = 'ar';

function readData<T>(strapi: Core.Strapi, file: string): T {
  return JSON.parse(readFileSync(path.join(strapi.dirs.app.root, 'data', file), 'utf8')) as T;
}

/** The documentId of the English entry with this id, or null when the shop has no such entry. */
async function englishDocumentId(strapi: Core.Strapi, uid: TranslatedType, id: number): Promise<string | null> {
  const row = await strapi.db.query(uid).findOne({ where: { id, locale: DEFAULT_LOCALE }, select: ['documentId'] });
  return row?.documentId ?? null;
}

async function hasLocale(strapi: Core.Strapi, uid: TranslatedType, documentId: string): Promise<boolean> {
  return (await strapi.db.query(uid).count({ where: { documentId, locale: LOCALE } })) > 0;
}

/**
 * Adds the Arabic locale of each entry of `rows` (by the English id) whose English entry exists and
 * has no Arabic yet. Shared fields (prices, stock, flags, images) are copied from the English by
 * Strapi; relations are given by document, and Strapi links the Arabic entries to each other.
 * Returns false when an English entry is missing (the catalogue is not seeded yet).
 */
async function addArabic<TUid extends TranslatedType>(
  strapi: Core.Strapi,
  uid: TUid,
  rows: readonly { id: number }[],
  toData: (row: { id: number }) => Promise<Record<string, unknown>>,
): Promise<boolean> {
  let isComplete = true;
  for (const row of rows) {
    const documentId = await englishDocumentId(strapi, uid, row.id);
    if (!documentId) {
      isComplete = false;
      continue;
    }
    if (await hasLocale(strapi, uid, documentId)) continue;
    // Only the translated fields and relations: Strapi copies the required shared ones (price, stock).
    const data = (await toData(row)) as Modules.Documents.Params.Data.Input<TUid>;
    await strapi.documents(uid).update({ documentId, locale: LOCALE, data });
  }
  return isComplete;
}

/** The text fields of `row` that `uid`'s schema flags localized (media are uploaded apart). */
function localizedTexts(
  strapi: Core.Strapi,
  uid: TranslatedType,
  row: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const texts = localizedFields(strapi, uid).filter((field) => !field.isMedia && row && field.name in row);
  return Object.fromEntries(texts.map(({ name }) => [name, row?.[name]]));
}

async function documentIdsOf(strapi: Core.Strapi, uid: TranslatedType, ids: readonly number[] = []) {
  const documentIds: string[] = [];
  for (const id of ids) {
    const documentId = await englishDocumentId(strapi, uid, id);
    if (documentId) documentIds.push(documentId);
  }
  return documentIds;
}

/** The Arabic of the seeded catalogue: categories, sub-categories, products and banners. */
async function seedCatalogueArabic(strapi: Core.Strapi): Promise<boolean> {
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const translated = <T extends { ar?: unknown }>(rows: T[]) => rows.filter((row) => row.ar);
  const categories = byId(translated(readData<SeedRow[]>(strapi, 'categories.json')));
  const subCategories = byId(translated(readData<SeedRow[]>(strapi, 'sub-categories.json')));
  const products = byId(translated(readData<SeedRow[]>(strapi, 'products.json')));
  const banners = translated(readData<BannerSeedRow[]>(strapi, 'banners.json'));
  const texts = (uid: TranslatedType, rows: Map<number, SeedRow>, id: number) =>
    localizedTexts(strapi, uid, rows.get(id)?.ar);

  const results = [
    await addArabic(strapi, 'api::category.category', [...categories.values()], async ({ id }) =>
      texts('api::category.category', categories, id),
    ),
    await addArabic(strapi, 'api::sub-category.sub-category', [...subCategories.values()], async ({ id }) => ({
      ...texts('api::sub-category.sub-category', subCategories, id),
      categories: await documentIdsOf(strapi, 'api::category.category', subCategories.get(id)?.categories),
    })),
    await addArabic(strapi, 'api::product.product', [...products.values()], async ({ id }) => ({
      ...texts('api::product.product', products, id),
      categories: await documentIdsOf(strapi, 'api::category.category', products.get(id)?.categories),
      sub_categories: await documentIdsOf(strapi, 'api::sub-category.sub-category', products.get(id)?.sub_categories),
    })),
    // Banners are seeded with their position as id (catalogue.ts).
    await addArabic(
      strapi,
      'api::banner.banner',
      banners.map((banner) => ({ id: banner.position })),
      async ({ id }) => {
        const arabic = banners.find((candidate) => candidate.position === id)?.ar;
        // Banners carry their words in the picture: the Arabic banner has its own (decision 048).
        return {
          ...localizedTexts(strapi, 'api::banner.banner', arabic),
          image: arabic ? await uploadImage(strapi, arabic.image, arabic.title) : null,
        };
      },
    ),
  ];
  return results.every(Boolean);
}

/** The Arabic of the seeded pages (about, terms, privacy), found by slug. */
async function seedPagesArabic(strapi: Core.Strapi): Promise<void> {
  const uid = 'api::page.page';
  for (const { slug, ar: page } of readData<PageSeedRow[]>(strapi, 'pages.json')) {
    if (!page) continue;
    const english = await strapi.db.query(uid).findOne({ where: { slug, locale: DEFAULT_LOCALE } });
    if (!english || (await hasLocale(strapi, uid, english.documentId))) continue;
    const markdown = readFileSync(path.join(strapi.dirs.app.root, 'data', page.file), 'utf8');
    await strapi.documents(uid).update({
      documentId: english.documentId,
      locale: LOCALE,
      data: {
        ...localizedTexts(strapi, uid, { slug, ...page }),
        body: markdownToBlocks(markdown) as Schema.Attribute.BlocksValue,
      },
    });
  }
}

/**
 * Seeds the Arabic translation of every seeded entry (the `ar` of each row of cms/data/*.json, the
 * Markdown of cms/data/pages/ar/; docs/decisions/048) once: an entry gets its Arabic when its English exists and it has none yet.
 * Entries staff add later are translated by staff (Missing translation lists them).
 */
export async function seedTranslations(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'outlet-shop' });
  if ((await store.get({ key: 'translations-ar-seeded' })) === true) return;
  const started = Date.now();
  await seedPagesArabic(strapi);
  if (!(await seedCatalogueArabic(strapi))) return;
  await store.set({ key: 'translations-ar-seeded', value: true });
  strapi.log.info(`Seeding translations: Arabic in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
