import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CATALOGUE_CACHE } from '@outlet-shop/edge-rules';
import { DEFAULT_LISTING_SORT, LISTING_SORT_FIELDS, type ListingSort } from '@outlet-shop/shop-rules';
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
/**
 * The aims straight at Strapi (docs/performance.md, Aims), req/s: the uncached 60-product listing,
 * every other query shape the storefront or a shared link sends (uncached), the offers list
 * repeated; and the least share of its English twin's req/s an Arabic read may reach.
 */
const STRAPI_AIM = { uncachedListing: 500, otherShape: 300, cachedOffers: 3_000, arabicShare: 0.9 };
/** Orders a second the checkout places while the listings are read (a sale). */
const SALE_ORDERS_PER_SECOND = 10;
/** The scale seed's brand (cms/src/seed/scale-brand.ts), 2,000 products on the test stack. */
const SCALE_BRAND_TITLE = 'Scale Test Brand';
/** A listing search that matches part of the scale brand (its titles are `Scale Product 0001` …). */
const SEARCH_WORD = 'product 1';
/** Products on each listing page the bench asks for (the storefront asks 24; 60 is the heavier page). */
const LISTING_PAGE_SIZE = 60;

/**
 * A 60-product page of the scale brand's listing as the storefront asks for it (in stock first,
 * in `sort`'s order, everything populated), with `extra` query parameters. Each `counter` makes
 * another URL (`filters[id][$ne]`, unless `extra` makes the URL new itself).
 */
function listingPath(
  categoryId: number,
  counter: number,
  { sort = DEFAULT_LISTING_SORT, extra = '', isUrlNewByExtra = false }: ListingOptions = {},
): string {
  const sortParams = LISTING_SORT_FIELDS[sort].map((field, index) => `&sort[${index}]=${field}`).join('');
  const marker = isUrlNewByExtra ? '' : `&filters[id][$ne]=${1_000_000 + counter}`;
  return (
    `/api/products?populate=*${sortParams}&pagination[page]=1&pagination[pageSize]=${LISTING_PAGE_SIZE}` +
    `&filters[categories][id][$eq]=${categoryId}${extra}${marker}`
  );
}

interface ListingOptions {
  sort?: ListingSort;
  extra?: string;
  /** `extra` differs with each counter already, so no `filters[id][$ne]` is added. */
  isUrlNewByExtra?: boolean;
}

/** The cheapest-first 60-product page of the scale brand no cache can answer (a new URL each request). */
function uncachedListingPath(categoryId: number, counter: number): string {
  return listingPath(categoryId, counter);
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
 * the same 1 s cache) and against Strapi directly (answering from the catalogue); then the memory of each service.
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

/** One read straight at Strapi, and the aim that holds it (docs/performance.md, Aims). */
interface Read {
  name: string;
  /** The same URL every request (a string), or another URL each (`n` counts the requests). */
  path: string | ((counter: number) => string);
  /** Which aim holds it; an Arabic twin is held to {@link STRAPI_AIM}.arabicShare of its English read instead. */
  aim: ReadAim;
  /** The English read this is the Arabic (`&locale=ar`) of. */
  arabicOf?: string;
}

/** The aims a read straight at Strapi is held to, by their key in {@link STRAPI_AIM}. */
type ReadAim = 'uncachedListing' | 'otherShape' | 'cachedOffers';

/** What one read reached. */
interface Measured {
  read: Read;
  result: Load;
}

/** The sub-categories of the scale brand (`GET /api/sub-categories`, as the brand page asks). */
async function subCategoryIdsOf(cms: string, categoryId: number): Promise<number[]> {
  const answer = await fetch(`${cms}/api/sub-categories?filters[categories][id][$eq]=${categoryId}`);
  if (!answer.ok) throw new Error(`GET /api/sub-categories answered ${answer.status}`);
  return ((await answer.json()) as { data: { id: number }[] }).data.map((sub) => sub.id);
}

/**
 * The reads measured straight at Strapi, English before its Arabic twin: the offers list (the same
 * URL repeated, so a repeat may find each product's serialized view warm), the scale brand's
 * 60-product listing, and every other shape the storefront or a shared link sends (a price cap,
 * sub-categories, a title search, the other two orders), each request a new URL.
 */
