import { factories } from '@strapi/strapi';

/** No public permission: every call answers 403; staff read orders in the admin. */
export default factories.createCoreRouter('api::order.order');
