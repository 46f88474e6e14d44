import { factories } from '@strapi/strapi';

/** Public role: find and findOne only (seed/public-permissions.ts); writes answer 403. `?locale=ar`
 * answers in Arabic (controllers/category.ts). */
export default factories.createCoreRouter('api::category.category');
