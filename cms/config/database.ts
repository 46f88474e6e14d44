import type { Core } from '@strapi/strapi';

const DEV_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5433/cms';

/** How long a transaction may sit idle before PostgreSQL ends it, ms (a request that died mid-transaction). */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * PostgreSQL only (docs/architecture.md 1), from CMS_DATABASE_URL. Every statement of the CMS's
 * pool is cancelled after CMS_DATABASE_STATEMENT_TIMEOUT_MS (5000 ms; SQLSTATE 57014, a public read
 * then answers 503, middlewares/public-query.ts), and a transaction left idle for 60 s is ended, so
 * no request holds a connection for longer (docs/operations.md); JIT compilation is off. The
 * start-up lock and the job worker open their own connections without these limits.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database<'postgres'> => {
  const url = new URL(env('CMS_DATABASE_URL') || DEV_DATABASE_URL);
  const statementTimeoutMs = env.int('CMS_DATABASE_STATEMENT_TIMEOUT_MS', 5000);
  if (!Number.isInteger(statementTimeoutMs) || statementTimeoutMs < 100) {
    throw new Error('CMS_DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of ms ≥ 100');
  }
  return {
    connection: {
      client: 'postgres',
      connection: {
        host: url.hostname,
        port: Number(url.port || 5432),
        database: decodeURIComponent(url.pathname.slice(1)),
        user: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        ssl: url.searchParams.get('sslmode') === 'require' ? { rejectUnauthorized: false } : false,
        schema: 'public',
        // node-postgres sends these as the session's settings when it connects.
        statement_timeout: statementTimeoutMs,
        idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
        // No JIT compilation: the catalogue's reads of every product (populate=*) cost past
        // jit_above_cost, and compiling them took seconds on a PostgreSQL built with LLVM (the
        // containers'); a backend with LLVM loaded then died of SIGPIPE when its client left,
        // restarting the whole server. Short reads gain nothing from it.
        options: '-c jit=off',
      },
      pool: { min: 0, max: env.int('CMS_DATABASE_POOL_MAX', 10) },
      acquireConnectionTimeout: 60_000,
    },
  };
};

export default config;
