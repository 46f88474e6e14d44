import { factories } from '@strapi/strapi';
import { localizedRead } from '../../../middlewares/localized-read';

/** Public role: find and findOne only (seed/public-permissions.ts); staff edit pages in the admin.
 * `?locale=ar` answers in Arabic (middlewares/localized-read.ts). */
export default factories.createCoreRouter('api::page.page', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: [localizedRead('api::page.page')] },
    findOne: { middlewares: [localizedRead('api::page.page')] },
  },
});
