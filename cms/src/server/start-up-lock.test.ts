import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/database.ts';
import { acquireStartUpLock, underStartUpLock } from './start-up-lock';

/*
 * Two CMS replicas starting at once on one database (docs/decisions/086): the start-up work (here a
 * seed that checks, waits, then writes, as Strapi's schema sync and the shop's seed do) runs on one
 * at a time, so it is done once.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase('startlock');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('CREATE TABLE seeded (replica text NOT NULL)');
  await client.end();
});

afterAll(async () => {
  await database?.drop();
});

/** A replica's start-up work: seeds unless the seed is there, slowly enough for another to slip in. */
async function seedUnlessSeeded(replica: string, running: { now: number; most: number }): Promise<void> {
  running.now += 1;
  running.most = Math.max(running.most, running.now);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM seeded');
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (!rowCount) await client.query('INSERT INTO seeded (replica) VALUES ($1)', [replica]);
  } finally {
    await client.end();
    running.now -= 1;
  }
}

describe('start-up lock', () => {
  it('two replicas starting together: one runs the work, the other waits, then finds it done', async () => {
    const running = { now: 0, most: 0 };
    const waited: string[] = [];
    await Promise.all(
      ['a', 'b'].map((replica) =>
        underStartUpLock(
          database.url,
          () => seedUnlessSeeded(replica, running),
          () => waited.push(replica),
        ),
      ),
    );
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query('SELECT replica FROM seeded');
    await client.end();
    expect(rows).toHaveLength(1);
    expect(running.most).toBe(1);
    expect(waited).toHaveLength(1);
    expect(waited[0]).not.toBe(rows[0].replica);
  });

  it('a replica that dies holding the lock frees it with its connection', async () => {
    const first = await acquireStartUpLock(database.url);
    const waiting: string[] = [];
    const second = acquireStartUpLock(database.url, () => waiting.push('second'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(waiting).toEqual(['second']);
    await first.release();
    const lock = await second;
    await lock.release();
  });
});
