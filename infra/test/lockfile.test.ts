import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { workspaceFolders } from './workspaces.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const exec = promisify(execFile);

/**
 * The images, `.ci/run` and every developer install with `npm ci`, which refuses a lockfile that
 * lacks an optional dependency it expects, even one for another platform (`Missing:
 * @biomejs/cli-win32-x64 from lock file`): a lockfile written where the registry serves only this
 * platform's builds lacks them. `npm ci --dry-run` on the manifests alone says whether it agrees.
 */
it('is accepted by `npm ci` as it is committed', async () => {
  const scratch = await mkdtemp(path.join(tmpdir(), 'outlet-lockfile-'));
  try {
    const manifests = workspaceFolders(ROOT).map((folder) => `${folder}/package.json`);
    for (const file of ['package.json', 'package-lock.json', ...manifests]) {
      await cp(path.join(ROOT, file), path.join(scratch, file));
    }
    const run = exec('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: scratch });
    await expect(
      run.then(
        () => 'accepted',
        (error: { stderr?: string }) => error.stderr,
      ),
    ).resolves.toBe('accepted');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}, 60_000);
