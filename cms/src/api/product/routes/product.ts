import { factories } from '@strapi/strapi';

/** Public role: find and findOne only (seed/public-permissions.ts); writes answer 403. Both are the
 * catalogue's (controllers/product.ts), `?locale=ar` included, answered from its data: a listing's
 * title search reads no database and counts against no limit (docs/decisions/100). */
export default factories.createCoreRouter('api::product.product');
