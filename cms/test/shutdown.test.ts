import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/stack/ports.ts';
import { createTestDatabase } from '../../scripts/test/database.ts';
import { canConnect, slowRequest } from '../../scripts/test/slow-request.ts';
import { compile } from './strapi-harness';

const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Boots Strapi as `strapi start` does (without the admin panel), in its own process so that
// SIGTERM reaches the CMS's own handler rather than the test runner.
const BOOT = `
const { createStrapi } = require('@strapi/strapi');
createStrapi({ appDir: process.cwd(), distDir: process.env.TEST_DIST_DIR, autoReload: false, serveAdminPanel: false })
  .start()
  .then(() => console.log('CMS READY'));
`;

let scratch: string;
let drop: () => Promise<void>;
let child: ChildProcess;
let port: number;
const logs: string[] = [];

beforeAll(async () => {
  await mkdir(path.join(CMS_DIR, '.data'), { recursive: true });
  scratch = await mkdtemp(path.join(CMS_DIR, '.data', 'shutdown-test-'));
  await mkdir(path.join(scratch, 'public', 'uploads'), { recursive: true });
  await compile(path.join(scratch, 'dist'));
  const database = await createTestDatabase('cms_shutdown');
  drop = database.drop;
  port = await findFreePort();
  child = spawn(process.execPath, ['-e', BOOT], {
    cwd: CMS_DIR,
    env: {
      ...process.env,
      // Not 'test': the graceful shutdown handler is installed as in production.
      NODE_ENV: 'development',
      TEST_DIST_DIR: path.join(scratch, 'dist'),
      CMS_DATABASE_URL: database.url,
      CMS_PORT: String(port),
      HOST: '127.0.0.1',
      CMS_PUBLIC_DIR: path.join(scratch, 'public'),
      CMS_PRIVATE_DIR: path.join(scratch, 'private'),
      CMS_SEED_CATALOGUE: 'false',
      SMTP_PORT: String(await findFreePort()),
      STRAPI_TELEMETRY_DISABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr?.on('data', (chunk) => logs.push(String(chunk)));
  for (let waited = 0; !logs.join('').includes('CMS READY'); waited += 200) {
    if (child.exitCode !== null || waited > 180_000) throw new Error(`CMS did not start:\n${logs.join('')}`);
    await sleep(200);
  }
});

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await drop?.();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('CMS graceful shutdown', () => {
  it('lets an in-flight request finish, refuses new connections, then exits 0', async () => {
    const enquiry = JSON.stringify({
      email: 'visitor@example.com',
      phone: '+971 50 123 4567',
      inqCountry: 'United Arab Emirates',
      department: 'General inquiries',
      message: 'Sent while the CMS shuts down',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const inFlight = slowRequest(
      port,
      { method: 'POST', path: '/api/auth/register', headers: { 'Content-Type': 'application/json' } },
      enquiry,
    );
    await sleep(300);
    child.kill('SIGTERM');
    await sleep(500);
    expect(await canConnect(port)).toBe(false);

    const answer = await inFlight.finish();
    expect(answer, logs.join('').slice(-3000)).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await exited).toBe(0);
  });
});
