import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { findChromium, thisMachine } from '../test/test-tools.ts';
import type { Benchmark } from './run.ts';

/**
 * The pages measured: home, a brand listing, a product page, contact and an information page (the
 * server renders them all, docs/decisions/051, 081); and the same in Arabic (decision 048).
 */
const PAGES = ['/', '/products/1', '/product/1', '/contact', '/about'];
const ARABIC_PAGES = PAGES.map((page) => (page === '/' ? '/ar' : `/ar${page}`));
/** The Arabic gap (docs/performance.md, Aims): an Arabic page scores within this many points of its English page. */
const ARABIC_SCORE_GAP = 2;
const RUNS = 5;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export const CHROME_FLAGS = [
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

/** The Chromium the journeys use (`CHROMIUM_PATH`, Debian's, Playwright's); undefined: chrome-launcher's own search. */
export function chromePath(): string | undefined {
  return findChromium(thisMachine()).path;
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

/** One Lighthouse run with its default mobile settings (Moto G Power, slow 4G, 4× CPU; simulated): performance and SEO. */
export async function runOnce(url: string, port: number): Promise<Result> {
  const answer = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
  });
  if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (answer.lhr.runtimeError) throw new Error(`${url}: ${answer.lhr.runtimeError.message}`);
  return answer.lhr;
}

export const ms = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The storefront's bars (docs/performance.md, Aims); the bench names each page that misses one. */
const BARS = { score: 90, lcpMs: 2500, cls: 0.05, jsKb: 150 };

/** The speed aims for every page (docs/performance.md, Aims): performance, LCP, CLS, first page's JS, and SEO. */
const AIMS = { score: 98, lcpMs: 1800, cls: 0.02, jsKb: 138, seo: 100 };

/** Where the LCP's time went: TTFB, load delay (until the LCP resource starts), load time, render delay; ms. */
type LcpPhases = [number, number, number, number];

