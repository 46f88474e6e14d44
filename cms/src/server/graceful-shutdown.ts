import type { Core } from '@strapi/strapi';

/** Shared with `GET /api/ready`: true once shutdown has begun (readiness answers 503). */
export const lifecycle = { draining: false };

/**
 * Graceful shutdown for `strapi start` (Strapi's own handler destroys the server at once,
 * cutting in-flight requests): on
 * SIGTERM/SIGINT `/api/ready` turns 503, the HTTP server stops accepting connections and
 * closes idle keep-alive ones, in-flight requests finish (at most `timeoutMs`, then exit 1),
 * then Strapi is destroyed (knex pool closed) and the process exits 0.
 */
export function handleShutdownSignals(strapi: Core.Strapi, timeoutMs = 10_000): void {
  const shutdown = (signal: string) => {
    if (lifecycle.draining) return;
    lifecycle.draining = true;
    strapi.log.info(`${signal}: draining in-flight requests (at most ${timeoutMs} ms)`);
    setTimeout(() => {
      strapi.log.error('in-flight requests did not finish in time, exiting');
      process.exit(1);
    }, timeoutMs).unref();
    const server = strapi.server.httpServer;
    server.close(async () => {
      try {
        await strapi.destroy();
        process.exit(0);
      } catch (error) {
        strapi.log.error(`shutdown failed: ${String(error)}`);
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  // createStrapi() registered its own handlers, which destroy Strapi at once (cutting
  // in-flight requests): ours replace them.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
