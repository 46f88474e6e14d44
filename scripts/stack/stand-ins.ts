import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEBIAN_REDIS_SERVER } from '../test/test-tools.ts';
import { findFreePort } from './ports.ts';

/**
 * Local stand-ins for what several CMS replicas share in production (docs/decisions/086): Debian's
 * `redis-server` for `REDIS_URL` and `s3rver` (npm) for the S3 buckets. Tests start them when their
 * settings are absent; each runs on a free loopback port in a temporary folder, gone when stopped.
 */

/** A running stand-in: its address and how to stop it. */
export interface StandIn {
  url: string;
  stop(): Promise<void>;
}

/** Waits until `port` on loopback takes a connection, or throws after `timeoutMs`. */
async function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const net = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before listening on ${port}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts `redis-server` on a free loopback port, without persistence; `url` is its `redis://` URL.
 * Throws naming the package when the program is missing.
 */
export async function startRedisStandIn(env: NodeJS.ProcessEnv = process.env): Promise<StandIn> {
  const program = env.REDIS_SERVER_PATH || DEBIAN_REDIS_SERVER;
  const port = await findFreePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'outlet-redis-'));
  const child = spawn(
    program,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const spawned = new Promise<void>((_resolve, reject) =>
    child.once('error', (error) =>
      reject(new Error(`${program} did not start (${error.message}): apt-get install redis-server`)),
    ),
  );
  await Promise.race([waitForPort(port, child), spawned]);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The credentials s3rver accepts (its own fixed pair). */
export const S3_STAND_IN_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

/**
 * Starts s3rver in this process on a free loopback port with `buckets` made, keeping objects in a
 * temporary folder; `url` is the endpoint for `S3_ENDPOINT` (path-style) and `S3_ACCESS_KEY_ID` /
 * `S3_SECRET_ACCESS_KEY` are {@link S3_STAND_IN_CREDENTIALS}. It does not enforce ACLs: a stand-in
 * for development and tests on loopback only.
 */
export async function startS3StandIn(buckets: string[]): Promise<StandIn> {
  const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverInstance;
  const dir = await mkdtemp(path.join(tmpdir(), 'outlet-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
