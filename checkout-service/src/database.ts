import { fileURLToPath } from 'node:url';
import { createPool, migrate as migrateDatabase } from '@outlet-shop/service-kit';
import { migrateJobQueue } from '@outlet-shop/service-kit/job-worker';
import type pg from 'pg';
import type { Config } from './config.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** How long a transaction may sit idle before PostgreSQL ends its session, ms (a request that died mid-transaction). */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * The server's pool (`CHECKOUT_DATABASE_POOL_MAX` connections): a statement running longer than
 * `CHECKOUT_DATABASE_STATEMENT_TIMEOUT_MS` (5000) is cancelled (SQLSTATE 57014, answered 503
 * `service_unavailable`) and a transaction idle for {@link IDLE_IN_TRANSACTION_TIMEOUT_MS} ended,
 * so no request holds a connection for long (docs/operations.md). Migrations and the job worker
 * connect on their own, without these limits.
 */
export function openPool(
  config: Pick<
    Config,
    'CHECKOUT_DATABASE_URL' | 'CHECKOUT_DATABASE_POOL_MAX' | 'CHECKOUT_DATABASE_STATEMENT_TIMEOUT_MS'
  >,
  onIdleError?: (error: Error) => void,
): pg.Pool {
  return createPool(config.CHECKOUT_DATABASE_URL, onIdleError, config.CHECKOUT_DATABASE_POOL_MAX, {
    statementTimeoutMs: config.CHECKOUT_DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
}

/**
 * Installs the job queue's schema (graphile-worker), then applies every pending migration of
 * checkout-service/migrations/ to `databaseUrl` (run at server start and by tests): the
 * migrations may queue jobs. The pool is the kit's `createPool`.
 */
export async function migrate(databaseUrl: string): Promise<void> {
  await migrateJobQueue(databaseUrl);
  await migrateDatabase(databaseUrl, MIGRATIONS_DIR);
}
