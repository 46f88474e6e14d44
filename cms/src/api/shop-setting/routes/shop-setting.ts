import { factories } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/**
 * The server decides what the public read holds: every field, and the public holidays (a
 * component, which Strapi leaves out unless populated) with their dates and names only.
 */
const withHolidays = async (ctx: Context, next: Next) => {
  (ctx.query as Record<string, unknown>).populate = { public_holidays: { fields: ['date', 'name_en', 'name_ar'] } };
  await next();
};

/**
 * `GET /api/shop-setting` only (the public role's `find`, src/seed/public-permissions.ts); staff
 * edit it in the admin. `?locale=ar` answers the Arabic address and opening hours over the English
 * ones, field by field (controllers/shop-setting.ts). The delivery promise's fields and public
 * holidays are in every answer (docs/api.md).
 */
export default factories.createCoreRouter('api::shop-setting.shop-setting', {
  only: ['find'],
  config: { find: { middlewares: [withHolidays] } },
});
