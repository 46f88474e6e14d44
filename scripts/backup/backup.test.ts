import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { create, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../stack/config.ts';
import { findFreePort } from '../stack/ports.ts';
import { databaseUrl, ensureDatabases, type PostgresServer, startEmbeddedPostgres } from '../stack/postgres.ts';
import { ARCHIVE_PARTS, sha256File } from './manifest.ts';
import { restoreBackup } from './restore-backup.ts';
import { createBackup } from './take-backup.ts';

const DATABASES = ['cms', 'checkout', 'prize'] as const;

/** One shop's folders under `root`, laid out as `.data/` is. */
function shopFolders(root: string) {
  return {
    postgresDataDir: path.join(root, 'postgres'),
    publicMediaDir: path.join(root, 'cms-public', 'uploads'),
    privateDir: path.join(root, 'cms-private'),
  };
}

let scratch: string;
let original: ReturnType<typeof shopFolders>;
let server: PostgresServer | undefined;
let archive: string;
const mediaChecksums = new Map<string, string>();

async function query(adminUrl: string, database: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: databaseUrl(adminUrl, database) });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function writeMedia(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

/** Relative path → SHA-256 of every file under `folder`. */
async function checksums(folder: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.set(path.relative(folder, file), await sha256File(file));
  }
  return found;
}

/** Unpacks `source`, lets `edit` change the unpacked folder, and packs it again as `target`. */
async function repack(source: string, target: string, edit: (folder: string) => Promise<void>): Promise<void> {
  const folder = await mkdtemp(path.join(scratch, 'repack-'));
  await extract({ file: source, cwd: folder });
  await edit(folder);
  await create({ file: target, gzip: true, cwd: folder, portable: true }, await readdir(folder));
}

function emptyShop(name: string) {
  return shopFolders(path.join(scratch, name));
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'outlet-backup-'));
  original = shopFolders(path.join(scratch, 'original'));
  server = await startEmbeddedPostgres(original.postgresDataDir, await findFreePort());
  await ensureDatabases(server.adminUrl, [...DATABASES]);
  await query(server.adminUrl, 'cms', 'CREATE TABLE products (id serial PRIMARY KEY, name text, picture text)');
  await query(
    server.adminUrl,
    'cms',
    "INSERT INTO products (name, picture) VALUES ('Dates box', 'uploads/dates.jpg'), ('Saffron tin', 'uploads/2026/saffron.png')",
  );
  await query(server.adminUrl, 'cms', 'CREATE TABLE strapi_migrations (id serial, name text)');
  await query(server.adminUrl, 'cms', "INSERT INTO strapi_migrations (name) VALUES ('one'), ('two')");
  await query(server.adminUrl, 'checkout', 'CREATE TABLE orders (id text PRIMARY KEY, total_fils bigint)');
  await query(
    server.adminUrl,
    'checkout',
    "INSERT INTO orders SELECT 'order-' || n, n * 1000 FROM generate_series(1, 500) n",
  );
  await query(
    server.adminUrl,
    'prize',
    "CREATE TABLE codes (code text PRIMARY KEY); INSERT INTO codes VALUES ('WELCOME50')",
  );
  await writeMedia(path.join(original.publicMediaDir, 'dates.jpg'), randomBytes(40_000));
  await writeMedia(path.join(original.publicMediaDir, '2026', 'saffron.png'), randomBytes(3_000));
  await writeMedia(path.join(original.privateDir, 'enquiries', 'invoice.pdf'), randomBytes(12_345));
  for (const [name, sum] of await checksums(path.join(scratch, 'original'))) {
    if (!name.startsWith('postgres')) mediaChecksums.set(name, sum);
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await rm(scratch, { recursive: true, force: true });
}, 30_000);

