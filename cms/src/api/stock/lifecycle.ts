import type { Core } from '@strapi/strapi';
import { installStockSchema } from './install-schema';
import { recordStaffStockChanges } from './staff-edits';

/**
 * The stock API's start-up (called from src/index.ts, docs/decisions/067, 068): the document
 * service middleware that logs staff's stock edits.
 */
export function register(strapi: Core.Strapi): void {
  recordStaffStockChanges(strapi);
}

/**
 * After Strapi has synced its tables: the stock columns, trigger, tables and SQL functions
 * (sql/, installed idempotently on every start).
 */
export async function bootstrap(strapi: Core.Strapi): Promise<void> {
  await installStockSchema(strapi);
}
