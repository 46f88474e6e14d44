/**
 * Vitest global setup: one PostgreSQL for the whole unit/service run.
 * Uses TEST_DATABASE_URL (or DATABASE_URL) when set, else starts embedded PostgreSQL on
 * TEST_POSTGRES_PORT (default: a free port) with data in `.data/vitest-postgres-<pid>`, removed at
 * the end, so several runs (two checkouts, or a developer and CI) never share one. Test files get the admin URL
 * with `inject('postgresAdminUrl')` and make their own database with `createTestDatabase`.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT } from '../stack/config.ts';
import { findFreePort } from '../stack/ports.ts';
import { externalPostgres, type PostgresServer, startEmbeddedPostgres } from '../stack/postgres.ts';

let server: PostgresServer | undefined;
const dataDir = path.join(ROOT, '.data', `vitest-postgres-${process.pid}`);

export async function setup(project: TestProject): Promise<void> {
  const external = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  server = external
    ? externalPostgres(external)
    : await startEmbeddedPostgres(
        dataDir,
        process.env.TEST_POSTGRES_PORT ? Number(process.env.TEST_POSTGRES_PORT) : await findFreePort(),
      );
  project.provide('postgresAdminUrl', server.adminUrl);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
