import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Core } from '@strapi/strapi';
import { findFreePort } from '../../scripts/stack/ports.ts';
import { createTestDatabase } from '../../scripts/test/database.ts';

const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(CMS_DIR, 'package.json'));

/** A Strapi CMS booted in the test process on its own empty database and a free port. */
export interface TestCms {
  strapi: Core.Strapi;
  url: string;
  privateDir: string;
  publicDir: string;
  stop(): Promise<void>;
}

/** Compiles the CMS's TypeScript into a scratch folder (never the `dist/` the shop runs from). */
export async function compile(outDir: string): Promise<void> {
  const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
  await promisify(execFile)(
    process.execPath,
    [tsc, '-p', 'tsconfig.json', '--outDir', outDir, '--incremental', 'false'],
    {
      cwd: CMS_DIR,
    },
  );
}

/**
 * Boots the real CMS (config, content types, routes, bootstrap) with `env` added to its
 * environment; the catalogue seed is skipped, the enquiry routing table is seeded.
 */
export async function startTestCms(env: Record<string, string> = {}): Promise<TestCms> {
  // Inside cms/ (CommonJS scope, node_modules reachable), like the real dist/; git-ignored.
  await mkdir(path.join(CMS_DIR, '.data'), { recursive: true });
  const scratch = await mkdtemp(path.join(CMS_DIR, '.data', 'service-test-'));
  const distDir = path.join(scratch, 'dist');
  const database = await createTestDatabase('cms');
  const port = await findFreePort();
  const privateDir = path.join(scratch, 'private');
  Object.assign(process.env, {
    NODE_ENV: 'test',
    CMS_DATABASE_URL: database.url,
    CMS_PORT: String(port),
    HOST: '127.0.0.1',
    CMS_PUBLIC_DIR: path.join(scratch, 'public'),
    CMS_PRIVATE_DIR: privateDir,
    CMS_SEED_CATALOGUE: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...env,
  });
  await mkdir(path.join(scratch, 'public', 'uploads'), { recursive: true });
  await compile(distDir);
  const { createStrapi } = require('@strapi/strapi') as typeof import('@strapi/strapi');
  const strapi = createStrapi({ appDir: CMS_DIR, distDir, autoReload: false, serveAdminPanel: false });
  strapi.log.level = 'error';
  const stop = async () => {
    // Strapi's destroy() ends with process.removeAllListeners(), which would cut the test
    // worker's own channel to vitest: keep the listeners for that call.
    const removeAll = process.removeAllListeners;
    process.removeAllListeners = () => process;
    try {
      await strapi.destroy();
    } finally {
      process.removeAllListeners = removeAll;
    }
    await database.drop();
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    // What `strapi.start()` does, except that a failure throws here instead of exiting the process.
    await strapi.load();
    await strapi.listen();
  } catch (error) {
    // A CMS that refuses to start (a test of its settings) leaves no database or folder behind.
    await stop().catch(() => undefined);
    throw error;
  }
  return { strapi, url: `http://127.0.0.1:${port}`, privateDir, publicDir: path.join(scratch, 'public'), stop };
}
