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
 * Makes `app.close()` end its connections as their requests end. Node 20's `server.close()`
 * closes only the keep-alive connections idle at that moment; a request in flight then is
 * answered with `Connection: keep-alive`, and the close waits for that connection's keep-alive
 * timeout (Fastify's 72 s), past Compose's and Kubernetes's stop grace period, while the
 * proxy in front may still send it a request the closing app answers 503. From `preClose` on,
 * every answer says `Connection: close`, so the client opens its next request elsewhere and the
 * close ends when the last request in flight is answered.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
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
