import { factories } from '@strapi/strapi';
import { countTextSearches } from '../../../middlewares/public-query';

/** Public role: find and findOne only (seed/public-permissions.ts); writes answer 403. Both are the
 * catalogue's (controllers/product.ts), `?locale=ar` included. A list whose filters match text (the
 * listing's search, `filters[title][$containsi]`) counts against the catalogue search's limit per
 * address (middlewares/public-query.ts). */
export default factories.createCoreRouter('api::product.product', {
  config: {
    find: { middlewares: [countTextSearches(strapi)] },
  },
});
