import {
  createShutdown,
  type Draining,
  drainDelayMsFor,
  reportIdleConnectionLost,
  shutDownOnSignals,
} from '@outlet-shop/service-kit';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate, openPool } from './database.ts';
import { seedSampleCodes } from './seed.ts';

const config = loadConfig();
await migrate(config.PRIZE_DATABASE_URL);
const db = openPool(config, reportIdleConnectionLost);
const draining: Draining = { isDraining: false };
const app = await buildApp(
  { config, db },
  { logger: { level: config.NODE_ENV === 'production' ? 'info' : 'debug' }, draining },
);
if (config.NODE_ENV !== 'production') {
  const inserted = await seedSampleCodes(db);
  if (inserted > 0) app.log.info({ inserted }, 'sample prize codes seeded');
}

// On SIGTERM: /ready fails first, a code check or redemption in flight finishes, closing the app
// closes the Redis rate-limit store, then the pool (docs/operations.md "Shutdown").
const shutdown = createShutdown(app, draining, {
  drainDelayMs: drainDelayMsFor(config.NODE_ENV),
  closeResources: () => db.end(),
});
shutDownOnSignals(shutdown);

await app.listen({ port: config.PRIZE_PORT, host: config.HOST });
