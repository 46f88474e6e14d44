import { factories } from '@strapi/strapi';

/** Public role: find and findOne only (seed/public-permissions.ts); staff edit pages in the admin.
 * `?locale=ar` answers in Arabic (controllers/page.ts). */
export default factories.createCoreRouter('api::page.page', {
  only: ['find', 'findOne'],
});
