import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { readEntry, readList, readSearch } from '../catalogue/reads';

/**
 * The product API's public reads, every one answered by the catalogue (catalogue/, docs/decisions/100)
 * in Strapi's flat shape, English or Arabic (`locale=ar`), with the availability and prices of now.
 * Anonymous reads are answered ahead of Strapi's router by `global::catalogue` (catalogue/front.ts);
 * these actions answer the rest (a token's reads, a path spelt otherwise) the same way.
 */
export default factories.createCoreController('api::product.product', ({ strapi }) => ({
  /** `GET /api/products` (catalogue/reads.ts `readList`). */
  async find(ctx: Context) {
    await readList(strapi, ctx);
  },

  /** `GET /api/products/:documentId` (catalogue/reads.ts `readEntry`). */
  async findOne(ctx: Context) {
    await readEntry(strapi, ctx, String(ctx.params.id));
  },

  /** `GET /api/products/search` (catalogue/reads.ts `readSearch`). */
  async search(ctx: Context) {
    await readSearch(strapi, ctx);
  },
}));
