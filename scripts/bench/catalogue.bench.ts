import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CATALOGUE_CACHE } from '@outlet-shop/edge-rules';
import autocannon from 'autocannon';
import { ROOT } from '../stack/config.ts';
import { NGINX_BIN, startEdge } from '../stack/edge.ts';
import { TEST_PORTS } from '../stack/test-profile.ts';
import type { Benchmark } from './run.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;

/** The speed aim for the offers list through `npm start`'s origin (docs/performance.md, Aims). */
const AIM = { requestsPerSecond: 2_000, p975Ms: 50 };

const OFFERS = '/api/products?populate=*&filters[type][$eq]=offers&sort=price:asc';
const PRODUCT_PAGE = '/api/products?filters[id][$eq]=1&populate=*';

interface Load {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  failures: number;
}

function percentile(sortedMs: number[], share: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor(sortedMs.length * share))] ?? 0;
}

/** 50 connections for 10 s on `url`; percentiles over every response time (ms). */
async function load(url: string): Promise<Load> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p975: percentile(times, 0.975),
    p99: percentile(times, 0.99),
    failures: result.errors + result.non2xx,
  };
}

/** Resident memory of a process and its children, MB (Linux /proc). */
async function rssMb(pid: number | undefined): Promise<string> {
  if (!pid) return '—';
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN);
  return Number.isNaN(kb) ? '—' : (kb / 1024).toFixed(0);
}

/**
 * Catalogue throughput: requests/s and p50/p95/p97.5/p99 latency at 50
 * connections for 10 s, for the offers list and a product page, through the production nginx edge
 * (when Debian's nginx is installed), through `npm start`'s web origin (web-origin: the same rules,
 * the same 1 s cache) and against Strapi directly (answering from its response cache); then the memory of each service.
 */
const bench: Benchmark = {
  title: `Catalogue throughput (${CONNECTIONS} connections, ${DURATION_S} s each)`,
  async run({ urls, stack }) {
    const edge = NGINX_BIN
      ? await startEdge({
          cmsPort: TEST_PORTS.cms,
          checkoutPort: TEST_PORTS.checkout,
          prizePort: TEST_PORTS.prize,
          webDist: path.join(ROOT, 'web', 'dist'),
        })
      : null;
    try {
      const cache = `${CATALOGUE_CACHE.freshSeconds} s cache`;
      const nodeOrigin = `web-origin of \`npm start\` (${cache})`;
      const origins: [string, string][] = [
        ...(edge ? ([[`nginx edge (${cache})`, edge.url]] as [string, string][]) : []),
        [nodeOrigin, urls.web],
        ['Strapi directly', urls.cms],
      ];
      let offersThroughOrigin: Load | undefined;
      console.log('| read | through | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | errors |');
      console.log('|---|---|---|---|---|---|---|---|');
      for (const [name, pathAndQuery] of [
        ['offers list', OFFERS],
        ['product page', PRODUCT_PAGE],
      ] as const) {
        for (const [through, origin] of origins) {
          const result = await load(`${origin}${pathAndQuery}`);
          if (pathAndQuery === OFFERS && through === nodeOrigin) offersThroughOrigin = result;
          const ms = (value: number) => value.toFixed(1);
          console.log(
            `| ${name} | ${through} | ${result.requestsPerSecond} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p975)} | ${ms(result.p99)} | ${result.failures} |`,
          );
        }
      }
      if (offersThroughOrigin) {
        const { requestsPerSecond, p975 } = offersThroughOrigin;
        const isMet = requestsPerSecond >= AIM.requestsPerSecond && p975 <= AIM.p975Ms;
        console.log(
          `\nOffers list through \`npm start\`'s origin: ${requestsPerSecond} req/s, p97.5 ${p975.toFixed(1)} ms ` +
            `(aim ≥ ${AIM.requestsPerSecond} req/s, p97.5 ≤ ${AIM.p975Ms} ms: ${isMet ? 'met' : 'NOT met'})`,
        );
      }
      console.log('');
      console.log('| service | RSS MB after the load |');
      console.log('|---|---|');
      for (const service of stack.services) console.log(`| ${service.name} | ${await rssMb(service.child.pid)} |`);
      if (!edge) console.log('\n(nginx not installed: the edge was not measured)');
    } finally {
      await edge?.stop();
    }
  },
};

export default bench;
