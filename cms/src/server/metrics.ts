import {
  createServiceMetrics,
  listenForMetrics,
  type MetricsServer,
  type PoolUse,
  type RowsQuery,
  registerJobQueueGauges,
  registerPoolGauges,
  type ServiceMetrics,
  scrapeQuery,
  shareCollect,
  UNMATCHED_ROUTE,
} from '@outlet-shop/service-kit/metrics';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { Counter, Gauge } from 'prom-client';

/**
 * The CMS's metrics (docs/operations.md "Metrics and alerts"): one registry per process with the
 * kit's HTTP and Node metrics, the response cache's hits and misses, failed media reads and writes,
 * and, read at scrape time, the database pool, the job queue, the stock holds open and the enquiry
 * mails given up.
 */
export const cmsMetrics: ServiceMetrics = createServiceMetrics();

/** A public catalogue read the response cache answered (`result="hit"`) or read from the database (`miss`). */
export const responseCacheReads = new Counter({
  name: 'outlet_cms_response_cache_reads_total',
  help: 'Catalogue reads the CMS response cache answered (hit) or passed to the database (miss).',
  labelNames: ['result'] as const,
  registers: [cmsMetrics.registry],
});

/**
 * A media file that could not be read (`operation="read"`: `/uploads/*` answered 5xx, the disk or the
 * bucket failing) or written (`write`: an upload route answered 5xx).
 */
export const mediaFailures = new Counter({
  name: 'outlet_cms_media_failures_total',
  help: 'Media reads (/uploads/*) and writes (upload routes) that failed with a 5xx: the media disk or bucket.',
  labelNames: ['operation'] as const,
  registers: [cmsMetrics.registry],
});

/**
 * koa-router's pattern of the route that answered (`/api/products/:id`), when one did; Strapi's
 * catch-all of unknown paths (`([^/]*)`, no leading slash) is no route.
 */
function matchedRoute(ctx: Context): string | undefined {
  const route = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
  return typeof route === 'string' && route.startsWith('/') ? route : undefined;
}

/**
 * The route label of a CMS answer: `catalogue` for the anonymous catalogue reads answered ahead of
 * Strapi's router (the catalogue's, the response cache's), else koa-router's pattern, else
 * `/uploads/*`, `/admin/*` (the admin panel's files) or `unmatched`: never the raw path.
 */
export function routeLabel(ctx: Context): string {
  if (ctx.state.responseCache || ctx.state.catalogueFreshForMs !== undefined) return 'catalogue';
  const route = matchedRoute(ctx);
  if (route) return route;
  if (ctx.path.startsWith('/uploads/')) return '/uploads/*';
  if (ctx.path === '/admin' || ctx.path.startsWith('/admin/')) return '/admin/*';
  return UNMATCHED_ROUTE;
}

/** knex's pool (tarn) as the kit's {@link PoolUse}; zeros before the pool exists. */
function knexPoolUse(strapi: Core.Strapi): () => PoolUse {
  return () => {
    const pool = (strapi.db?.connection as unknown as { client?: { pool?: TarnPool } } | undefined)?.client?.pool;
    if (!pool) return { total: 0, idle: 0, waiting: 0 };
    const idle = pool.numFree();
    return { total: pool.numUsed() + idle, idle, waiting: pool.numPendingAcquires() };
  };
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** Open stock holds (decision 046): one cheap count on the partial index of held rows. */
const OPEN_HOLDS_SQL = `SELECT count(DISTINCT order_reference) AS orders, coalesce(sum(quantity), 0) AS pieces
  FROM stock_holds WHERE status = 'held'`;

/**
 * Enquiry mails given up: an enquiry's row is its mails' job (decision 032), so a given-up routed
 * mail or acknowledgement leaves no job in graphile_worker and is counted here instead.
 */
const ENQUIRY_MAILS_GIVEN_UP_SQL = `SELECT count(*) FILTER (WHERE mail_status = 'failed') AS routed,
  count(*) FILTER (WHERE ack_status = 'failed') AS acknowledgement FROM enquiries`;

/** `strapi.db.connection.raw` as the kit's {@link RowsQuery} (knex's pg answer carries `rows`). */
function knexRows(strapi: Core.Strapi): RowsQuery {
  return async (sql) => (await strapi.db.connection.raw(sql)) as { rows: Record<string, unknown>[] };
}

/**
 * The scrape-time gauges on this Strapi's database: its pool (`pool="cms"`), the job queue and the
 * stock holds open (`outlet_stock_holds_open`, orders holding pieces; `outlet_stock_held_pieces`).
 */
function registerDatabaseGauges(strapi: Core.Strapi): void {
  const { registry } = cmsMetrics;
  registerPoolGauges(registry, 'cms', knexPoolUse(strapi));
  const rows = knexRows(strapi);
  registerJobQueueGauges(registry, rows);
  const holds = new Gauge({
    name: 'outlet_stock_holds_open',
    help: 'Orders holding pieces for an open checkout (stock holds with status held).',
    registers: [registry],
  });
  const pieces = new Gauge({
    name: 'outlet_stock_held_pieces',
    help: 'Pieces held for open checkouts, all products together.',
    registers: [registry],
  });
  const refresh = scrapeQuery(
    registry,
    'stock_holds',
    [holds, pieces],
    () => rows(OPEN_HOLDS_SQL),
    (answer) => {
      holds.set(Number(answer.rows[0]?.orders ?? 0));
      pieces.set(Number(answer.rows[0]?.pieces ?? 0));
    },
  );
  shareCollect(registry, [holds, pieces], refresh);
  registerEnquiryMailGauge(rows);
}

/** `outlet_cms_enquiry_mails_given_up{mail="routed"|"acknowledgement"}`, read at scrape time. */
function registerEnquiryMailGauge(rows: RowsQuery): void {
  const { registry } = cmsMetrics;
  const givenUp = new Gauge({
    name: 'outlet_cms_enquiry_mails_given_up',
    help: "Enquiries whose routed mail or acknowledgement gave up after every attempt (the enquiry's row is its job).",
    labelNames: ['mail'] as const,
    registers: [registry],
  });
  const refresh = scrapeQuery(
    registry,
    'enquiry_mails',
    [givenUp],
    () => rows(ENQUIRY_MAILS_GIVEN_UP_SQL),
    (answer) => {
      givenUp.set({ mail: 'routed' }, Number(answer.rows[0]?.routed ?? 0));
      givenUp.set({ mail: 'acknowledgement' }, Number(answer.rows[0]?.acknowledgement ?? 0));
    },
  );
  shareCollect(registry, [givenUp], refresh);
}

let server: MetricsServer | undefined;

/**
 * Starts the CMS's metrics listener on `shop.metricsPort` of the server's host (0: off; a port
 * already taken is logged and the CMS runs on without it) after registering the database gauges.
 * Bootstrap calls it once the database is ready.
 */
export async function startMetrics(strapi: Core.Strapi): Promise<void> {
  if (!cmsMetrics.registry.getSingleMetric('outlet_db_pool_connections')) registerDatabaseGauges(strapi);
  const port = strapi.config.get<number>('shop.metricsPort');
  const host = strapi.config.get<string>('server.host');
  server = await listenForMetrics(cmsMetrics.registry, port, host, (message, error) =>
    strapi.log.warn(`${message} (${(error as Error).message})`),
  );
}

/** Closes the metrics listener (Strapi's destroy). */
export async function stopMetrics(): Promise<void> {
  const running = server;
  server = undefined;
  await running?.close();
}