describe('a backup of a running shop', () => {
  it('restores into an empty shop with every row and file as they were when it was taken', async () => {
    const adminUrl = server?.adminUrl as string;
    const backup = await createBackup({
      ...original,
      backupsDir: path.join(scratch, 'backups'),
      databases: DATABASES,
      shopRoot: ROOT,
    });
    archive = backup.file;
    expect(path.basename(archive)).toMatch(/^outlet-shop-\d{8}-\d{6}\.tar\.gz$/);
    expect(backup.manifest.postgres.databases.map((db) => db.name)).toEqual([...DATABASES]);
    expect(backup.manifest.postgres.databases[0]?.migrations).toEqual({ strapi_migrations: 2 });
    expect(backup.manifest.files.map((file) => file.path)).toContain(
      `${ARCHIVE_PARTS.privateAttachments}/enquiries/invoice.pdf`,
    );
    // An order taken after the backup is what a restore loses.
    await query(adminUrl, 'checkout', "INSERT INTO orders VALUES ('order-late', 1)");

    await server?.stop();
    server = undefined;
    await rm(path.join(scratch, 'original'), { recursive: true, force: true });

    const restored = emptyShop('restored');
    await restoreBackup({ archive, ...restored, shopPorts: [] });
    server = await startEmbeddedPostgres(restored.postgresDataDir, await findFreePort());
    const products = await query(server.adminUrl, 'cms', 'SELECT name, picture FROM products ORDER BY id');
    expect(products.rows).toEqual([
      { name: 'Dates box', picture: 'uploads/dates.jpg' },
      { name: 'Saffron tin', picture: 'uploads/2026/saffron.png' },
    ]);
    const orders = await query(
      server.adminUrl,
      'checkout',
      'SELECT count(*)::int AS n, sum(total_fils)::text AS fils FROM orders',
    );
    expect(orders.rows[0]).toEqual({ n: 500, fils: String((1000 * (500 * 501)) / 2) });
    expect((await query(server.adminUrl, 'prize', 'SELECT code FROM codes')).rows).toEqual([{ code: 'WELCOME50' }]);
    const files = await checksums(path.join(scratch, 'restored'));
    for (const [name, sum] of mediaChecksums) expect(files.get(name), name).toBe(sum);
  }, 120_000);

  it('is taken from a stopped shop too, starting and stopping its PostgreSQL itself', async () => {
    await server?.stop();
    server = undefined;
    const restored = emptyShop('restored');
    const again = await createBackup({
      ...restored,
      backupsDir: path.join(scratch, 'backups-stopped'),
      databases: DATABASES,
      shopRoot: ROOT,
    });
    expect(again.manifest.postgres.databases.map((db) => db.name)).toEqual([...DATABASES]);
    expect(existsSync(again.file)).toBe(true);
    expect(existsSync(path.join(restored.postgresDataDir, 'postmaster.pid'))).toBe(false);
  }, 60_000);
});

describe('a restore refuses', () => {
  async function expectRefused(file: string, reason: RegExp): Promise<void> {
    const target = emptyShop(`refused-${randomBytes(3).toString('hex')}`);
    await expect(restoreBackup({ archive: file, ...target, shopPorts: [] })).rejects.toThrow(reason);
    expect(existsSync(path.dirname(target.postgresDataDir))).toBe(false);
  }

  it('an archive with one byte changed in a database file, naming the file', async () => {
    let changed = '';
    const damaged = path.join(scratch, 'flipped.tar.gz');
    await repack(archive, damaged, async (folder) => {
      const base = path.join(folder, 'postgres', 'base');
      const database = (await readdir(base)).sort().at(-1) as string;
      const relation = (await readdir(path.join(base, database))).find((name) => /^\d+$/.test(name)) as string;
      changed = `postgres/base/${database}/${relation}`;
      const file = path.join(folder, changed);
      const bytes = await readFile(file);
      const middle = Math.floor(bytes.length / 2);
      bytes[middle] = (bytes[middle] as number) ^ 0xff;
      await writeFile(file, bytes);
    });
    await expectRefused(damaged, new RegExp(`checksum mismatch in ${changed}`));
  }, 60_000);

  it('a truncated archive', async () => {
    const truncated = path.join(scratch, 'truncated.tar.gz');
    await writeFile(truncated, await readFile(archive));
    await truncate(truncated, Math.floor((await stat(archive)).size / 2));
    await expectRefused(truncated, /damaged \(not a complete gzip tar\)/);
  }, 60_000);

  it('an archive of an unknown format version', async () => {
    const future = path.join(scratch, 'future.tar.gz');
    await repack(archive, future, async (folder) => {
      const file = path.join(folder, 'manifest.json');
      const manifest = JSON.parse(await readFile(file, 'utf8'));
      await writeFile(file, JSON.stringify({ ...manifest, formatVersion: 99 }));
    });
    await expectRefused(future, /format version is 99; this shop reads format version 1/);
  }, 60_000);

  it('into a shop whose data folder already holds a cluster, or while it runs', async () => {
    const restored = emptyShop('restored');
    await expect(restoreBackup({ archive, ...restored, shopPorts: [] })).rejects.toThrow(/already holds data/);
    server = await startEmbeddedPostgres(restored.postgresDataDir, await findFreePort());
    await expect(restoreBackup({ archive, ...restored, shopPorts: [] })).rejects.toThrow(/The shop is running/);
    const port = await findFreePort();
    const listening = net.createServer().listen(port, '127.0.0.1');
    await once(listening, 'listening');
    try {
      await expect(restoreBackup({ archive, ...emptyShop('elsewhere'), shopPorts: [port] })).rejects.toThrow(
        `The shop is running (port ${port} answers)`,
      );
    } finally {
      listening.close();
    }
  }, 60_000);
});
