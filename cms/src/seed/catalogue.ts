import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Core, Modules, UID } from '@strapi/strapi';

interface CategorySeed {
  id: number;
  title: string;
}
interface SubCategorySeed {
  id: number;
  title: string;
  categories: number[];
}
interface ProductSeed {
  id: number;
  title: string;
  desc: string;
  weight: string;
  price: number;
  oldprice: number | null;
  discount: boolean;
  discoamount: number | null;
  /** Pieces on hand (0 = out of stock). */
  stock: number;
  flash_sale: boolean;
  flash_sale_product_pcs: number | null;
  max_order_qut: number | null;
  type: NonNullable<Modules.Documents.Params.Data.Input<'api::product.product'>['type']>;
  categories: number[];
  sub_categories: number[];
  img: string;
  img2: string;
}
interface BannerSeed {
  position: number;
  title: string;
  link: string;
  image: string;
}

type SeededType = Extract<
  UID.CollectionType,
  'api::category.category' | 'api::sub-category.sub-category' | 'api::product.product' | 'api::banner.banner'
>;

/** Seed tables whose numeric ids are fixed (docs/product.md 2) and whose sequences must follow. */
const SEEDED_TABLES = ['categories', 'sub_categories', 'products', 'banners'];

function dataDir(strapi: Core.Strapi): string {
  return path.join(strapi.dirs.app.root, 'data');
}

/** The document ids of seeded rows, by their fixed ids; throws on an id the seed does not hold. */
function documentIdsOf(documentIds: Map<number, string>, ids: readonly number[]): string[] {
  return ids.map((id) => {
    const documentId = documentIds.get(id);
    if (!documentId) throw new Error(`Seed data names the unknown id ${id}`);
    return documentId;
  });
}

function readSeed<T>(strapi: Core.Strapi, file: string): T {
  return JSON.parse(readFileSync(path.join(dataDir(strapi), file), 'utf8')) as T;
}

/** Uploads one image of data/images through the upload plugin (it makes the responsive formats). */
export async function uploadImage(strapi: Core.Strapi, relativePath: string, alternativeText: string): Promise<number> {
  const filepath = path.join(dataDir(strapi), 'images', relativePath);
  const name = relativePath.replace(/\//g, '-');
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText, caption: alternativeText } },
      files: { filepath, originalFilename: name, mimetype: 'image/webp', size: statSync(filepath).size },
    });
  return file.id;
}

/** Creates `rows` with their fixed ids unless the id exists; a map id → documentId. */
async function createWithIds<TUid extends SeededType, T extends { id: number }>(
  strapi: Core.Strapi,
  uid: TUid,
  rows: readonly T[],
  toData: (row: T) => Promise<Modules.Documents.Params.Data.Input<TUid>>,
): Promise<Map<number, string>> {
  const documents = strapi.documents(uid);
  const documentIds = new Map<number, string>();
  for (const row of rows) {
    const existing = await strapi.db.query(uid).findOne({ where: { id: row.id }, select: ['id', 'documentId'] });
    if (existing) {
      documentIds.set(row.id, existing.documentId);
      continue;
    }
    const created = await documents.create({ data: { id: row.id, ...(await toData(row)) } });
    documentIds.set(row.id, created.documentId);
  }
  return documentIds;
}

async function moveSequences(strapi: Core.Strapi): Promise<void> {
  for (const table of SEEDED_TABLES) {
    await strapi.db.connection.raw(
      `SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM ??), false)`,
      [table, table],
    );
  }
}

/**
 * A catalogue seeded while products had no count has `stock` 0 everywhere: once, the seeded
 * products that were never counted (no movement in the log) get the seed's counts. It runs after
 * Strapi's table sync, which adds the `stock` column such a shop lacks, so it is not a database
 * migration (docs/decisions/067).
 */
