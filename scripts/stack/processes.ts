import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { canConnect } from './ports.ts';

/** How to tell that a started process is ready. */
export type Readiness = { httpUrl: string } | { tcpPort: number };

export interface ServiceSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  readiness: Readiness;
  /** How long to wait for readiness, ms. */
  timeoutMs: number;
}

export interface RunningService {
  name: string;
  child: ChildProcess;
  logFile: string;
}

/**
 * Starts a long-running part of the stack with its output in `<logDir>/<name>.log`, and
 * resolves once it is ready.
 *
 * @throws if it exits or is not ready within `timeoutMs`; the message ends with its last log lines.
 */
export async function startService(spec: ServiceSpec, logDir: string): Promise<RunningService> {
  await mkdir(logDir, { recursive: true });
  const logFile = path.join(logDir, `${spec.name}.log`);
  const log = createWriteStream(logFile, { flags: 'w' });
  const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exitCode: number | null | undefined;
  child.once('exit', (code, signal) => {
    exitCode = code ?? (signal ? -1 : 0);
  });
  const deadline = Date.now() + spec.timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${spec.name} exited (code ${exitCode}).\n${tail(logFile)}`);
    if (await isReady(spec.readiness)) return { name: spec.name, child, logFile };
    await sleep(250);
  }
  child.kill('SIGTERM');
  throw new Error(`${spec.name} was not ready after ${spec.timeoutMs / 1000} s.\n${tail(logFile)}`);
}

/**
 * Runs a command to completion (builds), with its output in `<logDir>/<name>.log`.
 *
 * @throws if it exits non-zero; the message ends with its last log lines.
 */
export async function runToCompletion(
  spec: Omit<ServiceSpec, 'readiness' | 'timeoutMs'>,
  logDir: string,
): Promise<void> {
  await mkdir(logDir, { recursive: true });
  const logFile = path.join(logDir, `${spec.name}.log`);
  const log = createWriteStream(logFile, { flags: 'w' });
  const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${spec.name} failed (code ${code}).\n${tail(logFile, 40)}`);
}

/** Stops services in reverse start order: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopServices(services: RunningService[], graceMs = 10_000): Promise<void> {
  for (const service of [...services].reverse()) {
    const { child } = service;
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
}

async function isReady(readiness: Readiness): Promise<boolean> {
  if ('tcpPort' in readiness) return canConnect(readiness.tcpPort);
  try {
    const response = await fetch(readiness.httpUrl, { signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

function tail(file: string, lines = 25): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}
