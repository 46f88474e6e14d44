import { runner } from 'node-pg-migrate';
import pg from 'pg';

/** pg / PostgreSQL signs that the database cannot be reached right now (not a bad query). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);

/** pg's connection failures, and ioredis's while a shared store (the prize rate limit) is down. */
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Stream isn't writeable|Connection is closed/;

/**
 * True when `error` says the database (or a Redis store) is down or restarting: connection
 * refused or lost, admin shutdown (SQLSTATE 57P01–57P03), SQLSTATE class 08 — as opposed to a
 * query the database refused. The error handler answers these with 503 `service_unavailable`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNREACHABLE_MESSAGE.test(message);
}

/**
 * A pg pool on `databaseUrl` (10 connections; connecting gives up after 3 s). An idle connection
 * the server drops (restart, failover, admin termination) is reported to `onIdleError` instead
 * of crashing the process; pg discards that client and the next query opens a new connection.
 */
export function createPool(databaseUrl: string, onIdleError: (error: Error) => void = () => {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 3000 });
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
