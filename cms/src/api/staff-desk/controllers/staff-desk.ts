import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { deskFiguresService } from '../services/desk-figures';

/** The figures of the admin home page's staff desk widgets (admin-routes.ts; docs/api.md, staff desk). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** `GET /admin/staff-desk/todays-orders` → `{ data: TodaysOrders }`: paid since midnight in Dubai. */
  async todaysOrders(ctx: Context) {
    ctx.body = { data: await deskFiguresService(strapi).todaysOrders() };
  },
  /** `GET /admin/staff-desk/orders-to-pack` → `{ data: OrdersToPack }`. */
  async ordersToPack(ctx: Context) {
    ctx.body = { data: await deskFiguresService(strapi).ordersToPack() };
  },
  /** `GET /admin/staff-desk/low-stock` → `{ data: LowStock }`. */
  async lowStock(ctx: Context) {
    ctx.body = { data: await deskFiguresService(strapi).lowStock() };
  },
  /** `GET /admin/staff-desk/new-enquiries` → `{ data: NewEnquiries }`. */
  async newEnquiries(ctx: Context) {
    ctx.body = { data: await deskFiguresService(strapi).newEnquiries() };
  },
  /**
   * `GET /admin/staff-desk/test-shop` → `{ data: { isTestShop: boolean } }` (SHOP_TEST_MODE): whether
   * the admin shows its test shop badge. Unauthenticated, as the storefront's `testMode` is.
   */
  async testShop(ctx: Context) {
    ctx.body = { data: { isTestShop: strapi.config.get<boolean>('shop.isTestShop') === true } };
  },
});
