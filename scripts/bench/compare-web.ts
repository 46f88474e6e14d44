import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { loadStackConfig } from '../stack/config.ts';
import { startStack } from '../stack/stack.ts';
import { TEST_OVERRIDES, TEST_PORTS } from '../stack/test-profile.ts';
import { CHROME_FLAGS, chromePath, ms, runOnce } from './web.bench.ts';

/*
 * `npm run bench:compare -- <build A> <build B> [--pages /,/ar] [--rounds 7]`: two builds of the
 * storefront (each a `vite build --outDir <dir>` of web/) measured by Lighthouse on the same running
 * test stack, alternating A and B every round, so both see the same machine. One `npm run bench:web`
 * per build is not enough to tell a change of 1–3 points: two runs of the same code differ by that
 * much (docs/performance.md). Prints, per build and page, the median and mean of the score and the
 * medians of LCP, FCP and TBT (ms).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_DIST = path.join(ROOT, 'web', 'dist');

interface Sample {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Serves `build` from web/dist: web-origin reads its files on each request. */
function serve(build: string): void {
  rmSync(WEB_DIST, { recursive: true, force: true });
  cpSync(build, WEB_DIST, { recursive: true });
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { pages: { type: 'string', default: '/,/ar' }, rounds: { type: 'string', default: '7' } },
  });
  const builds = positionals.map((build) => path.resolve(build));
  if (builds.length !== 2 || !builds.every((build) => existsSync(path.join(build, 'index.html')))) {
    throw new Error('Usage: npm run bench:compare -- <build A> <build B> [--pages /,/ar] [--rounds 7]');
  }
  const pages = values.pages.split(',');
  const rounds = Number(values.rounds);

  const stack = await startStack(loadStackConfig(TEST_OVERRIDES, 'test'), (message) => {
    console.error(`[stack] ${message} …`);
    return () => console.error(`[stack] ✓ ${message}`);
  });
  // The stack's own build, put back at the end.
  const own = `${WEB_DIST}.own`;
  rmSync(own, { recursive: true, force: true });
  renameSync(WEB_DIST, own);
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
  const samples = new Map<string, Sample[]>();
  try {
    const web = `http://localhost:${TEST_PORTS.web}`;
    serve(builds[0] ?? '');
    await runOnce(`${web}/`, chrome.port); // warm-up, not counted
    for (let round = 1; round <= rounds; round += 1) {
      for (const [index, build] of builds.entries()) {
        serve(build);
        for (const page of pages) {
          const lhr = await runOnce(`${web}${page}`, chrome.port);
          const sample = {
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcpMs: ms(lhr, 'largest-contentful-paint'),
            fcpMs: ms(lhr, 'first-contentful-paint'),
            tbtMs: ms(lhr, 'total-blocking-time'),
          };
          const key = `${'AB'[index]} ${page}`;
          samples.set(key, [...(samples.get(key) ?? []), sample]);
          console.error(`round ${round}/${rounds} ${key}: ${sample.score}, LCP ${Math.round(sample.lcpMs)} ms`);
        }
      }
    }
  } finally {
    chrome.kill();
    rmSync(WEB_DIST, { recursive: true, force: true });
    renameSync(own, WEB_DIST);
    await stack.stop();
  }
  console.log(`A: ${builds[0]}\nB: ${builds[1]}\n${rounds} rounds, A and B alternating\n`);
  console.log('| build | page | score median | score mean | LCP ms | FCP ms | TBT ms |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [key, runs] of samples) {
    const [build, page] = key.split(' ');
    const of = (field: keyof Sample) => runs.map((run) => run[field]);
    console.log(
      `| ${build} | \`${page}\` | ${median(of('score'))} | ${mean(of('score')).toFixed(1)} | ` +
        `${Math.round(median(of('lcpMs')))} | ${Math.round(median(of('fcpMs')))} | ${Math.round(median(of('tbtMs')))} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
