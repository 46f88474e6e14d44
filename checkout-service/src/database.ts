import { fileURLToPath } from 'node:url';
import { migrate as migrateDatabase } from '@outlet-shop/service-kit';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Applies every pending migration of checkout-service/migrations/ to `databaseUrl` (run at
 * server start and by tests). The pool is the kit's `createPool`.
 */
export async function migrate(databaseUrl: string): Promise<void> {
  await migrateDatabase(databaseUrl, MIGRATIONS_DIR);
}
