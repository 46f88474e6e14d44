import pg from 'pg';

/** The CMS database as config/database.ts gives it to Strapi (and the job worker). */
export interface LockConnection {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  ssl: false | { rejectUnauthorized: boolean };
}

/**
 * Only where to connect: the pool's session settings (config/database.ts: its statement timeout)
 * would cancel the wait for another replica's start.
 */
const where = ({ host, port, database, user, password, ssl }: LockConnection): LockConnection => ({
  host,
  port,
  database,
  user,
  password,
  ssl,
});

/** The advisory lock's name; PostgreSQL takes `hashtext()` of it as the lock's key, in the CMS database only. */
export const START_UP_LOCK_NAME = 'outlet-shop:cms-start-up';

/** A held start-up lock: `release()` lets the next replica start (idempotent). */
export interface StartUpLock {
  release(): Promise<void>;
}

/**
 * Takes the CMS's start-up lock (docs/decisions/086): a PostgreSQL session advisory lock on a
 * connection of its own, held from Strapi's register to the end of its bootstrap, so the work
 * Strapi documents as unsafe on several instances at once (its schema sync and data migrations)
 * and the shop's own start-up work (SQL functions and triggers, seeds, the admin's views, queuing
 * the pending enquiry mails) runs on one replica at a time; the next one waits, then finds the work
 * done. Calls `onWait` once when another replica holds it. The lock goes with the connection: a
 * replica that dies mid-start frees it. Throws when the database cannot be reached.
 */
export async function acquireStartUpLock(
  connection: LockConnection | string,
  onWait: () => void = () => undefined,
): Promise<StartUpLock> {
  const client = new pg.Client(typeof connection === 'string' ? { connectionString: connection } : where(connection));
  await client.connect();
  try {
    const tried = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
      START_UP_LOCK_NAME,
    ]);
    if (!tried.rows[0]?.locked) {
      onWait();
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [START_UP_LOCK_NAME]);
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      // Closing the session frees its advisory locks.
      await client.end().catch(() => undefined);
    },
  };
}

/** Runs `work` under the start-up lock ({@link acquireStartUpLock}), releasing it whatever happens. */
export async function underStartUpLock<T>(
  connection: LockConnection | string,
  work: () => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  const lock = await acquireStartUpLock(connection, onWait);
  try {
    return await work();
  } finally {
    await lock.release();
  }
}
