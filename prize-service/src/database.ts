import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import pg from 'pg';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** A pg pool on the prize database (`PRIZE_DATABASE_URL`). */
export function createPool(databaseUrl: string): pg.Pool {
  return new pg.Pool({ connectionString: databaseUrl, max: 10 });
}

/** Applies every pending migration of `migrations/` (run at server start, by the commands and by tests). */
export async function migrate(databaseUrl: string): Promise<void> {
  await runner({ databaseUrl, dir: MIGRATIONS_DIR, direction: 'up', migrationsTable: 'pgmigrations', log: () => {} });
}
