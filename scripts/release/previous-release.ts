import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../stack/config.ts';

/** What a service of the previous release needs of the repository to run its code: itself and the workspace packages. */
const PATHS = [
  'checkout-service',
  'prize-service',
  'packages',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

/** The previous release's code, unpacked beside the repository (docs/decisions/106). */
export interface PreviousRelease {
  /** The commit, full hash. */
  commit: string;
  /** Where its files are: `<root>/checkout-service`, `<root>/packages/…`. */
  root: string;
  /** Set when package-lock.json differs from this commit's: its code runs on this commit's node_modules. */
  lockfileNote: string | null;
  remove(): Promise<void>;
}

function git(args: string[], input?: Buffer): Buffer {
  return execFileSync('git', args, { cwd: ROOT, input, maxBuffer: 256 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] });
}

/**
 * The commit the compatibility checks call the previous release: `RELEASE_BASE_REF` when set, else
 * `HEAD~1`.
 * @throws when the clone does not have it (a shallow clone), saying so.
 */
export function previousCommit(env: NodeJS.ProcessEnv = process.env): string {
  const ref = env.RELEASE_BASE_REF ?? 'HEAD~1';
  try {
    return git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
      .toString()
      .trim();
  } catch {
    throw new Error(
      `The previous release (${ref}) is not in this clone: clone with history (git fetch --unshallow) to run the previous code against this schema`,
    );
  }
}

/**
 * Unpacks `commit`'s services and packages (`git archive | tar -x`) into a temporary folder whose
 * `node_modules` links every package of the repository's own, except the workspace packages, which
 * link to the unpacked ones: the previous code runs with its own shop-rules and service-kit and
 * this commit's third-party packages (the same when the lockfile did not change).
 */
export async function unpackPreviousRelease(commit: string): Promise<PreviousRelease> {
  const root = await mkdtemp(path.join(tmpdir(), 'outlet-shop-previous-'));
  const archive = git(['archive', '--format=tar', commit, ...PATHS]);
  execFileSync('tar', ['-x', '-C', root], { input: archive, maxBuffer: 256 * 1024 * 1024 });

  const modules = path.join(root, 'node_modules');
  await mkdir(path.join(modules, '@outlet-shop'), { recursive: true });
  for (const name of await readdir(path.join(ROOT, 'node_modules'))) {
    if (name === '@outlet-shop' || name === '.bin') continue;
    await symlink(path.join(ROOT, 'node_modules', name), path.join(modules, name));
  }
  for (const name of await readdir(path.join(root, 'packages'))) {
    await symlink(path.join(root, 'packages', name), path.join(modules, '@outlet-shop', name));
  }
  // A workspace's own node_modules holds the versions it needs apart from the root's.
  for (const workspace of [
    'checkout-service',
    'prize-service',
    ...(await readdir(path.join(root, 'packages'))).map((name) => `packages/${name}`),
  ]) {
    const own = path.join(ROOT, workspace, 'node_modules');
    if (existsSync(own) && existsSync(path.join(root, workspace)))
      await symlink(own, path.join(root, workspace, 'node_modules'));
  }

  const lockfileNow = readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8');
  const lockfileThen = readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  return {
    commit,
    root,
    lockfileNote:
      lockfileNow === lockfileThen
        ? null
        : `package-lock.json changed since ${commit.slice(0, 10)}: its code ran on this commit's node_modules, which may explain a failure`,
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
