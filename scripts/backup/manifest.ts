import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

/** The archive format this code writes and reads (docs/decisions/104). */
export const FORMAT_VERSION = 1;

/** Where each part of the shop sits inside an archive. */
export const ARCHIVE_PARTS = {
  postgres: 'postgres',
  publicMedia: 'media/public',
  privateAttachments: 'media/private',
} as const;

export const MANIFEST_NAME = 'manifest.json';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const ArchivedFile = z.object({
  /** Path inside the archive, `/`-separated, under one of ARCHIVE_PARTS. */
  path: z.string().min(1),
  sizeBytes: z.number().int().nonnegative(),
  sha256: Sha256,
});

/** The format version alone, read before anything else so an unknown format is named as such. */
export const ManifestHead = z.object({ format: z.literal('outlet-shop-backup'), formatVersion: z.number().int() });

/** `manifest.json`, the first entry of every archive. */
export const Manifest = ManifestHead.extend({
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  shop: z.object({ version: z.string().nullable(), commit: z.string().nullable() }),
  postgres: z.object({
    /** `server_version` of the cluster, e.g. `18.4`; a base backup starts only on the same major. */
    version: z.string(),
    major: z.number().int(),
    /** The base backup's label, what PostgreSQL's pg_backup_stop wrote into `backup_label`. */
    startWal: z.string(),
    databases: z.array(
      z.object({
        name: z.string(),
        oid: z.number().int(),
        sizeBytes: z.number().int().nonnegative(),
        /** Rows of each migrations table (Strapi's, the services'), the schema state at backup time. */
        migrations: z.record(z.string(), z.number().int()),
      }),
    ),
  }),
  files: z.array(ArchivedFile),
});
export type Manifest = z.infer<typeof Manifest>;
export type ArchivedFile = z.infer<typeof ArchivedFile>;

/** SHA-256 of a file, hex. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Every regular file under `root/part`, with its size (bytes) and SHA-256, paths relative to `root`
 * with `/` separators, sorted.
 */
export async function describeFiles(root: string, part: string): Promise<ArchivedFile[]> {
  const entries = await readdir(path.join(root, part), { recursive: true, withFileTypes: true });
  const files: ArchivedFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    const { size } = await stat(absolute);
    files.push({ path: relative, sizeBytes: size, sha256: await sha256File(absolute) });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
