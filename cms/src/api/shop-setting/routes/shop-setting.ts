import { factories } from '@strapi/strapi';
import { localizedRead } from '../../../middlewares/localized-read';

/**
 * `GET /api/shop-setting` only (the public role's `find`, bootstrap/public-permissions.ts); staff
 * edit it in the admin. `?locale=ar` answers the Arabic address and opening hours over the English
 * ones, field by field (middlewares/localized-read.ts).
 */
export default factories.createCoreRouter('api::shop-setting.shop-setting', {
  only: ['find'],
  config: { find: { middlewares: [localizedRead('api::shop-setting.shop-setting')] } },
});
