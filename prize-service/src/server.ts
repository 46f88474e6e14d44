import {
  createShutdown,
  type Draining,
  drainDelayMsFor,
  listenForMetrics,
  reportIdleConnectionLost,
  shutDownOnSignals,
} from '@outlet-shop/service-kit';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate, openPool } from './database.ts';
import { createPrizeMetrics } from './metrics.ts';
import { seedSampleCodes } from './seed.ts';

const config = loadConfig();
await migrate(config.PRIZE_DATABASE_URL);
const db = openPool(config, reportIdleConnectionLost);
const draining: Draining = { isDraining: false };
const metrics = createPrizeMetrics(db);
const app = await buildApp(
  { config, db },
  { logger: { level: config.NODE_ENV === 'production' ? 'info' : 'debug' }, draining, metrics },
);
// Prometheus's own port (docs/operations.md "Metrics and alerts"): the edge never serves it.
const metricsServer = await listenForMetrics(
  metrics.registry,
  config.PRIZE_METRICS_PORT,
  config.HOST,
  (message, error) => app.log.warn({ err: error }, message),
);
if (config.NODE_ENV !== 'production') {
  const inserted = await seedSampleCodes(db);
  if (inserted > 0) app.log.info({ inserted }, 'sample prize codes seeded');
}

// On SIGTERM: /ready fails first, a code check or redemption in flight finishes, closing the app
// closes the Redis rate-limit store, then the pool (docs/operations.md "Shutdown").
const shutdown = createShutdown(app, draining, {
  drainDelayMs: drainDelayMsFor(config.NODE_ENV),
  closeResources: async () => {
    await metricsServer?.close();
    await db.end();
  },
});
shutDownOnSignals(shutdown);

await app.listen({ port: config.PRIZE_PORT, host: config.HOST });
