import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Set once shutdown begins; `GET /ready` answers 503 while `isDraining` is true. */
export interface Draining {
  isDraining: boolean;
}

/** How long to stay up unready before closing (ms) and what to close after the app. */
export interface ShutdownOptions {
  /** Time for the orchestrator to see `/ready` fail and stop routing here, ms (0 in development). */
  drainDelayMs: number;
  /** Closed after the app, e.g. the database pool. */
  closeResources?: () => Promise<void>;
}

/**
 * How long a service stays up unready before closing, ms: 5 s in production, where Kubernetes
 * keeps routing to a terminating pod until it sees `/ready` fail; 0 elsewhere.
 */
export function drainDelayMsFor(nodeEnv: string): number {
  return nodeEnv === 'production' ? 5_000 : 0;
}

/**
 * A service's graceful shutdown (SIGTERM/SIGINT; docs/operations.md "Shutdown"), returned as a
 * function that runs once (later calls get the first call's promise):
 * 1. `draining.isDraining = true`: `/ready` answers 503 `service_unavailable`; every other route
 *    keeps answering for `drainDelayMs` ms, so traffic moves away without errors.
 * 2. `app.close()`: no new connections; a request in flight finishes with its normal answer
 *    (`Connection: close`); the app's `onClose` hooks stop its background work.
 * 3. `closeResources()`, if given.
 */
export function createShutdown(
  app: FastifyInstance,
  draining: Draining,
  options: ShutdownOptions,
): (signal: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  return (signal) => {
    closing ??= (async () => {
      draining.isDraining = true;
      app.log.info({ signal, drainDelayMs: options.drainDelayMs }, 'shutting down: draining');
      await sleep(options.drainDelayMs);
      await app.close();
      await options.closeResources?.();
    })();
    return closing;
  };
}

/** Runs `shutdown` on the first SIGINT or SIGTERM, then exits the process with 0. */
export function shutDownOnSignals(shutdown: (signal: string) => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void shutdown(signal).then(() => process.exit(0)));
  }
}
