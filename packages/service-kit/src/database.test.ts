import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/database.ts';
import { createPool, inTransaction, migrate } from './database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('createPool and migrate', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let migrations: string;
  beforeAll(async () => {
    database = await createTestDatabase('service_kit');
    migrations = mkdtempSync(path.join(tmpdir(), 'service-kit-migrations-'));
    writeFileSync(path.join(migrations, '1_things.sql'), '-- Up Migration\nCREATE TABLE things (id int);\n');
  });
  afterAll(async () => {
    rmSync(migrations, { recursive: true, force: true });
    await database?.drop();
  });

  it('applies pending migrations once, recorded in pgmigrations', async () => {
    await migrate(database.url, migrations);
    await migrate(database.url, migrations);
    const pool = createPool(database.url);
    try {
      const applied = await pool.query('SELECT name FROM pgmigrations');
      expect(applied.rows).toEqual([{ name: '1_things' }]);
      expect((await pool.query('SELECT count(*)::int AS n FROM things')).rows[0].n).toBe(0);
    } finally {
      await pool.end();
    }
  });

  it('reports a refused connection as unavailable, and an idle connection lost to onIdleError', async () => {
    const down = createPool('postgres://postgres:postgres@127.0.0.1:9/none');
    const refused = await down.query('SELECT 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    await down.end();

    const lost: Error[] = [];
    const pool = createPool(database.url, (error) => lost.push(error));
    const client = await pool.connect();
    const pid = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    client.release();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();
    await expect.poll(() => lost.length).toBe(1);
    expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    await pool.end();
  });

  it('commits a transaction whose work resolves and rolls back one whose work throws', async () => {
    await migrate(database.url, migrations);
    const pool = createPool(database.url);
    try {
      const kept = await inTransaction(pool, async (client) => {
        await client.query('INSERT INTO things (id) VALUES (1)');
        return 'kept';
      });
      expect(kept).toBe('kept');
      const failure = new Error('refused halfway');
      await expect(
        inTransaction(pool, async (client) => {
          await client.query('INSERT INTO things (id) VALUES (2)');
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect((await pool.query('SELECT id FROM things ORDER BY id')).rows).toEqual([{ id: 1 }]);
      expect(pool.idleCount).toBe(pool.totalCount);
    } finally {
      await pool.query('DELETE FROM things');
      await pool.end();
    }
  });
});
