import type { Core } from '@strapi/strapi';

/** Title of the category the scale seed fills (found by the journeys and the listing bench). */
export const SCALE_BRAND_TITLE = 'Scale Test Brand';

const SUB_CATEGORIES = ['Scale Bars', 'Scale Bites', 'Scale Spreads'];

/**
 * Test and benchmark data only (`CMS_SEED_SCALE_PRODUCTS`, 0 = off; the test profile sets 2000):
 * a category with that many products, to show the brand listing stays correct and fast when the
 * server must filter and page (docs/product.md 2, issue 3). Every 7th product is out of stock, every 50th
 * costs more than the listing's AED 200 cap, products cycle through 3 sub-categories, and titles
 * are `Scale Product 0001` … so searches have known answers. Runs once (skipped when the category exists).
 */
export async function seedScaleBrand(strapi: Core.Strapi, count: number): Promise<void> {
  if (count <= 0) return;
  const categories = strapi.documents('api::category.category');
  const existing = await categories.findFirst({ filters: { title: SCALE_BRAND_TITLE } });
  if (existing) return;
  const started = Date.now();
  const category = await categories.create({ data: { title: SCALE_BRAND_TITLE } });
  const subCategories = [];
  for (const title of SUB_CATEGORIES) {
    subCategories.push(
      await strapi
        .documents('api::sub-category.sub-category')
        .create({ data: { title, categories: [category.documentId] } }),
    );
  }
  const products = strapi.documents('api::product.product');
  const BATCH = 20;
  for (let first = 1; first <= count; first += BATCH) {
    const batch = [];
    for (let n = first; n < Math.min(first + BATCH, count + 1); n += 1) {
      const sub = subCategories[n % subCategories.length];
      batch.push(
        products.create({
          data: {
            title: `Scale Product ${String(n).padStart(4, '0')}`,
            desc: 'A product of the scale test brand.',
            weight: '100 g',
            price: n % 50 === 0 ? 250 : 5 + (n % 40),
            stock: n % 7 === 0 ? 0 : 50,
            categories: [category.documentId],
            sub_categories: sub ? [sub.documentId] : [],
          },
        }),
      );
    }
    await Promise.all(batch);
  }
  strapi.log.info(`Scale seed: ${count} products in "${SCALE_BRAND_TITLE}" in ${Date.now() - started} ms`);
}
