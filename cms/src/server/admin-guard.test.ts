import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { registerEnquiryInboxRoutes } from '../api/enquiry/admin-routes';
import { registerEnquiryFileDownload } from '../api/enquiry-file/admin-routes';
import { registerOrderAdminRoutes } from '../api/order/admin-routes';
import { registerStaffDeskAdminRoutes } from '../api/staff-desk/admin-routes';
import { staffWhoMay } from './admin-guard';

interface Route {
  method: string;
  path: string;
  config?: { policies?: unknown[] };
}

/** The admin API routes the shop's register functions add, as `METHOD /admin/path` → their policies. */
function registeredRoutes(): Record<string, unknown[] | undefined> {
  const routes: Record<string, unknown[] | undefined> = {};
  const strapi = {
    server: {
      routes: ({ type, prefix, routes: added }: { type: string; prefix: string; routes: Route[] }) => {
        expect(type).toBe('admin');
        for (const route of added) routes[`${route.method} ${prefix}${route.path}`] = route.config?.policies;
      },
    },
  } as unknown as Core.Strapi;
  registerEnquiryFileDownload(strapi);
  registerEnquiryInboxRoutes(strapi);
  registerOrderAdminRoutes(strapi);
  registerStaffDeskAdminRoutes(strapi);
  return routes;
}

/** The policies written out, as Strapi reads them: signed in, then the Content Manager's right. */
const policies = (action: 'read' | 'update', uid: string) => [
  'admin::isAuthenticatedAdmin',
  { name: 'admin::hasPermissions', config: { actions: [[`plugin::content-manager.explorer.${action}`, uid]] } },
];

describe("the shop's admin API routes: signed-in staff with the Content Manager's right only", () => {
  it('guards each route by the right to read or to update the content type it serves', () => {
    const order = 'api::order.order';
    const enquiry = 'api::enquiry.enquiry';
    expect(registeredRoutes()).toEqual({
      'GET /admin/enquiry-files/:documentId/download': policies('read', enquiry),
      'GET /admin/enquiry-inbox/:documentId': policies('read', enquiry),
      'POST /admin/enquiry-inbox/:documentId': policies('update', enquiry),
      'POST /admin/outlet-orders/:documentId/refunds': policies('update', order),
      'POST /admin/outlet-orders/:documentId/refunds/preview': policies('update', order),
      'GET /admin/outlet-orders/:documentId/desk': policies('read', order),
      'GET /admin/outlet-orders/:documentId/refunds': policies('read', order),
      'GET /admin/outlet-orders/:documentId/documents/:file(.*)': policies('read', order),
      'GET /admin/staff-desk/todays-orders': policies('read', order),
      'GET /admin/staff-desk/orders-to-pack': policies('read', order),
      'GET /admin/staff-desk/low-stock': policies('read', 'api::product.product'),
      'GET /admin/staff-desk/new-enquiries': policies('read', enquiry),
    });
  });

  it('builds the same route config for every caller (staffWhoMay)', () => {
    expect(staffWhoMay('update', 'api::order.order')).toEqual({ policies: policies('update', 'api::order.order') });
  });
});
