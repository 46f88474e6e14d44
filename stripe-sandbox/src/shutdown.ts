import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Set once shutdown begins; `GET /ready` answers 503 while `isDraining` is true. */
export interface Draining {
  isDraining: boolean;
}

/**
 * The sandbox's graceful shutdown (SIGTERM/SIGINT; docs/operations.md "Shutdown"), returned as
 * a function that runs once (later calls get the first call's promise):
 * 1. `draining.isDraining = true`: `/ready` answers 503 `service_unavailable`; every other
 *    route keeps answering for `drainDelayMs` ms.
 * 2. `app.close()`: no new connections; a request in flight (a session being created, a card
 *    being confirmed) finishes with its normal answer; pending webhook retries are cancelled.
 * Sessions live in memory and are gone after the stop, as documented for the sandbox.
 */
export function createShutdown(
  app: FastifyInstance,
  draining: Draining,
  options: { drainDelayMs: number },
): (signal: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  return (signal) => {
    closing ??= (async () => {
      draining.isDraining = true;
      app.log.info({ signal, drainDelayMs: options.drainDelayMs }, 'shutting down: draining');
      await sleep(options.drainDelayMs);
      await app.close();
    })();
    return closing;
  };
}
