import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { errorBody } from './error-body.ts';
import type { Draining } from './shutdown.ts';

/** One thing `/ready` looks at: `run` resolves when it answers and rejects when it does not. */
export interface ReadinessCheck {
  run: () => Promise<unknown>;
  /** False: reported in `checks` but never makes the service unready (default true). */
  isRequired?: boolean;
}

/** What a check reported: `ok`, or `unreachable` when `run` rejected. */
export type CheckResult = 'ok' | 'unreachable';

/** The service's probes: its name for messages, shutdown's flag and what makes it ready. */
export interface ProbeOptions {
  /** As it appears in messages: "checkout service", "prize service", "Stripe sandbox". */
  serviceName: string;
  /** Shutdown's flag (see `createShutdown`): while set, `/ready` answers 503. */
  draining?: Draining;
  /** By name, reported as `checks.<name>`, e.g. `{ database: databaseCheck(db) }`. */
  checks?: Record<string, ReadinessCheck>;
}

/** A required check that `pool` answers `SELECT 1` (pg gives up connecting after the pool's timeout). */
export function databaseCheck(pool: pg.Pool): ReadinessCheck {
  return { run: () => pool.query('SELECT 1') };
}

/**
 * A check that `GET url` answers 2xx within `timeoutMs` (default 2000 ms). Optional by default:
 * another service being down is reported, while this one still answers with a clear error.
 */
export function httpCheck(
  url: URL | string,
  options: { timeoutMs?: number; isRequired?: boolean } = {},
): ReadinessCheck {
  return {
    isRequired: options.isRequired ?? false,
    run: async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 2000) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    },
  };
}

/**
 * Adds the two probes every service answers the same way (docs/api.md "Operations"):
 * - `GET /health` → 200 `{ status: 'ok' }` while the process runs;
 * - `GET /ready` → 200 `{ status: 'ready', checks: { <name>: 'ok' | 'unreachable' } }` when every
 *   required check passes; else 503 `{ error: { code: 'service_unavailable', message, details: { checks } } }`;
 *   while draining 503 `{ error: { code: 'service_unavailable', message } }` without running checks.
 */
export function installProbes(app: FastifyInstance, options: ProbeOptions): void {
  const checks = Object.entries(options.checks ?? {});
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    if (options.draining?.isDraining) {
      const message = `The ${options.serviceName} is shutting down`;
      return reply.status(503).send(errorBody('service_unavailable', message));
    }
    const results = await Promise.all(
      checks.map(async ([name, check]) => {
        const result: CheckResult = await check.run().then(
          () => 'ok',
          () => 'unreachable',
        );
        return { name, result, isFailing: result !== 'ok' && check.isRequired !== false };
      }),
    );
    const reported = Object.fromEntries(results.map(({ name, result }) => [name, result]));
    const failing = results.filter((entry) => entry.isFailing).map((entry) => entry.name);
    if (failing.length === 0) return { status: 'ready', checks: reported };
    const message = `The ${options.serviceName} is not ready: ${failing.join(', ')} unreachable`;
    return reply.status(503).send(errorBody('service_unavailable', message, { checks: reported }));
  });
}
