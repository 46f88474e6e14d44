import { createShutdown, type Draining, drainDelayMsFor, shutDownOnSignals } from '@outlet-shop/service-kit';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp(config, { logger: { level: config.WEB_LOG_LEVEL } });

// On SIGTERM: requests in flight finish (an upload, a payment call), then the connections to the
// services close. Nothing to drain: there is no readiness probe; in containers, where it is the
// renderer behind nginx (web-render), nginx answers the shell while it is gone (decision 051).
const draining: Draining = { isDraining: false };
const shutdown = createShutdown(app, draining, { drainDelayMs: drainDelayMsFor(config.NODE_ENV) });
shutDownOnSignals(shutdown);

await app.listen({ port: config.WEB_PORT, host: config.HOST });
