import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { create, extract, list } from 'tar';
import { ARCHIVE_PARTS, FORMAT_VERSION, MANIFEST_NAME, Manifest, ManifestHead } from './manifest.ts';

/** An archive that must not be restored: damaged, incomplete or from a shop this one cannot read. */
export class ArchiveRefused extends Error {
  override name = 'ArchiveRefused';
}

/** Writes `staging`'s manifest (first) and parts into a gzip tar at `file`. */
export async function writeArchive(staging: string, file: string): Promise<void> {
  await create({ file, gzip: true, cwd: staging, portable: true }, [MANIFEST_NAME, ARCHIVE_PARTS.postgres, 'media']);
}

interface SeenFile {
  sizeBytes: number;
  sha256: string;
}

/**
 * Reads the whole archive once, writing nothing, and returns its manifest when every file listed is
 * there with its size and SHA-256, nothing else is, and its PostgreSQL is the installed major.
 *
 * @param installedPostgresMajor the embedded PostgreSQL's major version here (a base backup starts
 *   only on the same major).
 * @throws ArchiveRefused naming the reason: not a complete gzip tar, no or unknown manifest, a file
 *   whose checksum or size differs (its path), a file missing or not listed, another PostgreSQL major.
 */
export async function checkArchive(file: string, installedPostgresMajor: number): Promise<Manifest> {
  const seen = new Map<string, SeenFile>();
  let manifestText = '';
  try {
    await list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.type !== 'File') return;
        const hash = createHash('sha256');
        let sizeBytes = 0;
        const isManifest = entry.path === MANIFEST_NAME;
        entry.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          sizeBytes += chunk.length;
          if (isManifest) manifestText += chunk.toString('utf8');
        });
        entry.on('end', () => seen.set(entry.path, { sizeBytes, sha256: hash.digest('hex') }));
      },
    });
  } catch (error) {
    throw new ArchiveRefused(`The archive is damaged (not a complete gzip tar): ${(error as Error).message}`);
  }
  const manifest = parseManifest(manifestText);
  compareFiles(manifest, seen);
  if (manifest.postgres.major !== installedPostgresMajor) {
    throw new ArchiveRefused(
      `The archive holds a PostgreSQL ${manifest.postgres.version} cluster; this shop runs PostgreSQL ${installedPostgresMajor}. ` +
        'A cluster starts only on its own major version: restore it with the shop version that made it.',
    );
  }
  return manifest;
}

function parseManifest(text: string): Manifest {
  if (text === '') throw new ArchiveRefused(`The archive has no ${MANIFEST_NAME}: it is not an outlet-shop backup.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ArchiveRefused(`The archive's ${MANIFEST_NAME} is not JSON.`);
  }
  const head = ManifestHead.safeParse(json);
  if (!head.success) throw new ArchiveRefused(`The archive's ${MANIFEST_NAME} is not an outlet-shop backup manifest.`);
  if (head.data.formatVersion !== FORMAT_VERSION) {
    throw new ArchiveRefused(
      `The archive's format version is ${head.data.formatVersion}; this shop reads format version ${FORMAT_VERSION}.`,
    );
  }
  const manifest = Manifest.safeParse(json);
  if (!manifest.success) {
    throw new ArchiveRefused(`The archive's ${MANIFEST_NAME} is incomplete: ${manifest.error.issues[0]?.message}`);
  }
  return manifest.data;
}

function compareFiles(manifest: Manifest, seen: Map<string, SeenFile>): void {
  const listed = new Set(manifest.files.map((file) => file.path));
  for (const file of manifest.files) {
    const found = seen.get(file.path);
    if (!found) throw new ArchiveRefused(`The archive is incomplete: ${file.path} is missing.`);
    if (found.sha256 !== file.sha256 || found.sizeBytes !== file.sizeBytes) {
      throw new ArchiveRefused(`The archive is damaged: checksum mismatch in ${file.path}.`);
    }
  }
  for (const path of seen.keys()) {
    if (path !== MANIFEST_NAME && !listed.has(path)) {
      throw new ArchiveRefused(`The archive holds ${path}, which its manifest does not list.`);
    }
  }
  const required = [
    `${ARCHIVE_PARTS.postgres}/PG_VERSION`,
    `${ARCHIVE_PARTS.postgres}/backup_label`,
    ...manifest.postgres.databases.map((db) => `${ARCHIVE_PARTS.postgres}/base/${db.oid}/PG_VERSION`),
  ];
  const absent = required.filter((path) => !listed.has(path));
  if (absent.length > 0) throw new ArchiveRefused(`The archive is incomplete: no ${absent.join(', ')}.`);
}

/** Extracts the whole archive into `destination` (created), every file owned by the current user. */
export async function extractArchive(file: string, destination: string): Promise<void> {
  await mkdir(destination, { recursive: true, mode: 0o700 });
  await extract({ file, cwd: destination, strict: true, preserveOwner: false });
}
