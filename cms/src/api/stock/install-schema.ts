import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

/**
 * Where the stock rules live: `.sql` files beside the stock API's sources (docs/decisions/068). Read
 * from the app's `src/`, not from the compiled `dist/`, which TypeScript's compiler fills with
 * JavaScript only; the CMS image copies this folder (cms/Dockerfile).
 */
export function stockSqlDir(strapi: Core.Strapi): string {
  return path.join(strapi.dirs.app.api, 'stock', 'sql');
}

/**
 * Installs the database side of stock (docs/decisions/046, 068) after Strapi has synced its
 * tables, on every start: `sql/schema.sql` (the held count, the flags trigger, the holds and
 * restocks tables), then every function in `sql/functions/` (hold, release, commit, restock, the
 * staff's counts, and the movement log and low-stock check they share), then
 * `sql/uncounted-products.sql`. Each is idempotent; the whole runs in one transaction under an
 * advisory lock, so replicas starting together do not race.
 */
export async function installStockSchema(strapi: Core.Strapi): Promise<void> {
  const dir = stockSqlDir(strapi);
  const functionFiles = (await readdir(path.join(dir, 'functions'))).filter((name) => name.endsWith('.sql')).sort();
  const schema = await readFile(path.join(dir, 'schema.sql'), 'utf8');
  const functions = await Promise.all(functionFiles.map((name) => readFile(path.join(dir, 'functions', name), 'utf8')));
  const uncounted = await readFile(path.join(dir, 'uncounted-products.sql'), 'utf8');
  await strapi.db.connection.transaction(async (trx) => {
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('outlet-shop:stock-schema'))`);
    await trx.raw(schema);
    for (const sql of functions) await trx.raw(sql);
    const upgraded = await trx.raw(uncounted);
    if (upgraded.rowCount > 0) {
      strapi.log.warn(
        `Stock: ${upgraded.rowCount} product(s) had no stock count and now have 0; enter the real counts`,
      );
    }
  });
}