async function seedStockCounts(strapi: Core.Strapi, store: ReturnType<Core.Strapi['store']>): Promise<void> {
  if ((await store.get({ key: 'stock-seeded' })) === true) return;
  const products = readSeed<ProductSeed[]>(strapi, 'products.json');
  const counted = await strapi.db.connection.raw(
    `UPDATE products p SET stock = seed.stock
       FROM unnest(?::int[], ?::int[]) AS seed (id, stock)
      WHERE p.id = seed.id AND COALESCE(p.stock, 0) = 0
        AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = p.id)
      RETURNING p.id`,
    [products.map((product) => product.id), products.map((product) => product.stock)],
  );
  if (counted.rows.length > 0) strapi.log.info(`Seeding catalogue: stock counts for ${counted.rows.length} products`);
  await store.set({ key: 'stock-seeded', value: true });
}

/**
 * First-start seed (docs/product.md 2 and 3): categories 1–9, sub-categories, the products with
 * their packshots, and the 4 home banners, from cms/data/.
 * Runs only while the category table is empty or a previous seed did not finish; each
 * record with an existing id is skipped, so a rerun never duplicates anything.
 */
export async function seedCatalogue(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'outlet-shop' });
  const isSeeded = (await store.get({ key: 'catalogue-seeded' })) === true;
  const categoryCount = await strapi.db.query('api::category.category').count();
  if (isSeeded && categoryCount > 0) return seedStockCounts(strapi, store);
  const started = Date.now();
  const categories = readSeed<CategorySeed[]>(strapi, 'categories.json');
  const subCategories = readSeed<SubCategorySeed[]>(strapi, 'sub-categories.json');
  const products = readSeed<ProductSeed[]>(strapi, 'products.json');
  const banners = readSeed<BannerSeed[]>(strapi, 'banners.json');

  strapi.log.info(`Seeding catalogue: ${categories.length} categories…`);
  const categoryIds = await createWithIds(strapi, 'api::category.category', categories, async (row) => ({
    title: row.title,
  }));
  strapi.log.info(`Seeding catalogue: ${subCategories.length} sub-categories…`);
  const subCategoryIds = await createWithIds(strapi, 'api::sub-category.sub-category', subCategories, async (row) => ({
    title: row.title,
    categories: documentIdsOf(categoryIds, row.categories),
  }));
  strapi.log.info(`Seeding catalogue: ${products.length} products (uploading ${products.length * 2} images)…`);
  await createWithIds(
    strapi,
    'api::product.product',
    products,
    async ({ id, img, img2, categories: cats, sub_categories: subs, ...fields }) => {
      // The packshots' drawing (brand, look) is not the product's; its Arabic (`ar`) is seeded by translations.ts.
      const {
        brand: _brand,
        look: _look,
        ar: _arabic,
        ...productFields
      } = fields as typeof fields & { brand?: string; look?: unknown; ar?: unknown };
      return {
        ...productFields,
        // Strapi's input types say "absent", not null, for an empty number.
        oldprice: productFields.oldprice ?? undefined,
        discoamount: productFields.discoamount ?? undefined,
        flash_sale_product_pcs: productFields.flash_sale_product_pcs ?? undefined,
        max_order_qut: productFields.max_order_qut ?? undefined,
        img: await uploadImage(strapi, img, `${fields.title} ${fields.weight}`),
        img2: await uploadImage(strapi, img2, `${fields.title} ${fields.weight}, on the shelf`),
        categories: documentIdsOf(categoryIds, cats),
        sub_categories: documentIdsOf(subCategoryIds, subs),
      };
    },
  );
  strapi.log.info(`Seeding catalogue: ${banners.length} banners…`);
  await createWithIds(
    strapi,
    'api::banner.banner',
    banners.map((banner) => ({ ...banner, id: banner.position })),
    async (banner) => ({
      title: banner.title,
      link: banner.link,
      position: banner.position,
      image: await uploadImage(strapi, banner.image, banner.title),
    }),
  );
  await moveSequences(strapi);
  await store.set({ key: 'catalogue-seeded', value: true });
  await store.set({ key: 'stock-seeded', value: true });
  strapi.log.info(`Seeding catalogue: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
