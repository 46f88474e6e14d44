import type { Core } from '@strapi/strapi';

const READ_ORDERS = ['plugin::content-manager.explorer.read', 'api::order.order'];
const UPDATE_ORDERS = ['plugin::content-manager.explorer.update', 'api::order.order'];

function guarded(actions: string[]) {
  return {
    policies: ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [actions] } }],
  };
}

/**
 * Staff's refunds and documents of an order in the admin API (docs/decisions/049),
 * behind Strapi's admin authentication: refunding needs the right to update orders, reading
 * refunds and downloading the tax invoice or a credit note the right to read them. Handled by
 * the order-refunds controller, which asks the checkout service. Routes in src/api are content API
 * routes, hence these are registered in the register phase (lifecycle.ts).
 */
export function registerOrderAdminRoutes(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/admin',
    routes: [
      {
        method: 'POST',
        path: '/outlet-orders/:documentId/refunds',
        handler: 'order-refunds.create',
        info: { apiName: 'order' },
        config: guarded(UPDATE_ORDERS),
      },
      {
        method: 'GET',
        path: '/outlet-orders/:documentId/refunds',
        handler: 'order-refunds.list',
        info: { apiName: 'order' },
        config: guarded(READ_ORDERS),
      },
      {
        method: 'GET',
        path: '/outlet-orders/:documentId/documents/:file(.*)',
        handler: 'order-refunds.document',
        info: { apiName: 'order' },
        config: guarded(READ_ORDERS),
      },
    ],
  });
}
