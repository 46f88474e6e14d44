import type { Core } from '@strapi/strapi';
import { staffWhoMay } from '../../server/admin-guard';

const ORDER = 'api::order.order';

/**
 * Staff's order desk, refunds and documents of an order in the admin API (docs/decisions/049,
 * 082), behind Strapi's admin authentication: refunding (and previewing a refund's amount) needs
 * the right to update orders; the desk's view (lines, totals, allowed moves, history), reading
 * refunds and downloading the tax invoice, a credit note or the packing slip the right to read
 * them. Handled by the order-desk and order-refunds controllers; refunds and PDFs come from the
 * checkout service. Routes in src/api are content API
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
        config: staffWhoMay('update', ORDER),
      },
      {
        method: 'POST',
        path: '/outlet-orders/:documentId/refunds/preview',
        handler: 'order-refunds.preview',
        info: { apiName: 'order' },
        config: staffWhoMay('update', ORDER),
      },
      {
        method: 'GET',
        path: '/outlet-orders/:documentId/desk',
        handler: 'order-desk.view',
        info: { apiName: 'order' },
        config: staffWhoMay('read', ORDER),
      },
      {
        method: 'GET',
        path: '/outlet-orders/:documentId/refunds',
        handler: 'order-refunds.list',
        info: { apiName: 'order' },
        config: staffWhoMay('read', ORDER),
      },
      {
        method: 'GET',
        path: '/outlet-orders/:documentId/documents/:file(.*)',
        handler: 'order-refunds.document',
        info: { apiName: 'order' },
        config: staffWhoMay('read', ORDER),
      },
    ],
  });
}