async function straightReads(cms: string, categoryId: number): Promise<Read[]> {
  const arabic = (path: Read['path']): Read['path'] =>
    typeof path === 'string' ? `${path}&locale=ar` : (counter) => `${path(counter)}&locale=ar`;
  const listing = (counter: number) => uncachedListingPath(categoryId, counter);
  const [subCategoryId] = await subCategoryIdsOf(cms, categoryId);
  const subCategoryRead: Read = subCategoryId
    ? {
        name: `sub-category ${subCategoryId}, uncached`,
        path: (counter) =>
          listingPath(categoryId, counter, { extra: `&filters[sub_categories][id][$in][0]=${subCategoryId}` }),
        aim: 'otherShape',
      }
    : {
        name: 'dearest first (the brand has no sub-category), uncached',
        path: (counter) => listingPath(categoryId, counter, { sort: 'price:desc' }),
        aim: 'otherShape',
      };
  return [
    { name: 'offers list (cached)', path: OFFERS, aim: 'cachedOffers' },
    {
      name: 'offers list, Arabic (cached)',
      path: arabic(OFFERS),
      aim: 'cachedOffers',
      arabicOf: 'offers list (cached)',
    },
    { name: '60-product listing, uncached', path: listing, aim: 'uncachedListing' },
    {
      name: '60-product listing, Arabic, uncached',
      path: arabic(listing),
      aim: 'uncachedListing',
      arabicOf: '60-product listing, uncached',
    },
    {
      // The cap changes with every request (AED 25–44 and the counter's digits as decimals).
      name: 'price cap ≤ AED 25–44, uncached',
      path: (counter) =>
        listingPath(categoryId, counter, {
          extra: `&filters[price][$lte]=${25 + (counter % 20)}.${counter}`,
          isUrlNewByExtra: true,
        }),
      aim: 'otherShape',
    },
    subCategoryRead,
    {
      name: `title search "${SEARCH_WORD}", uncached`,
      path: (counter) =>
        listingPath(categoryId, counter, { extra: `&filters[title][$containsi]=${encodeURIComponent(SEARCH_WORD)}` }),
      aim: 'otherShape',
    },
    {
      name: 'newest first, uncached',
      path: (counter) => listingPath(categoryId, counter, { sort: 'newest' }),
      aim: 'otherShape',
    },
    {
      name: 'dearest first, uncached',
      path: (counter) => listingPath(categoryId, counter, { sort: 'price:desc' }),
      aim: 'otherShape',
    },
  ];
}

/** A URL no load asks for (its counter is past any run's requests). */
const PROBE_COUNTER = 9_999_999;

/**
 * How many products each read's URL matches (`meta.pagination.total`), asked once before any load;
 * throws when a read is refused or matches nothing, since an empty answer would measure nothing.
 */
async function matchedBy(cms: string, reads: Read[]): Promise<Map<string, number>> {
  const matched = new Map<string, number>();
  for (const read of reads) {
    const url = `${cms}${typeof read.path === 'string' ? read.path : read.path(PROBE_COUNTER)}`;
    const answer = await fetch(url);
    const body = (await answer.json().catch(() => ({}))) as {
      data?: unknown[];
      meta?: { pagination?: { total?: number } };
    };
    const total = body.meta?.pagination?.total ?? body.data?.length ?? 0;
    if (!answer.ok || total === 0)
      throw new Error(`${read.name}: ${url} answered ${answer.status} with ${total} products`);
    matched.set(read.name, total);
  }
  return matched;
}

/** The aim a measured read is held to, and whether it was met (`errors` fail any aim). */
function aimOf({ read, result }: Measured, all: Measured[]): { text: string; isMet: boolean } {
  if (read.arabicOf) {
    const english = all.find((each) => each.read.name === read.arabicOf)?.result.requestsPerSecond ?? 0;
    const ratio = english > 0 ? result.requestsPerSecond / english : 0;
    const isMet = result.failures === 0 && ratio >= STRAPI_AIM.arabicShare;
    return { text: `ratio ${ratio.toFixed(2)} of English, aim ≥ ${STRAPI_AIM.arabicShare}`, isMet };
  }
  const isMet = result.failures === 0 && result.requestsPerSecond >= STRAPI_AIM[read.aim];
  return { text: `aim ≥ ${STRAPI_AIM[read.aim].toLocaleString('en')} req/s`, isMet };
}

