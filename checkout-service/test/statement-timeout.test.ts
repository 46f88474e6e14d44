import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../scripts/test/database.ts';
import { loadConfig } from '../src/config.ts';
import { migrate, openPool } from '../src/database.ts';

// The server's pool cancels a statement past CHECKOUT_DATABASE_STATEMENT_TIMEOUT_MS: no request
// holds one of its connections for long; migrations still run without the limit.
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase('checkout');
  await migrate(database.url);
});

afterAll(async () => {
  await database?.drop();
});

describe("the checkout's statement timeout", () => {
  it('is 5000 ms unless set', () => {
    expect(loadConfig({}).CHECKOUT_DATABASE_STATEMENT_TIMEOUT_MS).toBe(5000);
  });

  it('cancels a statement of the server pool past it (SQLSTATE 57014), within the timeout', async () => {
    const config = loadConfig({ CHECKOUT_DATABASE_URL: database.url, CHECKOUT_DATABASE_STATEMENT_TIMEOUT_MS: '500' });
    const pool = openPool(config);
    try {
      const started = performance.now();
      await expect(pool.query('SELECT pg_sleep(10)')).rejects.toMatchObject({ code: '57014' });
      expect(performance.now() - started).toBeLessThan(2500);
      expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
