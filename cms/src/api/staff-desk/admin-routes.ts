import type { Core } from '@strapi/strapi';
import { staffWhoMay } from '../../server/admin-guard';

/** The Content Manager's right to read a type: who may see a figure may open the list it links to. */
export const DESK_FIGURE_PERMISSIONS = {
  todaysOrders: 'api::order.order',
  ordersToPack: 'api::order.order',
  lowStock: 'api::product.product',
  newEnquiries: 'api::enquiry.enquiry',
} as const;

/**
 * The staff desk's figures in the admin API (docs/decisions/084), behind Strapi's admin
 * authentication, each allowed to whoever may read the content type it counts: today's orders and
 * revenue and the orders to pack (orders), the low-stock products (products), the new enquiries
 * (enquiries). Read by the home page's widgets (src/admin/desk-widgets.tsx). Routes in src/api are
 * content API routes, hence these are registered in the register phase (lifecycle.ts).
 */
export function registerStaffDeskAdminRoutes(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/admin',
    routes: (
      [
        ['todays-orders', 'todaysOrders'],
        ['orders-to-pack', 'ordersToPack'],
        ['low-stock', 'lowStock'],
        ['new-enquiries', 'newEnquiries'],
      ] as const
    ).map(([path, action]) => ({
      method: 'GET',
      path: `/staff-desk/${path}`,
      handler: `staff-desk.${action}`,
      info: { apiName: 'staff-desk' },
      config: staffWhoMay('read', DESK_FIGURE_PERMISSIONS[action]),
    })),
  });
}

/**
 * `GET /admin/staff-desk/test-shop` (docs/product.md "A test shop says so"): whether the shop is a test
 * shop, for the admin's badge (src/admin/test-shop-badge.ts) from the sign-in page on. Open to anyone:
 * it tells what every storefront page already tells (`GET /checkout/v1/config`'s `testMode`), and
 * the badge is drawn before anyone has signed in.
 */
export function registerTestShopRoute(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/admin',
    routes: [
      {
        method: 'GET',
        path: '/staff-desk/test-shop',
        handler: 'staff-desk.testShop',
        info: { apiName: 'staff-desk' },
        config: { auth: false },
      },
    ],
  });
}
