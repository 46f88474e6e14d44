import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Benchmark } from './run.ts';

/** The pages issue 3 measures: home, a brand listing, a product page. */
const PAGES = ['/', '/products/1', '/product/1'];
const RUNS = 5;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
];

function chromePath(): string | undefined {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? path : undefined;
}

/** Gzip size (bytes) of every script the page loaded, fetched again and compressed here. */
async function scriptGzipBytes(lhr: Result): Promise<number> {
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
    ?.items;
  const scripts = (requests ?? []).filter((request) => request.resourceType === 'Script');
  let total = 0;
  for (const script of scripts) total += gzipSync(Buffer.from(await (await fetch(script.url)).arrayBuffer())).length;
  return total;
}

/** One Lighthouse run with its default mobile settings (Moto G Power, slow 4G, 4× CPU; simulated). */
async function runOnce(url: string, port: number): Promise<Result> {
  const answer = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (answer.lhr.runtimeError) throw new Error(`${url}: ${answer.lhr.runtimeError.message}`);
  return answer.lhr;
}

const ms = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/**
 * Storefront speed (issue 3 quality bars): Lighthouse 12, mobile settings, median of 5 runs per
 * page on the built SPA of the test stack. Prints performance score, FCP, LCP, TBT, CLS and the
 * JavaScript the page loaded (KB gzip).
 */
const bench: Benchmark = {
  title: 'Storefront (Lighthouse, mobile, median of 5)',
  async run({ urls }) {
    const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
    try {
      // One warm-up load, so the CMS's first-query costs are not counted against the first page.
      await runOnce(`${urls.web}/`, chrome.port);
      console.log('| page | performance | FCP s | LCP s | TBT ms | CLS | JS loaded (KB gzip) |');
      console.log('|---|---|---|---|---|---|---|');
      for (const page of PAGES) {
        const runs: Result[] = [];
        for (let index = 0; index < RUNS; index += 1) runs.push(await runOnce(`${urls.web}${page}`, chrome.port));
        const median = computeMedianRun(runs);
        const score = Math.round((median.categories.performance?.score ?? 0) * 100);
        const jsKb = (await scriptGzipBytes(median)) / 1024;
        console.log(
          `| \`${page}\` | ${score} | ${(ms(median, 'first-contentful-paint') / 1000).toFixed(2)} | ${(
            ms(median, 'largest-contentful-paint') / 1000
          ).toFixed(2)} | ${Math.round(ms(median, 'total-blocking-time'))} | ${ms(
            median,
            'cumulative-layout-shift',
          ).toFixed(3)} | ${jsKb.toFixed(1)} |`,
        );
      }
    } finally {
      chrome.kill();
    }
  },
};

export default bench;
