import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findFreePort } from '../stack/ports.ts';
import { embeddedAdminUrl, type PostgresServer, startEmbeddedPostgres } from '../stack/postgres.ts';
import { ArchiveRefused, checkArchive, writeArchive } from './archive.ts';
import { copyRunningCluster } from './base-backup.ts';
import { ARCHIVE_PARTS, describeFiles, FORMAT_VERSION, MANIFEST_NAME, type Manifest } from './manifest.ts';
import { installedPostgresVersion, runningClusterPort, shopCommit } from './shop-state.ts';

/** Where one shop keeps what a backup holds, and where its archives go. */
export interface BackupOptions {
  /** The embedded PostgreSQL's data folder (`.data/postgres`). */
  postgresDataDir: string;
  /** The CMS's public uploads (`.data/cms-public/uploads`): product pictures and other media. */
  publicMediaDir: string;
  /** The CMS's private folder (`.data/cms-private`): enquiry attachments. */
  privateDir: string;
  /** Folder the archive is written to (`.data/backups`), created when absent. */
  backupsDir: string;
  /** The databases the shop needs (cms, checkout, prize): all must exist. */
  databases: readonly string[];
  /** The repository, for the manifest's version and commit. */
  shopRoot: string;
  now?: Date;
}

/** A written and verified archive. */
export interface Backup {
  file: string;
  manifest: Manifest;
}

/**
 * Writes one archive of the shop (docs/operations.md "Backups"): a base backup of its PostgreSQL
 * cluster, taken from the running server, or from one started here on the data folder (and stopped
 * again) when the shop is stopped; the public media and private attachments; and a manifest with each
 * file's size and SHA-256. The archive is then read back and checked; a bad one is deleted.
 *
 * @returns the archive's path (`outlet-shop-YYYYMMDD-HHMMSS.tar.gz` in `backupsDir`) and manifest.
 * @throws when there is no cluster, a database is missing, PostgreSQL refuses the backup, or the
 *   written archive does not check out (ArchiveRefused).
 */
export async function createBackup(options: BackupOptions): Promise<Backup> {
  if (!existsSync(path.join(options.postgresDataDir, 'PG_VERSION'))) {
    throw new Error(
      `No PostgreSQL cluster in ${options.postgresDataDir}: nothing to back up (has the shop started once?).`,
    );
  }
  await mkdir(options.backupsDir, { recursive: true });
  const staging = await mkdtemp(path.join(options.backupsDir, '.staging-'));
  const now = options.now ?? new Date();
  const file = path.join(options.backupsDir, `outlet-shop-${stamp(now)}.tar.gz`);
  const partial = `${file}.partial`;
  try {
    const postgres = await copyCluster(options, path.join(staging, ARCHIVE_PARTS.postgres));
    await copyFolder(options.publicMediaDir, path.join(staging, ARCHIVE_PARTS.publicMedia));
    await copyFolder(options.privateDir, path.join(staging, ARCHIVE_PARTS.privateAttachments));
    const files = [];
    for (const part of Object.values(ARCHIVE_PARTS)) files.push(...(await describeFiles(staging, part)));
    const manifest: Manifest = {
      format: 'outlet-shop-backup',
      formatVersion: FORMAT_VERSION,
      createdAt: now.toISOString(),
      shop: { version: await shopVersion(options.shopRoot), commit: await shopCommit(options.shopRoot) },
      postgres,
      files,
    };
    await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeArchive(staging, partial);
    await checkArchive(partial, (await installedPostgresVersion()).major).catch((error: unknown) => {
      throw new ArchiveRefused(`The archive just written does not check out, deleted: ${(error as Error).message}`);
    });
    // It holds every order, password hash and enquiry attachment: readable by its owner only.
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

async function copyCluster(options: BackupOptions, destination: string): Promise<Manifest['postgres']> {
  const runningPort = await runningClusterPort(options.postgresDataDir);
  let server: PostgresServer | undefined;
  const port = runningPort ?? (await findFreePort());
  if (runningPort === undefined) server = await startEmbeddedPostgres(options.postgresDataDir, port);
  try {
    return await copyRunningCluster(embeddedAdminUrl(port), options.postgresDataDir, destination, options.databases);
  } finally {
    await server?.stop();
  }
}

async function copyFolder(source: string, destination: string): Promise<void> {
  await mkdir(destination, { recursive: true });
  if (existsSync(source)) await cp(source, destination, { recursive: true });
}

async function shopVersion(root: string): Promise<string | null> {
  const text = await readFile(path.join(root, 'package.json'), 'utf8').catch(() => '{}');
  const { version } = JSON.parse(text) as { version?: string };
  return version ?? null;
}

/** `YYYYMMDD-HHMMSS` in UTC. */
function stamp(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}
