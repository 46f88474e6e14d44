import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadStackConfig, type StackConfig } from '../stack/config.ts';
import { type RunningStack, startStack } from '../stack/stack.ts';
import { TEST_OVERRIDES, TEST_PORTS } from '../stack/test-profile.ts';

/** What every benchmark receives: the running shop on the test ports. */
export interface BenchContext {
  urls: { web: string; cms: string; checkout: string; prize: string; mailCatcher: string };
  stack: RunningStack;
  /** The embedded PostgreSQL's data folder (its `postmaster.pid` names the server's process). */
  postgresDataDir: string;
  /** The stack's settings, for starting more replicas beside it (`startReplica`). */
  config: StackConfig;
}

/** A benchmark module under `scripts/bench/*.bench.ts`: prints its own table to stdout. */
export interface Benchmark {
  title: string;
  run(context: BenchContext): Promise<void>;
}

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * `npm run bench [-- name …]`: starts the whole shop once on the test ports with fresh data,
 * runs every `*.bench.ts` here (or only those named), prints their figures, stops the shop.
 */
async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const files = (await readdir(BENCH_DIR))
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => wanted.length === 0 || wanted.includes(file.replace(/\.bench\.ts$/, '')))
    .sort();
  if (files.length === 0) throw new Error(`No benchmark matches ${wanted.join(', ')}`);

  const config = loadStackConfig(TEST_OVERRIDES, 'test');
  const stack = await startStack(config, (message) => {
    console.error(`[stack] ${message} …`);
    return () => console.error(`[stack] ✓ ${message}`);
  });
  const context: BenchContext = {
    urls: {
      web: `http://localhost:${TEST_PORTS.web}`,
      cms: `http://localhost:${TEST_PORTS.cms}`,
      checkout: `http://localhost:${TEST_PORTS.checkout}`,
      prize: `http://localhost:${TEST_PORTS.prize}`,
      mailCatcher: `http://localhost:${TEST_PORTS.maildevWeb}`,
    },
    stack,
    postgresDataDir: config.postgresDataDir,
    config,
  };
  try {
    for (const file of files) {
      const { default: bench } = (await import(pathToFileURL(path.join(BENCH_DIR, file)).href)) as {
        default: Benchmark;
      };
      console.log(`\n## ${bench.title}\n`);
      await bench.run(context);
    }
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
