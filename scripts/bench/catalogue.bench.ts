import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CATALOGUE_CACHE } from '@outlet-shop/edge-rules';
import autocannon from 'autocannon';
import { ROOT } from '../stack/config.ts';
import { NGINX_BIN, startEdge } from '../stack/edge.ts';
import { TEST_PORTS } from '../stack/test-profile.ts';
import { printCheckoutRuns } from './load/checkout-report.ts';
import { runCheckoutSteps } from './load/checkout-steps.ts';
import { loadAverage } from './load/process-cpu.ts';
import type { BenchContext, Benchmark } from './run.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;

/** The speed aim for the offers list through `npm start`'s origin (docs/performance.md, Aims). */
const AIM = { requestsPerSecond: 2_000, p975Ms: 50 };

const OFFERS = '/api/products?populate=*&filters[type][$eq]=offers&sort=price:asc';
const PRODUCT_PAGE = '/api/products?filters[id][$eq]=1&populate=*';
/** The aims straight at Strapi: the cached offers list, and a 60-product listing the cache cannot answer. */
const STRAPI_AIM = { cachedOffers: 1_500, uncachedListing: 300 };
/** Orders a second the checkout places while the listings are read (a sale). */
const SALE_ORDERS_PER_SECOND = 10;
/** The scale seed's brand (cms/src/seed/scale-brand.ts), 2,000 products on the test stack. */
const SCALE_BRAND_TITLE = 'Scale Test Brand';

/**
 * A 60-product page of the scale brand's listing as the storefront asks for it (in stock first,
 * cheapest first, everything populated), each request with another URL (`filters[id][$ne]`), so
 * none is answered from a cache.
 */
function uncachedListingPath(categoryId: number, counter: number): string {
  return (
    `/api/products?populate=*&sort[0]=outofstock:asc&sort[1]=price:asc&sort[2]=id:asc&pagination[page]=1` +
    `&pagination[pageSize]=60&filters[categories][id][$eq]=${categoryId}&filters[id][$ne]=${1_000_000 + counter}`
  );
}

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

/**
 * 50 connections for 10 s on `url`; percentiles over every response time (ms). With `pathFor`, each
 * request asks for `pathFor(n)` instead (n counts the requests).
 */
async function load(url: string, pathFor?: (counter: number) => string): Promise<Load> {
  const times: number[] = [];
  let counter = 0;
  const requests = pathFor
    ? { requests: [{ setupRequest: (request: object) => ({ ...request, path: pathFor(counter++) }) }] }
    : {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: DURATION_S, ...(requests as { requests?: autocannon.Request[] }) },
      (error, done) => (error ? reject(error) : resolve(done)),
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
async function throughputRows({ urls, stack }: BenchContext): Promise<void> {
  {
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
  }
}

const row = (read: string, when: string, result: Load) =>
  console.log(
    `| ${read} | ${when} | ${result.requestsPerSecond} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p975.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.failures} |`,
  );

/**
 * Straight at Strapi, quiet and during a sale: the cached offers list and a 60-product listing
 * page no cache can answer, alone, then again while the open-loop checkout places
 * {@link SALE_ORDERS_PER_SECOND} orders a second (each order holds pieces, which changes the
 * availability the listings show); then the checkout's own figures during those reads.
 */
async function saleRows(context: BenchContext): Promise<void> {
  const { cms } = context.urls;
  const categories = await fetch(`${cms}/api/categories?filters[title][$eq]=${encodeURIComponent(SCALE_BRAND_TITLE)}`);
  const categoryId = ((await categories.json()) as { data: { id: number }[] }).data[0]?.id;
  if (!categoryId) throw new Error(`no category "${SCALE_BRAND_TITLE}" (CMS_SEED_SCALE_PRODUCTS)`);
  const listing = (counter: number) => uncachedListingPath(categoryId, counter);
  console.log(`\nStraight at Strapi, quiet and while the checkout places ${SALE_ORDERS_PER_SECOND} orders a second:\n`);
  console.log('| read | while | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  const quiet = { offers: await load(`${cms}${OFFERS}`), listing: await load(cms, listing) };
  row('offers list (cached)', `quiet (load ${await loadAverage()})`, quiet.offers);
  row('60-product listing, uncached', `quiet (load ${await loadAverage()})`, quiet.listing);
  // The reads run inside the checkout's measured rate, after its restock, idle reading and warm-up.
  const readsSeconds = 2 * DURATION_S + 2;
  let measuring = () => {};
  const started = new Promise<void>((resolve) => {
    measuring = resolve;
  });
  const checkout = runCheckoutSteps(context, [SALE_ORDERS_PER_SECOND], readsSeconds, measuring);
  await started;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const sale = { offers: await load(`${cms}${OFFERS}`), listing: await load(cms, listing) };
  const during = `${SALE_ORDERS_PER_SECOND} orders/s (load ${await loadAverage()})`;
  row('offers list (cached)', during, sale.offers);
  row('60-product listing, uncached', during, sale.listing);
  console.log(`\nThe checkout during those reads:\n`);
  printCheckoutRuns(await checkout);
  const met = (value: number, aim: number) => `${value} req/s (aim ≥ ${aim}: ${value >= aim ? 'met' : 'NOT met'})`;
  console.log(
    `\nStraight at Strapi, quiet: offers list ${met(quiet.offers.requestsPerSecond, STRAPI_AIM.cachedOffers)}; ` +
      `60-product listing uncached ${met(quiet.listing.requestsPerSecond, STRAPI_AIM.uncachedListing)}`,
  );
}

/**
 * Catalogue throughput: the edge, the origin and Strapi's cache (`BENCH_CATALOGUE_ROWS=sale` skips
 * them), then straight at Strapi quiet and during a sale.
 */
const bench: Benchmark = {
  title: `Catalogue throughput (${CONNECTIONS} connections, ${DURATION_S} s each)`,
  async run(context) {
    if (process.env.BENCH_CATALOGUE_ROWS !== 'sale') await throughputRows(context);
    await saleRows(context);
  },
};

export default bench;
