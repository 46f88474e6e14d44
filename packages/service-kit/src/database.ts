import { runner } from 'node-pg-migrate';
import pg from 'pg';

/**
 * An `onIdleError` for `createPool` in a server: one JSON line on stderr (pino's shape, level
 * 50), written before the app's logger exists.
 */
export function reportIdleConnectionLost(error: Error): void {
  console.error(JSON.stringify({ level: 50, msg: 'idle database connection lost', err: error.message }));
}

/** Session limits of a pool's connections, sent by node-postgres as it connects; unset: none. */
export interface PoolLimits {
  /** A statement running longer is cancelled, ms (`statement_timeout`; SQLSTATE 57014, answered 503). */
  statementTimeoutMs?: number;
  /** A session whose transaction sits idle longer is ended, ms (`idle_in_transaction_session_timeout`). */
  idleInTransactionTimeoutMs?: number;
}

/**
 * A pg pool on `databaseUrl` (`maxConnections`, 10 unless the service says; connecting gives up after 3 s),
 * its connections under `limits` (a server's pool: see the service's `openPool`). An idle connection
 * the server drops (restart, failover, admin termination) is reported to `onIdleError` instead
 * of crashing the process; pg discards that client and the next query opens a new connection.
 */
export function createPool(
  databaseUrl: string,
  onIdleError: (error: Error) => void = () => {},
  maxConnections = 10,
  limits: PoolLimits = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: maxConnections,
    connectionTimeoutMillis: 3000,
    ...(limits.statementTimeoutMs ? { statement_timeout: limits.statementTimeoutMs } : {}),
    ...(limits.idleInTransactionTimeoutMs
      ? { idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs }
      : {}),
  });
  pool.on('error', onIdleError);
  return pool;
}

/**
 * Applies every pending migration in `migrationsDir` (an absolute path) to `databaseUrl`,
 * recorded in the `pgmigrations` table (node-pg-migrate). Run at server start and by tests.
 * @throws when a migration fails or the database cannot be reached.
 */
export async function migrate(databaseUrl: string, migrationsDir: string): Promise<void> {
  await runner({ databaseUrl, dir: migrationsDir, direction: 'up', migrationsTable: 'pgmigrations', log: () => {} });
}

/**
 * Runs `work` in one transaction on a client of `pool` and returns what it returns: committed when
 * `work` resolves, rolled back when it throws (the error is thrown on). The client goes back to
 * the pool either way.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
