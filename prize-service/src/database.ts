import { fileURLToPath } from 'node:url';
import { createPool, migrate as migrateDatabase } from '@outlet-shop/service-kit';
import type pg from 'pg';
import type { Config } from './config.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** How long a transaction may sit idle before PostgreSQL ends its session, ms (a request that died mid-transaction). */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * The server's pool: a statement running longer than `PRIZE_DATABASE_STATEMENT_TIMEOUT_MS` (5000)
 * is cancelled (SQLSTATE 57014, answered 503 `service_unavailable`) and a transaction idle for
 * {@link IDLE_IN_TRANSACTION_TIMEOUT_MS} ended, so no request holds a connection for long
 * (docs/operations.md). Migrations and the commands (seed, code import) connect without these limits.
 */
export function openPool(
  config: Pick<Config, 'PRIZE_DATABASE_URL' | 'PRIZE_DATABASE_STATEMENT_TIMEOUT_MS'>,
  onIdleError?: (error: Error) => void,
): pg.Pool {
  return createPool(config.PRIZE_DATABASE_URL, onIdleError, undefined, {
    statementTimeoutMs: config.PRIZE_DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
}

/**
 * Applies every pending migration of prize-service/migrations/ to `databaseUrl` (run at server
 * start, by the commands and by tests). The pool is the kit's `createPool`.
 */
export async function migrate(databaseUrl: string): Promise<void> {
  await migrateDatabase(databaseUrl, MIGRATIONS_DIR);
}
