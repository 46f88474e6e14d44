import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import pg from 'pg';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * A pg pool on the prize database (`PRIZE_DATABASE_URL`); connecting gives up after 3 s. An idle
 * connection the server drops (restart, failover) goes to `onIdleError` instead of crashing the
 * process; the next query opens a new one.
 */
export function createPool(databaseUrl: string, onIdleError: (error: Error) => void = () => {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 3000 });
  pool.on('error', onIdleError);
  return pool;
}

/** Applies every pending migration of `migrations/` (run at server start, by the commands and by tests). */
export async function migrate(databaseUrl: string): Promise<void> {
  await runner({ databaseUrl, dir: MIGRATIONS_DIR, direction: 'up', migrationsTable: 'pgmigrations', log: () => {} });
}
