import { factories } from '@strapi/strapi';

/** Public role: find and findOne only (bootstrap/public-permissions.ts); staff edit pages in the admin. */
export default factories.createCoreRouter('api::page.page', { only: ['find', 'findOne'] });
