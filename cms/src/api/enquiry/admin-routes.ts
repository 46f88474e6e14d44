import type { Core } from '@strapi/strapi';
import { staffWhoMay } from '../../server/admin-guard';

const ENQUIRY = 'api::enquiry.enquiry';

/**
 * The enquiry inbox in the admin API (docs/decisions/083), behind Strapi's admin
 * authentication: reading an enquiry's status, owner, history and files needs the right to
 * read enquiries, moving or taking one the right to update them. Handled by the enquiry-inbox
 * controller. Routes in src/api are content API routes, hence these are registered in the
 * register phase (lifecycle.ts).
 */
export function registerEnquiryInboxRoutes(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/admin',
    routes: [
      {
        method: 'GET',
        path: '/enquiry-inbox/:documentId',
        handler: 'enquiry-inbox.show',
        info: { apiName: 'enquiry' },
        config: staffWhoMay('read', ENQUIRY),
      },
      {
        method: 'POST',
        path: '/enquiry-inbox/:documentId',
        handler: 'enquiry-inbox.change',
        info: { apiName: 'enquiry' },
        config: staffWhoMay('update', ENQUIRY),
      },
    ],
  });
}
