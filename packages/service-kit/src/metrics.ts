import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What every Node service of the shop measures the same way (docs/operations.md "Metrics and
 * alerts", docs/decisions/105): one prom-client registry per service with Node's default metrics
 * (`process_*`, `nodejs_*`), the HTTP requests by route pattern and status class, and gauges read at
 * scrape time. An entry of its own (`@outlet-shop/service-kit/metrics`): prom-client and
 * node:http only, so the CMS's Koa loads it without fastify.
 */

/** Latency buckets of `outlet_http_request_duration_seconds`, seconds: 5 ms to 10 s. */
export const HTTP_DURATION_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched (a 404, a refused path): one value, never the raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A request's method as a label: one of the seven HTTP methods the shop answers, else `other`. */
export function methodLabel(method: string): string {
  const upper = method.toUpperCase();
  return KNOWN_METHODS.has(upper) ? upper : 'other';
}

/** A status code's class as a label: `2xx` … `5xx` (`1xx` … `5xx`; anything else `other`). */
export function statusClass(statusCode: number): string {
  return statusCode >= 100 && statusCode < 600 ? `${Math.floor(statusCode / 100)}xx` : 'other';
}

/** One answered request, as the HTTP metrics record it. */
export interface AnsweredRequest {
  method: string;
  /** The route's pattern (`/v1/orders/:reference`), never the raw URL; {@link UNMATCHED_ROUTE} when none matched. */
  route: string;
  statusCode: number;
  /** From the request's arrival to the answer's end, seconds. */
  durationSeconds: number;
}

/** A service's registry and its HTTP metrics. */
export interface ServiceMetrics {
  registry: Registry;
  /** Counts one answered request in `outlet_http_requests_total`, its duration, and a 5xx in `outlet_http_request_errors_total`. */
  recordRequest(request: AnsweredRequest): void;
}

/**
 * A new registry for one service: Node's default metrics and the HTTP metrics
 * `outlet_http_requests_total{method,route,status_class}`,
 * `outlet_http_request_duration_seconds{method,route,status_class}` (histogram, seconds) and
 * `outlet_http_request_errors_total{method,route}` (answers 500–599). Prometheus adds `job` and
 * `instance`, so the service is not a label here.
 */
export function createServiceMetrics(): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'outlet_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'outlet_http_request_duration_seconds',
    help: 'Time from a request to its answer, seconds, by method, route pattern and status class.',
    labelNames,
    buckets: HTTP_DURATION_BUCKETS_SECONDS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'outlet_http_request_errors_total',
    help: 'HTTP requests answered 5xx, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  return {
    registry,
    recordRequest({ method, route, statusCode, durationSeconds }) {
      const labels = { method: methodLabel(method), route, status_class: statusClass(statusCode) };
      requests.inc(labels);
      duration.observe(labels, durationSeconds);
      if (statusCode >= 500 && statusCode < 600) errors.inc({ method: labels.method, route });
    },
  };
}

/** A connection pool's use at one moment: connections open, idle ones, callers waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** pg's pool as {@link PoolUse} (`totalCount`, `idleCount`, `waitingCount`). */
export function pgPoolUse(pool: { totalCount: number; idleCount: number; waitingCount: number }): () => PoolUse {
  return () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
}

/**
 * Gauges of a database pool read at scrape time: `outlet_db_pool_connections{pool}` (open),
 * `outlet_db_pool_idle_connections{pool}` and `outlet_db_pool_waiting_clients{pool}` (callers
 * waiting for a connection: the pool is too small or the database slow). `use` must not block.
 */
export function registerPoolGauges(registry: Registry, pool: string, use: () => PoolUse): void {
  const gauge = (name: string, help: string, read: (now: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        this.set({ pool }, read(use()));
      },
    });
  gauge('outlet_db_pool_connections', 'Connections the database pool holds open.', (now) => now.total);
  gauge('outlet_db_pool_idle_connections', 'Open connections of the database pool no one uses.', (now) => now.idle);
  gauge(
    'outlet_db_pool_waiting_clients',
    'Callers waiting for a connection of the database pool.',
    (now) => now.waiting,
  );
}

/** How long a scrape-time query may take before its gauges are left empty for that scrape, ms. */
export const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

/** `work` within `ms`, else rejects (the query itself is left to its pool's timeouts). */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Each registry's scrape-time reads ({@link shareCollect}), which its failure counter waits for. */
const scrapeReads = new WeakMap<Registry, Set<() => Promise<void>>>();

/**
 * The counter of scrape-time queries that failed or took longer than {@link SCRAPE_QUERY_TIMEOUT_MS}
 * (`outlet_scrape_query_failures_total{query}`): their gauges are left without a value for that
 * scrape, and the same scrape shows the failure (the counter waits for the registry's reads).
 */
function queryFailures(registry: Registry): Counter<'query'> {
  const existing = registry.getSingleMetric('outlet_scrape_query_failures_total');
  if (existing) return existing as Counter<'query'>;
  return new Counter({
    name: 'outlet_scrape_query_failures_total',
    help: 'Scrape-time database queries that failed or timed out; their gauges had no value in that scrape.',
    labelNames: ['query'] as const,
    registers: [registry],
    async collect() {
      await Promise.all([...(scrapeReads.get(registry) ?? [])].map((read) => read()));
    },
  });
}

/**
 * Runs `read` at each scrape (bounded by {@link SCRAPE_QUERY_TIMEOUT_MS}) and hands its answer to
 * `apply`; when it fails (the database down) every gauge in `gauges` is emptied and
 * `outlet_scrape_query_failures_total{query}` counts it. Never throws, so the scrape still answers.
 */
