import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A digest of the sources a build reads: paths, sizes and modification times of every file
 * under `inputs` (folders walked, `node_modules` and build output skipped).
 */
export function sourceDigest(inputs: string[]): string {
  const hash = createHash('sha256');
  for (const input of inputs)
    walk(input, (file) => {
      const stat = statSync(file);
      hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
    });
  return hash.digest('hex');
}

/** Whether `stampFile` records `digest`, meaning the last build is still current. */
export function isBuildCurrent(stampFile: string, digest: string): boolean {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest;
}

/** Records that the build in `stampFile`'s folder was made from sources with `digest`. */
export async function recordBuild(stampFile: string, digest: string): Promise<void> {
  await writeFile(stampFile, digest);
}

const SKIPPED = new Set(['node_modules', 'dist', 'build', '.cache', '.tmp', '.strapi', 'types', 'uploads']);

function walk(entry: string, visit: (file: string) => void): void {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    visit(entry);
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (SKIPPED.has(name)) continue;
    walk(path.join(entry, name), visit);
  }
}
