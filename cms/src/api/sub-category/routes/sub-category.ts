import { factories } from '@strapi/strapi';
import { localizedRead } from '../../../middlewares/localized-read';

/** Public role: find and findOne only (seed/public-permissions.ts); writes answer 403. `?locale=ar`
 * answers in Arabic (middlewares/localized-read.ts). */
export default factories.createCoreRouter('api::sub-category.sub-category', {
  config: {
    find: { middlewares: [localizedRead('api::sub-category.sub-category')] },
    findOne: { middlewares: [localizedRead('api::sub-category.sub-category')] },
  },
});