export function scrapeQuery<T>(
  registry: Registry,
  query: string,
  gauges: readonly Gauge<string>[],
  read: () => Promise<T>,
  apply: (answer: T) => void,
): () => Promise<void> {
  const failures = queryFailures(registry);
  return async () => {
    try {
      const answer = await within(read(), SCRAPE_QUERY_TIMEOUT_MS);
      for (const gauge of gauges) gauge.reset();
      apply(answer);
    } catch {
      for (const gauge of gauges) gauge.reset();
      failures.inc({ query });
    }
  };
}

/** A metrics listener: its port (the one asked for, or the one given for 0 in tests) and `close()`. */
export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Listens on `port` of `host` and answers `GET /metrics` with `registry`'s metrics in Prometheus's
 * text format (anything else 404). A port of its own that the edge never serves, so only the
 * compose network or the cluster reaches it. Resolves once listening.
 * @throws the listen error (the port taken) as the promise's rejection.
 */
export function startMetricsServer(registry: Registry, port: number, host: string): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** Runs one SQL statement and returns its rows: a pg pool's `query`, or knex's `raw` adapted. */
export type RowsQuery = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * The jobs of graphile-worker's queue by task, one statement per scrape: waiting (due now, not
 * running), failed (failed at least once, waiting for the retry policy's next attempt: their payload
 * counts `attempt`) and given up (every attempt used; they stay in `graphile_worker.jobs`). Read from
 * its private tables because the public view has no payload (graphile-worker 0.16).
 */
export const JOB_QUEUE_SQL = `
SELECT t.identifier AS task,
  count(*) FILTER (WHERE j.attempts < j.max_attempts AND j.run_at <= now() AND j.locked_at IS NULL) AS waiting,
  count(*) FILTER (WHERE j.attempts < j.max_attempts AND j.payload->>'attempt' IS NOT NULL) AS failed,
  count(*) FILTER (WHERE j.attempts >= j.max_attempts) AS given_up
FROM graphile_worker._private_jobs j
JOIN graphile_worker._private_tasks t ON t.id = j.task_id
GROUP BY t.identifier`;

/** A mail job by its task's name (`order-confirmation-mail`, `enquiry-mail`, …). */
export function isMailTask(task: string): boolean {
  return task.endsWith('-mail');
}

/**
 * Gauges of the job queue read at scrape time with {@link JOB_QUEUE_SQL}: `outlet_jobs_waiting{task}`,
 * `outlet_jobs_failed{task}`, `outlet_jobs_given_up{task}` and, of the mail tasks only,
 * `outlet_mails_given_up{task}`. Every replica reads the same queue, so alerts take `max`, not `sum`.
 * Empty for a scrape when the database does not answer (never throws).
 */
export function registerJobQueueGauges(registry: Registry, query: RowsQuery): void {
  const gauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['task'] as const, registers: [registry] });
  const waiting = gauge('outlet_jobs_waiting', 'Jobs due now and not yet running, by task.');
  const failed = gauge('outlet_jobs_failed', 'Jobs that failed and wait for their next attempt, by task.');
  const givenUp = gauge(
    'outlet_jobs_given_up',
    'Jobs given up after every attempt, kept in graphile_worker.jobs, by task.',
  );
  const mailsGivenUp = gauge(
    'outlet_mails_given_up',
    'Mail jobs given up after every attempt: a mail nobody got, by task.',
  );
  const refresh = scrapeQuery(
    registry,
    'job_queue',
    [waiting, failed, givenUp, mailsGivenUp],
    () => query(JOB_QUEUE_SQL),
    ({ rows }) => {
      for (const row of rows) {
        const task = String(row.task);
        waiting.set({ task }, Number(row.waiting));
        failed.set({ task }, Number(row.failed));
        givenUp.set({ task }, Number(row.given_up));
        if (isMailTask(task)) mailsGivenUp.set({ task }, Number(row.given_up));
      }
    },
  );
  shareCollect(registry, [waiting, failed, givenUp, mailsGivenUp], refresh);
}

/**
 * Has each gauge's `collect` (prom-client calls them all at once in a scrape) await one run of
 * `refresh`, so a scrape reads the database once and every gauge shows that reading.
 */
export function shareCollect(registry: Registry, gauges: readonly Gauge<string>[], refresh: () => Promise<void>): void {
  let running: Promise<void> | undefined;
  const collect = () => {
    running ??= refresh().finally(() => {
      running = undefined;
    });
    return running;
  };
  for (const gauge of gauges) (gauge as unknown as { collect: () => Promise<void> }).collect = collect;
  const reads = scrapeReads.get(registry) ?? new Set();
  reads.add(collect);
  scrapeReads.set(registry, reads);
}

/**
 * A service's metrics listener as its server starts it: none at `port` 0 (metrics off); a port
 * that cannot be had (another process holds it, as a second stack on one machine would) is logged
 * with `warn` and the service runs on without metrics (Prometheus's `up == 0` alert names it),
 * never stopped by its metrics.
 */
export async function listenForMetrics(
  registry: Registry,
  port: number,
  host: string,
  warn: (message: string, error: unknown) => void,
): Promise<MetricsServer | undefined> {
  if (port === 0) return undefined;
  try {
    return await startMetricsServer(registry, port, host);
  } catch (error) {
    warn(`metrics listener could not listen on ${host}:${port}; running without metrics`, error);
    return undefined;
  }
}
