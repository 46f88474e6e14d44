import type { Core } from '@strapi/strapi';

const READ_ENQUIRIES = ['plugin::content-manager.explorer.read', 'api::enquiry.enquiry'];
const UPDATE_ENQUIRIES = ['plugin::content-manager.explorer.update', 'api::enquiry.enquiry'];

function guarded(actions: string[]) {
  return {
    policies: ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [actions] } }],
  };
}

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
        config: guarded(READ_ENQUIRIES),
      },
      {
        method: 'POST',
        path: '/enquiry-inbox/:documentId',
        handler: 'enquiry-inbox.change',
        info: { apiName: 'enquiry' },
        config: guarded(UPDATE_ENQUIRIES),
      },
    ],
  });
}