/** 50 connections for 10 s on each read in turn, one table row each as it ends. */
async function measure(cms: string, reads: Read[], matched: Map<string, number>, when: string): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const read of reads) {
    const result = typeof read.path === 'string' ? await load(`${cms}${read.path}`) : await load(cms, read.path);
    measured.push({ read, result });
    const ms = (value: number) => value.toFixed(1);
    const aim = aimOf(measured.at(-1) as Measured, measured);
    console.log(
      `| ${read.name} | ${when} (load ${await loadAverage()}) | ${matched.get(read.name) ?? 0} | ${result.requestsPerSecond} | ` +
        `${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p975)} | ${ms(result.p99)} | ${result.failures} | ` +
        `${aim.text}: ${aim.isMet ? 'met' : 'NOT met'} |`,
    );
  }
  return measured;
}

/** Each aim of docs/performance.md met or not, quiet and during the sale, as a table. */
function printAims(quiet: Measured[], sale: Measured[]): void {
  const verdict = (reads: Measured[], pick: (read: Read) => boolean) => {
    const held = reads.filter(({ read }) => pick(read));
    return held.every((each) => aimOf(each, reads).isMet) ? 'met' : 'NOT met';
  };
  const aims: [string, (read: Read) => boolean][] = [
    [
      `1. uncached 60-product listing ≥ ${STRAPI_AIM.uncachedListing} req/s`,
      (read) => !read.arabicOf && read.aim === 'uncachedListing',
    ],
    [`2. every other query, uncached, ≥ ${STRAPI_AIM.otherShape} req/s each`, (read) => read.aim === 'otherShape'],
    [
      `3. cached offers list ≥ ${STRAPI_AIM.cachedOffers.toLocaleString('en')} req/s`,
      (read) => !read.arabicOf && read.aim === 'cachedOffers',
    ],
    [`4. Arabic within ${Math.round((1 - STRAPI_AIM.arabicShare) * 100)} % of English`, (read) => !!read.arabicOf],
  ];
  console.log('\n| aim | quiet | during a sale |');
  console.log('|---|---|---|');
  for (const [aim, pick] of aims) console.log(`| ${aim} | ${verdict(quiet, pick)} | ${verdict(sale, pick)} |`);
  console.log(
    `| 5. the same during ${SALE_ORDERS_PER_SECOND} orders a second | — | ${aims.every(([, pick]) => verdict(sale, pick) === 'met') ? 'met' : 'NOT met'} |`,
  );
}

/**
 * Straight at Strapi, quiet and during a sale: every read of {@link straightReads} alone, then
 * again while the open-loop checkout places {@link SALE_ORDERS_PER_SECOND} orders a second (each
 * order holds pieces, which changes the availability the listings show); then the checkout's own
 * figures during those reads, and each aim met or not.
 */
async function saleRows(context: BenchContext): Promise<void> {
  const { cms } = context.urls;
  const categories = await fetch(`${cms}/api/categories?filters[title][$eq]=${encodeURIComponent(SCALE_BRAND_TITLE)}`);
  const categoryId = ((await categories.json()) as { data: { id: number }[] }).data[0]?.id;
  if (!categoryId) throw new Error(`no category "${SCALE_BRAND_TITLE}" (CMS_SEED_SCALE_PRODUCTS)`);
  const reads = await straightReads(cms, categoryId);
  const matched = await matchedBy(cms, reads);
  console.log(`\nStraight at Strapi, quiet and while the checkout places ${SALE_ORDERS_PER_SECOND} orders a second:\n`);
  console.log('| read | while | products matched | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | errors | aim |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const quiet = await measure(cms, reads, matched, 'quiet');
  // The reads run inside the checkout's measured rate, after its restock, idle reading and warm-up.
  const readsSeconds = reads.length * (DURATION_S + 1) + 2;
  let measuring = () => {};
  const started = new Promise<void>((resolve) => {
    measuring = resolve;
  });
  const checkout = runCheckoutSteps(context, [SALE_ORDERS_PER_SECOND], readsSeconds, measuring);
  await started;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const sale = await measure(cms, reads, matched, `${SALE_ORDERS_PER_SECOND} orders/s`);
  console.log(`\nThe checkout during those reads:\n`);
  printCheckoutRuns(await checkout);
  printAims(quiet, sale);
}

/**
 * Catalogue throughput: the edge, the origin and Strapi's catalogue (`BENCH_CATALOGUE_ROWS=sale`
 * skips them), then straight at Strapi quiet and during a sale, with each aim met or not.
 */
const bench: Benchmark = {
  title: `Catalogue throughput (${CONNECTIONS} connections, ${DURATION_S} s each)`,
  async run(context) {
    if (process.env.BENCH_CATALOGUE_ROWS !== 'sale') await throughputRows(context);
    await saleRows(context);
  },
};

export default bench;
