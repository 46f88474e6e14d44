import {
  createServiceMetrics,
  createShutdown,
  type Draining,
  drainDelayMsFor,
  listenForMetrics,
  shutDownOnSignals,
} from '@outlet-shop/service-kit';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const metrics = createServiceMetrics();
const app = await buildApp(config, { logger: { level: config.WEB_LOG_LEVEL }, metrics });
// Prometheus's own port (docs/operations.md "Metrics and alerts"): the edge never serves it.
const metricsServer = await listenForMetrics(metrics.registry, config.WEB_METRICS_PORT, config.HOST, (message, error) =>
  app.log.warn({ err: error }, message),
);

// On SIGTERM: requests in flight finish (an upload, a payment call), then the connections to the
// services close. Nothing to drain: there is no readiness probe; in containers, where it is the
// renderer behind nginx (web-render), nginx answers the shell while it is gone (decision 051).
const draining: Draining = { isDraining: false };
const shutdown = createShutdown(app, draining, {
  drainDelayMs: drainDelayMsFor(config.NODE_ENV),
  closeResources: async () => {
    await metricsServer?.close();
  },
});
shutDownOnSignals(shutdown);

await app.listen({ port: config.WEB_PORT, host: config.HOST });
