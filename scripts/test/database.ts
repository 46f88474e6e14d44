import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { databaseUrl, dropDatabase, ensureDatabases } from '../stack/postgres.ts';

/**
 * A fresh, empty database for one test file, on the run's PostgreSQL.
 * Call `drop()` in `afterAll`.
 */
export async function createTestDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await ensureDatabases(adminUrl, [name]);
  return { url: databaseUrl(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}
