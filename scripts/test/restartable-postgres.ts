import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../stack/ports.ts';
import { databaseUrl, ensureDatabases, type PostgresServer, startEmbeddedPostgres } from '../stack/postgres.ts';

/**
 * A PostgreSQL of one test file's own, which the test may stop and start again (fault tests):
 * embedded PostgreSQL with its data in a scratch folder, on a free port that stays the same.
 */
export interface RestartablePostgres {
  /** URL of the database `name`, created on first start. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (if running) and deletes its data. */
  destroy(): Promise<void>;
}

export async function startRestartablePostgres(name: string): Promise<RestartablePostgres> {
  const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'outlet-fault-pg-')), 'data');
  const port = await findFreePort();
  let server: PostgresServer | undefined = await startEmbeddedPostgres(dataDir, port);
  await ensureDatabases(server.adminUrl, [name]);
  const url = databaseUrl(server.adminUrl, name);
  return {
    url,
    async stop() {
      await server?.stop();
      server = undefined;
    },
    async start() {
      server ??= await startEmbeddedPostgres(dataDir, port);
    },
    async destroy() {
      await server?.stop();
      server = undefined;
      await rm(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
}
