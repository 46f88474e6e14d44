import type { Core } from '@strapi/strapi';
import { staffWhoMay } from '../../server/admin-guard';

/**
 * `GET /admin/enquiry-files/:documentId/download` (docs/architecture.md 5), in the admin API so that
 * Strapi's admin authentication (the admin's Bearer access token) and its policies guard it:
 * `admin::isAuthenticatedAdmin`, then `admin::hasPermissions` for reading enquiries.
 * Handled by the enquiry-file controller's `download`. Routes in src/api are always content
 * API routes, hence this one is registered in the register phase (lifecycle.ts).
 */
export function registerEnquiryFileDownload(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/admin',
    routes: [
      {
        method: 'GET',
        path: '/enquiry-files/:documentId/download',
        handler: 'enquiry-file.download',
        info: { apiName: 'enquiry-file' },
        // Who may download an enquiry's attachments: staff who may read enquiries.
        config: staffWhoMay('read', 'api::enquiry.enquiry'),
      },
    ],
  });
}
