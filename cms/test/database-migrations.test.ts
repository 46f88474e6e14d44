import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../scripts/test/database.ts';

/*
 * The CMS's one-off data changes are Strapi database migrations (cms/database/migrations,
 * docs/decisions/067): Strapi runs each `.js`/`.sql` file once, in name order, inside a
 * transaction, before it syncs its tables. Each is run here the same way, on the database of a
 * shop that has data, and on a new database where Strapi has created nothing yet.
 */

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'database', 'migrations');
const migrations = readdirSync(MIGRATIONS_DIR).filter((name) => /^[^.].*\.(js|sql)$/.test(name));

let database: { url: string; drop(): Promise<void> };
let client: pg.Client;

/** Runs every migration file as Strapi does: one transaction each, in name order. */
async function migrate(): Promise<void> {
  for (const name of migrations.sort()) {
    await client.query('BEGIN');
    await client.query(readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8'));
    await client.query('COMMIT');
  }
}

beforeAll(async () => {
  database = await createTestDatabase('cms_migrations');
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

describe('database migrations', () => {
  it('are SQL files Strapi picks up', () => {
    expect(migrations).toContain('2026.11.25T00.00.00.order-fulfilment-states.sql');
  });

  it('run on a new database, before Strapi has created its tables', async () => {
    await expect(migrate()).resolves.toBeUndefined();
  });

  it('move orders stored as new or processing to paid and packed, and leave every other order alone', async () => {
    await client.query('CREATE TABLE orders (id serial PRIMARY KEY, fulfilment_status varchar(255))');
    await client.query(
      "INSERT INTO orders (fulfilment_status) VALUES ('new'), ('processing'), ('shipped'), ('cancelled'), (NULL)",
    );
    await migrate();
    const { rows } = await client.query('SELECT fulfilment_status FROM orders ORDER BY id');
    expect(rows.map((row) => row.fulfilment_status)).toEqual(['paid', 'packed', 'shipped', 'cancelled', null]);
  });
});
