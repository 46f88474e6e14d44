import { execFile } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findFreePort } from '../stack/ports.ts';
import { databaseUrl, type PostgresServer, startEmbeddedPostgres } from '../stack/postgres.ts';
import { ArchiveRefused, checkArchive, extractArchive } from './archive.ts';
import { ARCHIVE_PARTS, type Manifest } from './manifest.ts';
import { hasContents, installedPostgresVersion, whyRunning } from './shop-state.ts';

const run = promisify(execFile);

/** Where a stopped shop keeps what a backup holds; the same folders as BackupOptions. */
export interface RestoreOptions {
  archive: string;
  postgresDataDir: string;
  publicMediaDir: string;
  privateDir: string;
  /** Ports that answer while the shop runs (its PostgreSQL, CMS): any answering refuses the restore. */
  shopPorts: readonly number[];
}

/**
 * Puts an archive of createBackup back into a stopped shop whose folders are empty or absent: checks
 * the whole archive first (writing nothing when it is refused), extracts the cluster and the files,
 * and starts the cluster once with the embedded PostgreSQL that `npm start` uses, which replays the
 * backup's WAL, then checks every database answers and stops it. A restore that fails part way
 * removes what it wrote.
 *
 * @returns the archive's manifest.
 * @throws ArchiveRefused when the shop runs, a folder already holds data, or the archive is damaged or
 *   from an incompatible version (the message says which); Error when PostgreSQL does not start on it.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const running = await whyRunning(options.postgresDataDir, options.shopPorts);
  if (running) throw new ArchiveRefused(`The shop is running (${running}): stop it before restoring.`);
  const targets = [options.postgresDataDir, options.publicMediaDir, options.privateDir];
  for (const folder of targets) {
    if (await hasContents(folder)) {
      throw new ArchiveRefused(
        `${folder} already holds data: a restore writes only into an empty shop. Move the data folder away first.`,
      );
    }
  }
  const manifest = await checkArchive(options.archive, (await installedPostgresVersion()).major);
  const parent = path.dirname(options.postgresDataDir);
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(path.join(parent, '.restore-'));
  try {
    await extractArchive(options.archive, staging);
    await moveFolder(path.join(staging, ARCHIVE_PARTS.postgres), options.postgresDataDir);
    await moveFolder(path.join(staging, ARCHIVE_PARTS.publicMedia), options.publicMediaDir);
    await moveFolder(path.join(staging, ARCHIVE_PARTS.privateAttachments), options.privateDir);
    await handToPostgresUser(options.postgresDataDir);
    await recoverCluster(options.postgresDataDir, manifest);
    return manifest;
  } catch (error) {
    for (const folder of targets) await rm(folder, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Puts `source` in the place of the empty or absent `target`, copying when they are on different disks. */
async function moveFolder(source: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  await rename(source, target).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EXDEV') throw error;
    await cp(source, target, { recursive: true });
  });
}

/**
 * PostgreSQL wants its data folder private to the user it runs as: as root, that is the `postgres`
 * system user the embedded PostgreSQL runs under (created as its first start creates it).
 */
async function handToPostgresUser(dataDir: string): Promise<void> {
  await chmod(dataDir, 0o700);
  if (process.getuid?.() !== 0) return;
  const hasUser = await run('id', ['-u', 'postgres']).then(
    () => true,
    () => false,
  );
  if (!hasUser) {
    await run('groupadd', ['-f', 'postgres']);
    await run('useradd', ['-g', 'postgres', 'postgres']);
  }
  await run('chown', ['-R', 'postgres:postgres', dataDir]);
}

async function recoverCluster(dataDir: string, manifest: Manifest): Promise<void> {
  let server: PostgresServer | undefined;
  try {
    server = await startEmbeddedPostgres(dataDir, await findFreePort());
    for (const { name } of manifest.postgres.databases) {
      const client = new pg.Client({ connectionString: databaseUrl(server.adminUrl, name) });
      await client.connect();
      try {
        await client.query('SELECT count(*) FROM pg_class');
      } finally {
        await client.end();
      }
    }
  } finally {
    await server?.stop();
  }
}
