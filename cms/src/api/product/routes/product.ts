import { factories } from '@strapi/strapi';
import { localizedRead } from '../../../middlewares/localized-read';
import { countTextSearches } from '../../../middlewares/public-query';

/** Public role: find and findOne only (seed/public-permissions.ts); writes answer 403. `?locale=ar`
 * answers in Arabic (middlewares/localized-read.ts). A list whose filters match text (the listing's
 * search, `filters[title][$containsi]`) counts against the catalogue search's limit per address
 * when the response cache did not answer it (middlewares/public-query.ts). */
export default factories.createCoreRouter('api::product.product', {
  config: {
    find: { middlewares: [countTextSearches(strapi), localizedRead('api::product.product')] },
    findOne: { middlewares: [localizedRead('api::product.product')] },
  },
});
