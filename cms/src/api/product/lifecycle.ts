import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { catalogue } from './catalogue';

/**
 * The product API's start-up (called from src/index.ts, docs/decisions/067), after Strapi has
 * synced its tables: the catalogue search's extension, normal form and index (`sql/search.sql`,
 * docs/decisions/076) and the catalogue's change log (`sql/catalogue-changes.sql`,
 * docs/decisions/100), on every start, idempotently, under an advisory lock so replicas starting
 * together do not race. Read from the app's `src/` (the compiled `dist/` has no `.sql`); the CMS
 * image copies the folder (cms/Dockerfile).
 *
 * @throws when PostgreSQL refuses `CREATE EXTENSION pg_trgm` (its contrib package missing): the
 *   CMS does not start without its search.
 */
export async function bootstrap(strapi: Core.Strapi): Promise<void> {
  const folder = path.join(strapi.dirs.app.api, 'product', 'sql');
  const files = await Promise.all(
    ['search.sql', 'catalogue-changes.sql'].map((name) => readFile(path.join(folder, name), 'utf8')),
  );
  await strapi.db.connection.transaction(async (trx) => {
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('outlet-shop:product-search'))`);
    for (const sql of files) await trx.raw(sql);
  });
}

/** After the seed (src/index.ts): the catalogue reads its data, so the first shopper does not wait. */
export async function startCatalogue(strapi: Core.Strapi): Promise<void> {
  await catalogue(strapi).warm();
}

/** Before the CMS serves: the catalogue learns of every write of its entries (catalogue/changes.ts). */
export function register(strapi: Core.Strapi): void {
  catalogue(strapi).listenForWrites();
}
