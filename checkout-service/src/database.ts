import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import pg from 'pg';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * A pg pool on the checkout database (`CHECKOUT_DATABASE_URL`); connecting gives up after 3 s. An idle connection the server
 * drops (restart, failover, admin termination) is reported to `onIdleError` instead of crashing
 * the process; pg discards that client and the next query opens a new connection.
 */
export function createPool(databaseUrl: string, onIdleError: (error: Error) => void = () => {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 3000 });
  pool.on('error', onIdleError);
  return pool;
}

/** Applies every pending migration of `migrations/` (run at server start and by tests). */
export async function migrate(databaseUrl: string): Promise<void> {
  await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    log: () => {},
  });
}
