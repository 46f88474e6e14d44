import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../stack/config.ts';

/**
 * The previous commit's shop for the rolling-upgrade journey (docs/decisions/106): its sources in a
 * git worktree, its images built from them with the tag `previous` (the layer cache shared with
 * this commit's build), and the compose arguments that run them under the test project.
 */

const exec = promisify(execFile);

/** The tag the previous commit's images carry (`outlet-shop/cms:previous`, …). */
export const PREVIOUS_TAG = 'previous';

/** The previous commit, checked out and ready to build. */
export interface PreviousShop {
  commit: string;
  /** `--project-directory … -f … -f …`: the previous commit's compose files with its images named `:previous`. */
  composeArgs: string[];
  remove(): Promise<void>;
}

/** Runs a command with inherited output; resolves with its exit code. */
function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(127));
  });
}

/**
 * Checks out `ref` (`RELEASE_BASE_REF`, else `HEAD~1`) in a temporary worktree and names its
 * built images `outlet-shop/<service>:previous` in an extra compose file, so building them leaves
 * this commit's `outlet-shop/<service>` images alone.
 * @throws when the clone does not have the commit (a shallow clone).
 */
export async function checkOutPreviousShop(
  project: string,
  envFile: string,
  env: NodeJS.ProcessEnv,
  ref = process.env.RELEASE_BASE_REF ?? 'HEAD~1',
): Promise<PreviousShop> {
  const commit = (
    await exec('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT }).catch(() => {
      throw new Error(`The previous release (${ref}) is not in this clone: clone with history (git fetch --unshallow)`);
    })
  ).stdout.trim();
  const directory = await mkdtemp(path.join(tmpdir(), 'outlet-shop-previous-shop-'));
  const worktree = path.join(directory, 'shop');
  await exec('git', ['worktree', 'add', '--detach', worktree, commit], { cwd: ROOT });
  const files = ['docker-compose.yml', 'docker-compose.override.yml'].filter((file) =>
    existsSync(path.join(worktree, file)),
  );
  const base = ['compose', '--project-name', project, '--env-file', envFile, '--project-directory', worktree];
  const fileArgs = files.flatMap((file) => ['-f', path.join(worktree, file)]);
  const { stdout } = await exec('docker', [...base, ...fileArgs, 'config', '--format', 'json'], { cwd: worktree, env });
  const services = (JSON.parse(stdout) as { services: Record<string, { build?: unknown }> }).services;
  const built = Object.entries(services)
    .filter(([, service]) => service.build)
    .map(([name]) => name);
  const images = path.join(directory, 'previous-images.yml');
  await writeFile(
    images,
    `services:\n${built.map((name) => `  ${name}:\n    image: outlet-shop/${name}:${PREVIOUS_TAG}\n`).join('')}`,
  );
  return {
    commit,
    composeArgs: [...base, ...fileArgs, '-f', images],
    async remove() {
      await exec('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT }).catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Builds the previous commit's images (`docker compose build`, from its worktree); resolves with the exit code. */
export function buildPreviousImages(shop: PreviousShop, env: NodeJS.ProcessEnv): Promise<number> {
  const worktree = shop.composeArgs[shop.composeArgs.indexOf('--project-directory') + 1] as string;
  return run('docker', [...shop.composeArgs, 'build'], { cwd: worktree, env });
}

/** `docker compose <args>` on the previous commit's files and images; resolves with the exit code. */
export function composePrevious(shop: PreviousShop, env: NodeJS.ProcessEnv, ...args: string[]): Promise<number> {
  const worktree = shop.composeArgs[shop.composeArgs.indexOf('--project-directory') + 1] as string;
  return run('docker', [...shop.composeArgs, ...args], { cwd: worktree, env });
}
