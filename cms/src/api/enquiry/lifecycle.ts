import type { Core } from '@strapi/strapi';
import { registerEnquiryInboxRoutes } from './admin-routes';
import { configureEnquiryViews } from './admin-views';
import { enforceEnquiryInbox } from './inbox-rules';

/**
 * The enquiry API's start-up (called from src/index.ts, docs/decisions/067): the inbox's admin
 * routes and the document service middleware that keeps what the visitor submitted read-only
 * and judges status and owner changes (docs/decisions/083).
 */
export function register(strapi: Core.Strapi): void {
  registerEnquiryInboxRoutes(strapi);
  enforceEnquiryInbox(strapi);
}

/** After the tables exist: the inbox's list and edit views in the content manager, once. */
export async function bootstrap(strapi: Core.Strapi): Promise<void> {
  await configureEnquiryViews(strapi);
}