interface PageFigures {
  page: string;
  lcpPhases: LcpPhases | null;
  lcpElement: string;
  score: number;
  /** Lighthouse's SEO score of the median run (titles, descriptions, status codes, hreflang, canonical, robots.txt). */
  seo: number;
  /** The SEO audits the median run failed (their ids), so a score below 100 names its cause. */
  seoFailed: string[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

/** The phases of the median run's LCP and its element, from Lighthouse's `largest-contentful-paint-element` audit. */
function lcpOf(lhr: Result): { phases: LcpPhases | null; element: string } {
  const tables = (lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)?.items;
  const [elementTable, phaseTable] = (tables ?? []) as { items?: Record<string, unknown>[] }[];
  const node = elementTable?.items?.[0]?.node as { snippet?: string } | undefined;
  const timings = (phaseTable?.items ?? []).map((item) => Number(item.timing));
  return {
    phases: timings.length === 4 ? (timings as LcpPhases) : null,
    element: (node?.snippet ?? '—').replaceAll('|', '\\|').slice(0, 80),
  };
}

async function measurePage(web: string, page: string, port: number): Promise<PageFigures> {
  const runs: Result[] = [];
  for (let index = 0; index < RUNS; index += 1) runs.push(await runOnce(`${web}${page}`, port));
  const median = computeMedianRun(runs);
  const lcp = lcpOf(median);
  return {
    page,
    lcpPhases: lcp.phases,
    lcpElement: lcp.element,
    score: Math.round((median.categories.performance?.score ?? 0) * 100),
    seo: Math.round((median.categories.seo?.score ?? 0) * 100),
    seoFailed: ((median.categories.seo?.auditRefs ?? []) as { id: string; weight: number }[])
      .filter((ref) => ref.weight > 0 && (median.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
    fcpMs: ms(median, 'first-contentful-paint'),
    lcpMs: ms(median, 'largest-contentful-paint'),
    tbtMs: ms(median, 'total-blocking-time'),
    cls: ms(median, 'cumulative-layout-shift'),
    jsKb: (await scriptGzipBytes(median)) / 1024,
  };
}

function missedBars(f: PageFigures, bars: typeof BARS & { seo?: number }): string[] {
  const misses: string[] = [];
  if (bars.seo !== undefined && f.seo < bars.seo)
    misses.push(`${f.page}: SEO ${f.seo} < ${bars.seo} (${f.seoFailed.join(', ')})`);
  if (f.score < bars.score) misses.push(`${f.page}: performance ${f.score} < ${bars.score}`);
  if (f.lcpMs > bars.lcpMs) misses.push(`${f.page}: LCP > ${bars.lcpMs / 1000} s`);
  if (f.cls > bars.cls) misses.push(`${f.page}: CLS > ${bars.cls}`);
  if (f.jsKb > bars.jsKb) misses.push(`${f.page}: JS > ${bars.jsKb} KB gzip`);
  return misses;
}

/**
 * Storefront speed: Lighthouse 12, mobile settings, median of 5 runs per page on the built SPA of
 * the test stack, in English and in Arabic. Prints performance and SEO scores, FCP, LCP, TBT, CLS and the
 * JavaScript the page loaded (KB gzip), each Arabic page's gap to its English page, then the bars
 * and the speed aims any page misses.
 */
const bench: Benchmark = {
  title: 'Storefront (Lighthouse, mobile, median of 5)',
  async run({ urls }) {
    const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
    try {
      // One warm-up load, so the CMS's first-query costs are not counted against the first page.
      await runOnce(`${urls.web}/`, chrome.port);
      console.log('| page | performance | SEO | FCP s | LCP s | TBT ms | CLS | JS loaded (KB gzip) |');
      console.log('|---|---|---|---|---|---|---|---|');
      const misses: string[] = [];
      const aimsMissed: string[] = [];
      const measured: PageFigures[] = [];
      const scores = new Map<string, number>();
      for (const page of [...PAGES, ...ARABIC_PAGES]) {
        const f = await measurePage(urls.web, page, chrome.port);
        measured.push(f);
        console.log(
          `| \`${f.page}\` | ${f.score} | ${f.seo} | ${(f.fcpMs / 1000).toFixed(2)} | ${(f.lcpMs / 1000).toFixed(2)} | ` +
            `${Math.round(f.tbtMs)} | ${f.cls.toFixed(3)} | ${f.jsKb.toFixed(1)} |`,
        );
        misses.push(...missedBars(f, BARS));
        aimsMissed.push(...missedBars(f, AIMS));
        scores.set(f.page, f.score);
      }
      console.log("\nWhere the median run's LCP went (ms): TTFB, load delay, load time, render delay; its element.\n");
      console.log('| page | TTFB | load delay | load time | render delay | LCP element |');
      console.log('|---|---|---|---|---|---|');
      for (const f of measured) {
        const phases = f.lcpPhases?.map((phase) => Math.round(phase).toString()) ?? ['—', '—', '—', '—'];
        console.log(`| \`${f.page}\` | ${phases.join(' | ')} | \`${f.lcpElement}\` |`);
      }
      PAGES.forEach((page, index) => {
        const arabic = ARABIC_PAGES[index] ?? page;
        const gap = (scores.get(page) ?? 0) - (scores.get(arabic) ?? 0);
        console.log(`${arabic} vs ${page}: ${gap > 0 ? '-' : '+'}${Math.abs(gap)} points`);
        if (gap > ARABIC_SCORE_GAP) misses.push(`${arabic}: ${gap} points below ${page}`);
      });
      console.log(misses.length === 0 ? '\nEvery page meets the bars.' : `\nMissed bars: ${misses.join('; ')}`);
      console.log(
        aimsMissed.length === 0
          ? 'Every page meets the aims (performance ≥ 98, LCP ≤ 1.8 s, CLS ≤ 0.02, JS ≤ 138 KB gzip, SEO 100).'
          : `Aims missed: ${aimsMissed.join('; ')}`,
      );
    } finally {
      chrome.kill();
    }
  },
};

export default bench;
