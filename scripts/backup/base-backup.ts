import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { databaseUrl } from '../stack/postgres.ts';
import type { Manifest } from './manifest.ts';

// Folders whose contents a base backup leaves out (PostgreSQL's "Backing Up the Data Directory"):
// rebuilt at start, or only meaningful to the running server. The folders themselves are kept.
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_stat_tmp',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'pg_internal.init',
  'postgresql.auto.conf.tmp',
  'current_logfiles.tmp',
]);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;
const WAL_HISTORY = /^[0-9A-F]{8}\.history$/;

/**
 * Takes a base backup of the running cluster behind `adminUrl` (data in `dataDir`) into `destination`,
 * as pg_basebackup does, through PostgreSQL's own backup functions: a temporary replication slot keeps
 * the WAL the copy needs, `pg_backup_start` / `pg_backup_stop` bracket the file copy, and the WAL up to
 * the backup's end is copied after it. The result starts as a consistent cluster (PostgreSQL replays
 * the copied WAL from `backup_label`), at the moment `pg_backup_stop` returned.
 *
 * @param databases the databases the shop needs; each is described in the result.
 * @returns the manifest's `postgres` part.
 * @throws when a database is missing, the cluster has tablespaces, or PostgreSQL refuses the backup.
 */
export async function copyRunningCluster(
  adminUrl: string,
  dataDir: string,
  destination: string,
  databases: readonly string[],
): Promise<Manifest['postgres']> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    if ((await readdir(path.join(dataDir, 'pg_tblspc'))).length > 0) {
      throw new Error('The cluster has tablespaces, which this backup does not cover.');
    }
    const slot = `outlet_backup_${randomBytes(4).toString('hex')}`;
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
    await client.query('SELECT pg_backup_start($1, true)', [`outlet-shop ${new Date().toISOString()}`]);
    let stopped = false;
    try {
      await copyFolder(dataDir, destination, '');
      const stop = await client.query<{ labelfile: string; spcmapfile: string | null; stop_file: string }>(
        'SELECT labelfile, spcmapfile, pg_walfile_name(lsn) AS stop_file FROM pg_backup_stop(false)',
      );
      stopped = true;
      const { labelfile, spcmapfile, stop_file } = onlyRow(stop);
      await writeFile(path.join(destination, 'backup_label'), labelfile);
      if (spcmapfile) await writeFile(path.join(destination, 'tablespace_map'), spcmapfile);
      const startFile = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(labelfile)?.[1];
      if (!startFile) throw new Error(`PostgreSQL's backup label names no start WAL file:\n${labelfile}`);
      await copyWal(dataDir, destination, startFile, stop_file);
      const version = onlyRow(await client.query<{ server_version: string }>('SHOW server_version')).server_version;
      return {
        version,
        major: Number.parseInt(version, 10),
        startWal: /START WAL LOCATION: (.*)/.exec(labelfile)?.[1] ?? '',
        databases: await describeDatabases(client, adminUrl, databases),
      };
    } finally {
      if (!stopped) await client.query('SELECT pg_backup_stop(false)').catch(() => {});
    }
  } finally {
    await client.end();
  }
}

/** Copies `source/relative` to `destination/relative`; files removed meanwhile (a dropped table) are skipped. */
async function copyFolder(source: string, destination: string, relative: string): Promise<void> {
  await mkdir(path.join(destination, relative), { recursive: true, mode: 0o700 });
  if (EMPTIED_FOLDERS.has(relative)) {
    if (relative === 'pg_wal') await mkdir(path.join(destination, 'pg_wal', 'archive_status'), { mode: 0o700 });
    return;
  }
  const entries = await readdir(path.join(source, relative), { withFileTypes: true }).catch(ignoreVanished([]));
  for (const entry of entries) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) await copyFolder(source, destination, child);
    else if (entry.isFile() && !SKIPPED_FILES.has(entry.name) && !entry.name.startsWith('pgsql_tmp')) {
      await copyFile(path.join(source, child), path.join(destination, child)).catch(ignoreVanished(undefined));
    }
  }
}

/**
 * Copies the WAL from the backup's start to its end: what replay needs to make the copy consistent.
 * Segments before (kept for the running server) and after (recycled, preallocated) are left out.
 */
async function copyWal(dataDir: string, destination: string, startFile: string, stopFile: string): Promise<void> {
  for (const name of await readdir(path.join(dataDir, 'pg_wal'))) {
    const isNeededSegment = WAL_SEGMENT.test(name) && name >= startFile && name <= stopFile;
    if (!isNeededSegment && !WAL_HISTORY.test(name)) continue;
    await copyFile(path.join(dataDir, 'pg_wal', name), path.join(destination, 'pg_wal', name));
  }
  const copied = await readdir(path.join(destination, 'pg_wal'));
  const absent = [startFile, stopFile].filter((name) => !copied.includes(name));
  if (absent.length > 0) throw new Error(`The WAL the backup needs is gone: ${absent.join(', ')}`);
}

function ignoreVanished<T>(fallback: T): (error: NodeJS.ErrnoException) => T {
  return (error) => {
    if (error.code === 'ENOENT') return fallback;
    throw error;
  };
}

async function describeDatabases(
  client: pg.Client,
  adminUrl: string,
  names: readonly string[],
): Promise<Manifest['postgres']['databases']> {
  const found = await client.query<{ oid: number; datname: string; size: string }>(
    'SELECT oid::int AS oid, datname, pg_database_size(oid)::text AS size FROM pg_database WHERE datname = ANY($1)',
    [names],
  );
  const missing = names.filter((name) => !found.rows.some((row) => row.datname === name));
  if (missing.length > 0) throw new Error(`The cluster has no database ${missing.join(', ')}: is this the shop's?`);
  const databases: Manifest['postgres']['databases'] = [];
  for (const name of names) {
    const row = found.rows.find((candidate) => candidate.datname === name) as (typeof found.rows)[number];
    databases.push({
      name,
      oid: row.oid,
      sizeBytes: Number(row.size),
      migrations: await migrationCounts(adminUrl, name),
    });
  }
  return databases;
}

/** Rows of each table named like `%migrations%` in the public schema: cheap, and says which schema a dump holds. */
async function migrationCounts(adminUrl: string, name: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl(adminUrl, name) });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name LIKE '%migrations%' ORDER BY table_name",
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables.rows) {
      const result = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM public."${table_name}"`);
      counts[table_name] = onlyRow(result).count;
    }
    return counts;
  } finally {
    await client.end();
  }
}

function onlyRow<T extends pg.QueryResultRow>(result: pg.QueryResult<T>): T {
  const [row] = result.rows;
  if (!row) throw new Error('PostgreSQL answered no row');
  return row;
}
