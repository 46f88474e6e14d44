import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

/**
 * The product API's start-up (called from src/index.ts, docs/decisions/067), after Strapi has
 * synced its tables: the catalogue search's extension, normal form and index (`sql/search.sql`,
 * docs/decisions/076), on every start, idempotently, under an advisory lock so replicas starting
 * together do not race. Read from the app's `src/` (the compiled `dist/` has no `.sql`); the CMS
 * image copies the folder (cms/Dockerfile).
 *
 * @throws when PostgreSQL refuses `CREATE EXTENSION pg_trgm` (its contrib package missing): the
 *   CMS does not start without its search.
 */
export async function bootstrap(strapi: Core.Strapi): Promise<void> {
  const sql = await readFile(path.join(strapi.dirs.app.api, 'product', 'sql', 'search.sql'), 'utf8');
  await strapi.db.connection.transaction(async (trx) => {
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('outlet-shop:product-search'))`);
    await trx.raw(sql);
  });
}
