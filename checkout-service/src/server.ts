import {
  createShutdown,
  type Draining,
  drainDelayMsFor,
  listenForMetrics,
  reportIdleConnectionLost,
  shutDownOnSignals,
} from '@outlet-shop/service-kit';
import nodemailer from 'nodemailer';
import { buildApp } from './app.ts';
import { createCmsCatalog } from './clients/catalog.ts';
import { createCmsOrders } from './clients/cms-orders.ts';
import { createPrizeClient } from './clients/prizes.ts';
import { createCmsShopSettings, settingFromEnvironment } from './clients/shop-setting.ts';
import { createCmsStock } from './clients/stock.ts';
import { createStripeClient } from './clients/stripe.ts';
import { loadConfig } from './config.ts';
import { migrate, openPool } from './database.ts';
import { createCheckoutMetrics } from './metrics/checkout-metrics.ts';
import { createOrderDocuments, supplierOf } from './tax-documents/order-documents.ts';

const config = loadConfig();
await migrate(config.CHECKOUT_DATABASE_URL);
const db = openPool(config, reportIdleConnectionLost);
const draining: Draining = { isDraining: false };
const metrics = createCheckoutMetrics(db);
// The shop setting's warnings go to the app's logger once it exists (the job worker may read the setting first).
const settingLog: { warn: (fields: object, message: string) => void } = {
  warn: (fields, message) => console.warn(message, fields),
};
const app = await buildApp(
  {
    config,
    db,
    catalog: createCmsCatalog(config.CMS_URL),
    prizes: createPrizeClient(config.PRIZE_URL, config.PRIZE_SERVICE_TOKEN),
    cmsOrders: createCmsOrders(config.CMS_URL, config.CMS_SERVICE_TOKEN),
    stock: createCmsStock(config.CMS_URL, config.CMS_SERVICE_TOKEN),
    documents: createOrderDocuments(supplierOf(config)),
    shopSettings: createCmsShopSettings({
      cmsUrl: config.CMS_URL,
      serviceToken: config.CMS_SERVICE_TOKEN,
      fallback: settingFromEnvironment(config),
      cacheMs: config.SHOP_SETTING_CACHE_MS,
      log: { warn: (fields: object, message: string) => settingLog.warn(fields, message) },
    }),
    stripe: createStripeClient(config),
    mailer: nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      // A development catcher (maildev) offers no TLS; a real relay is used with TLS when it offers it.
      ignoreTLS: config.NODE_ENV !== 'production' && !config.SMTP_SECURE,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS } : undefined,
    }),
  },
  {
    logger: { level: config.NODE_ENV === 'production' ? 'info' : 'debug' },
    creationsPerMinute: config.CHECKOUT_CREATIONS_PER_MINUTE,
    paymentChecksPerMinute: config.CHECKOUT_PAYMENT_CHECKS_PER_MINUTE,
    draining,
    metrics,
  },
);

settingLog.warn = (fields, message) => app.log.warn(fields, message);

// On SIGTERM (docs/operations.md "Shutdown"): /ready fails first; closing the app lets a request
// in flight finish and stops the job worker once its running jobs are done; then the pool. A job
// still queued (a confirmation mail the SMTP server refused, say) stays in graphile-worker's
// tables and runs after the next start: stopping never loses one.
const shutdown = createShutdown(app, draining, {
  drainDelayMs: drainDelayMsFor(config.NODE_ENV),
  closeResources: async () => {
    await metricsServer?.close();
    await db.end();
  },
});
shutDownOnSignals(shutdown);

// Prometheus's own port (docs/operations.md "Metrics and alerts"): the edge never serves it.
const metricsServer = await listenForMetrics(
  metrics.registry,
  config.CHECKOUT_METRICS_PORT,
  config.HOST,
  (message, error) => app.log.warn({ err: error }, message),
);
await app.listen({ port: config.CHECKOUT_PORT, host: config.HOST });
