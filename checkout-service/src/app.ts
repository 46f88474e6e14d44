import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { createServiceApp, type Draining, databaseCheck, httpCheck, installProbes } from '@outlet-shop/service-kit';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type pg from 'pg';
import type { Catalog } from './clients/catalog.ts';
import type { CmsOrders } from './clients/cms-orders.ts';
import type { Prizes } from './clients/prizes.ts';
import type { StripeGateway } from './clients/stripe.ts';
import type { Config } from './config.ts';
import { type FulfilmentDeps, startSideEffectRetry } from './fulfilment.ts';
import { createMailOutbox, type MailTransport } from './mail-outbox.ts';
import { enterRequestContext } from './request-context.ts';
import { checkoutSessionRoutes } from './routes/checkout-sessions.ts';
import { configRoutes } from './routes/config.ts';
import { orderRoutes } from './routes/orders.ts';
import { stripeWebhookRoutes } from './routes/stripe-webhook.ts';

/** Everything the app talks to; tests pass fakes for the CMS, prize service and Stripe. */
export interface Dependencies {
  config: Config;
  db: pg.Pool;
  catalog: Catalog;
  prizes: Prizes;
  cmsOrders: CmsOrders;
  stripe: StripeGateway;
  /** SMTP for the order confirmation mails (nodemailer transporter in production). */
  mailer: MailTransport;
}

/** The dependencies as routes see them, with fulfilment's wiring. */
export interface AppDeps extends Dependencies {
  fulfilment: FulfilmentDeps;
  /** Route config limiting creations per client address (@fastify/rate-limit). */
  creationLimit: { rateLimit: { max: number; timeWindow: number } };
}

/**
 * Options beyond the dependencies: Fastify's logger, the side-effect retry interval (ms)
 * and how many order/session creations one client address may make per minute.
 */
export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  retryIntervalMs?: number;
  creationsPerMinute?: number;
  /** How often the confirmation mail outbox looks for due mails, ms (default ORDER_MAIL_INTERVAL_MS). */
  mailIntervalMs?: number;
  /** Shutdown's flag (see `createShutdown`): while set, `/ready` answers 503. */
  draining?: Draining;
}

/**
 * Builds the checkout service (docs/architecture.md 3, 4, 6; docs/api.md checkout-service) without
 * listening. Closing the app stops the retry loop; the pool belongs to the caller.
 */
export async function buildApp(dependencies: Dependencies, options: AppOptions = {}): Promise<FastifyInstance> {
  // The shopper's address for the per-client limits: exactly TRUSTED_PROXY_HOPS hops trusted.
  const app = createServiceApp({
    logger: options.logger,
    bodyLimit: 1_048_576,
    trustedProxyHops: dependencies.config.TRUSTED_PROXY_HOPS,
  });
  // Calls this request makes to the CMS and the prize service carry its id (request-context.ts).
  app.addHook('onRequest', async (request) => {
    enterRequestContext(request.id);
  });
  const { config } = dependencies;
  const mailOutbox = createMailOutbox({
    db: dependencies.db,
    transport: dependencies.mailer,
    log: app.log,
    from: config.MAIL_FROM,
    shopUrl: config.PUBLIC_WEB_URL,
    retryBaseMs: config.ORDER_MAIL_RETRY_BASE_MS,
  });
  const fulfilment: FulfilmentDeps = {
    db: dependencies.db,
    prizes: dependencies.prizes,
    cmsOrders: dependencies.cmsOrders,
    brand: config.SHOP_BRAND,
    log: app.log,
    mailOutbox,
    pendingMails: new Set(),
  };
  // Generous: behind the one-origin proxy many shoppers may share an address.
  const creationLimit = { rateLimit: { max: options.creationsPerMinute ?? 120, timeWindow: 60_000 } };
  const deps: AppDeps = { ...dependencies, fulfilment, creationLimit };

  await app.register(cors, { origin: [dependencies.config.PUBLIC_WEB_URL], credentials: true });
  await app.register(rateLimit, { global: false });

  // The CMS is reported but does not make the service unready: without it checkout still
  // answers, with a clear 503 `catalog_unavailable` per request.
  installProbes(app, {
    serviceName: 'checkout service',
    draining: options.draining,
    checks: { database: databaseCheck(dependencies.db), cms: httpCheck(new URL('/_health', config.CMS_URL)) },
  });
  await app.register(configRoutes, deps);
  await app.register(orderRoutes, deps);
  await app.register(checkoutSessionRoutes, deps);
  await app.register(stripeWebhookRoutes, deps);

  const stopRetry = startSideEffectRetry(fulfilment, options.retryIntervalMs ?? 30_000);
  const stopMail = mailOutbox.start(options.mailIntervalMs ?? config.ORDER_MAIL_INTERVAL_MS);
  app.addHook('onClose', async () => {
    await Promise.all([stopRetry(), stopMail(), ...fulfilment.pendingMails]);
  });
  return app;
}
