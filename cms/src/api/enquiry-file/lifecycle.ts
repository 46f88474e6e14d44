import type { Core } from '@strapi/strapi';
import { registerEnquiryFileDownload } from './admin-routes';
import { installEnquiryFileClaims } from './sql/file-link';

/** The enquiry-file API's start-up (called from src/index.ts, docs/decisions/067): staff's download route. */
export function register(strapi: Core.Strapi): void {
  registerEnquiryFileDownload(strapi);
}

/**
 * After Strapi has synced its tables, on every start: the database's rule that a file belongs to
 * one enquiry (a unique index Strapi's own schema sync does not know of, hence installed each time).
 */
export async function bootstrap(strapi: Core.Strapi): Promise<void> {
  await installEnquiryFileClaims(strapi);
}
