import { factories } from '@strapi/strapi';

/** Public role: find and findOne only (bootstrap/public-permissions.ts); writes answer 403. */
export default factories.createCoreRouter('api::sub-category.sub-category');
