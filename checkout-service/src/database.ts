import { fileURLToPath } from 'node:url';
import { migrate as migrateDatabase } from '@outlet-shop/service-kit';
import { migrateJobQueue } from '@outlet-shop/service-kit/job-worker';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Installs the job queue's schema (graphile-worker), then applies every pending migration of
 * checkout-service/migrations/ to `databaseUrl` (run at server start and by tests): the
 * migrations may queue jobs. The pool is the kit's `createPool`.
 */
export async function migrate(databaseUrl: string): Promise<void> {
  await migrateJobQueue(databaseUrl);
  await migrateDatabase(databaseUrl, MIGRATIONS_DIR);
}
