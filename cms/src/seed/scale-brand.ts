import type { Core } from '@strapi/strapi';

/** Title of the category the scale seed fills (found by the journeys and the listing bench). */
export const SCALE_BRAND_TITLE = 'Scale Test Brand';

const SUB_CATEGORIES = ['Scale Bars', 'Scale Bites', 'Scale Spreads'];
/** Their Arabic (docs/decisions/048), in the same order. */
const SUB_CATEGORIES_AR = ['ألواح الاختبار', 'قضمات الاختبار', 'دهون الاختبار'];

/**
 * Test and benchmark data only (`CMS_SEED_SCALE_PRODUCTS`, 0 = off; the test profile sets 2000):
 * a category with that many products, to show the brand listing stays correct and fast when the
 * server must filter and page (docs/product.md 2). Every 7th product is out of stock, every 50th
 * costs more than AED 200 (the dearest, for the price sorts), products cycle through 3 sub-categories, and titles
 * are `Scale Product 0001` … so searches have known answers. Every entry also gets its Arabic
 * (`منتج الاختبار 0001` …). Runs once (skipped when the category exists).
 */
export async function seedScaleBrand(strapi: Core.Strapi, count: number): Promise<void> {
  if (count <= 0) return;
  const categories = strapi.documents('api::category.category');
  const existing = await categories.findFirst({ filters: { title: SCALE_BRAND_TITLE } });
  if (existing) return;
  const started = Date.now();
  const category = await categories.create({ data: { title: SCALE_BRAND_TITLE } });
  await categories.update({ documentId: category.documentId, locale: 'ar', data: { title: 'علامة اختبار الحجم' } });
  const subCategories = [];
  for (const [index, title] of SUB_CATEGORIES.entries()) {
    const documents = strapi.documents('api::sub-category.sub-category');
    const sub = await documents.create({ data: { title, categories: [category.documentId] } });
    await documents.update({
      documentId: sub.documentId,
      locale: 'ar',
      data: { title: SUB_CATEGORIES_AR[index], categories: [category.documentId] },
    });
    subCategories.push(sub);
  }
  const products = strapi.documents('api::product.product');
  const BATCH = 20;
  for (let first = 1; first <= count; first += BATCH) {
    const batch = [];
    for (let n = first; n < Math.min(first + BATCH, count + 1); n += 1) {
      const sub = subCategories[n % subCategories.length];
      const number = String(n).padStart(4, '0');
      const relations = { categories: [category.documentId], sub_categories: sub ? [sub.documentId] : [] };
      batch.push(
        products
          .create({
            data: {
              title: `Scale Product ${number}`,
              desc: 'A product of the scale test brand.',
              weight: '100 g',
              price: n % 50 === 0 ? 250 : 5 + (n % 40),
              stock: n % 7 === 0 ? 0 : 50,
              ...relations,
            },
          })
          .then(({ documentId }) =>
            products.update({
              documentId,
              locale: 'ar',
              data: {
                title: `منتج الاختبار ${number}`,
                desc: 'منتج من علامة اختبار الحجم.',
                weight: '100 غ',
                ...relations,
              },
            }),
          ),
      );
    }
    await Promise.all(batch);
  }
  strapi.log.info(`Scale seed: ${count} products in "${SCALE_BRAND_TITLE}" in ${Date.now() - started} ms`);
}
