import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import {
  createServiceApp,
  type Draining,
  databaseCheck,
  httpCheck,
  installHttpMetrics,
  installProbes,
  type ServiceMetrics,
} from '@outlet-shop/service-kit';
import { createRateLimiter, fastifyRateLimitStore, rateLimitRedis } from '@outlet-shop/service-kit/rate-limit';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppDeps, Dependencies, OrderStatusLimits } from './app-deps.ts';
import { fixedShopSettings, settingFromEnvironment } from './clients/shop-setting.ts';
import { orderJobTasks } from './jobs/order-job-tasks.ts';
import { startOrderJobWorker } from './jobs/order-jobs.ts';
import type { StockDeps } from './orders/stock-holds.ts';
import { ABANDONED_CHECKOUTS_TASK, sweepAbandonedCheckouts } from './payments/abandoned-checkouts.ts';
import type { DelayedPaymentDeps } from './payments/delayed-payments.ts';
import type { PaymentCompletionDeps } from './payments/paid-orders.ts';
import type { RefundDeps } from './refunds/refunds.ts';
import { enterRequestContext, noteRequestOrder, withLogContext } from './request-context.ts';
import { checkoutSessionRoutes } from './routes/checkout-sessions.ts';
import { configRoutes } from './routes/config.ts';
import { orderStatusRoutes, tooManyTries } from './routes/order-status.ts';
import { orderRoutes } from './routes/orders.ts';
import { refundRoutes } from './routes/refunds.ts';
import { stripeWebhookRoutes } from './routes/stripe-webhook.ts';
import { type DocumentCopy, signDocumentPath } from './tax-documents/document-links.ts';

/**
 * Options beyond the dependencies: Fastify's logger, how many order/session creations and payment
 * checks one client address may make per minute, and the job worker's timings.
 */
export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  creationsPerMinute?: number;
  /** How many `session-status` and how many `create_order` calls one client address may make per minute (default 120). */
  paymentChecksPerMinute?: number;
  /** How often the job worker looks for retries that came due, ms (default JOB_POLL_INTERVAL_MS). */
  jobPollIntervalMs?: number;
  /** The clock, ms since the epoch (default `Date.now`): tests move it to see a Checkout Session's expiry. */
  now?: () => number;
  /** Shutdown's flag (see `createShutdown`): while set, `/ready` answers 503. */
  draining?: Draining;
  /** Where the app counts its requests (`createCheckoutMetrics`); none: not measured. */
  metrics?: ServiceMetrics;
}

/**
 * Builds the checkout service (docs/architecture.md 3, 4, 6; docs/api.md checkout-service) without
 * listening. It runs the job worker of the paid orders' side effects (docs/decisions/044) and
 * the sweeper of abandoned checkouts (docs/decisions/046);
 * closing the app stops it after the running jobs. The pool belongs to the caller.
 */
export async function buildApp(dependencies: Dependencies, options: AppOptions = {}): Promise<FastifyInstance> {
  // The shopper's address for the per-client limits: exactly TRUSTED_PROXY_HOPS hops trusted.
  // Lines written inside a request or an order's job carry its reqId and orderReference (request-context.ts).
  const app = createServiceApp({
    logger: withLogContext(options.logger),
    bodyLimit: 1_048_576,
    trustedProxyHops: dependencies.config.TRUSTED_PROXY_HOPS,
  });
  if (options.metrics) installHttpMetrics(app, options.metrics);
  // Calls this request makes to the CMS and the prize service carry its id (request-context.ts).
  app.addHook('onRequest', async (request) => {
    enterRequestContext(request.id);
  });
  // A request about one order (its reference in the path or the body) logs it as orderReference,
  // its request line included, so one grep for the reference finds the request too.
  app.addHook('preHandler', async (request) => {
    const params = request.params as { customer_reference_number?: unknown } | undefined;
    const body = request.body as { customer_reference_number?: unknown } | undefined;
    noteRequestOrder(request, params?.customer_reference_number ?? body?.customer_reference_number);
  });
  const { config } = dependencies;
  const db = dependencies.db;
  const log = app.log;
  const stockDeps: StockDeps = { db, stock: dependencies.stock, prizes: dependencies.prizes, log };
  // Links the shopper opens on the shop's origin, where this service answers under /checkout.
  const documentLink = (path: string, copy?: DocumentCopy) =>
    `${config.PUBLIC_WEB_URL}/checkout${signDocumentPath(path, config.DOCUMENT_LINK_SECRET, config.DOCUMENT_LINK_TTL_DAYS, Date.now(), copy)}`;
  const shopSettings = dependencies.shopSettings ?? fixedShopSettings(settingFromEnvironment(config));
  const jobs = orderJobTasks({ ...dependencies, shopSettings, log, stockDeps, documentLink });
  // Invoices and credit notes issued now carry the supplier staff set in the shop setting.
  const supplier = async () => (await shopSettings.read()).supplier;
  const paymentCompletion: PaymentCompletionDeps = { db, jobs, log, supplier };
  // Generous: behind the one-origin proxy many shoppers may share an address.
  const creationLimit = { rateLimit: { max: options.creationsPerMinute ?? 120, timeWindow: 60_000 } };
  const paymentCheckLimit = { rateLimit: { max: options.paymentChecksPerMinute ?? 120, timeWindow: 60_000 } };
  const refundDeps: RefundDeps = { db, stripe: dependencies.stripe, log, supplier };
  const delayedPayments: DelayedPaymentDeps = {
    ...stockDeps,
    processingHoldMs: config.CHECKOUT_PROCESSING_PAYMENT_HOLD_MS,
  };
  // Counted in Redis with REDIS_URL (shared by replicas); while it is down, in this process's memory (decision 069).
  const redis = config.REDIS_URL
    ? rateLimitRedis(config.REDIS_URL, (level, message) => log[level](message))
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  const orderStatusLimits: OrderStatusLimits = {
    perAddress: {
      rateLimit: {
        max: config.ORDER_STATUS_TRIES_PER_ADDRESS,
        timeWindow: 15 * 60_000,
        errorResponseBuilder: tooManyTries,
      },
    },
    missesPerAddressAndReference: createRateLimiter(
      {
        keyPrefix: 'checkout-order-status-misses-by-address-and-reference:',
        points: config.ORDER_STATUS_MISSES_PER_REFERENCE,
        durationSeconds: 3600,
      },
      redis,
    ),
    missesPerAddress: createRateLimiter(
      {
        keyPrefix: 'checkout-order-status-misses-by-address:',
        points: config.ORDER_STATUS_MISSES_PER_ADDRESS,
        durationSeconds: 3600,
      },
      redis,
    ),
    missesPerReference: createRateLimiter(
      {
        keyPrefix: 'checkout-order-status-misses:',
        points: config.ORDER_STATUS_MISSES_PER_REFERENCE_ALL,
        durationSeconds: 3600,
      },
      redis,
    ),
  };
  const deps: AppDeps = {
    ...dependencies,
    shopSettings,
    paymentCompletion,
    stockDeps,
    delayedPayments,
    refundDeps,
    documentLink,
    creationLimit,
    paymentCheckLimit,
    orderStatusLimits,
    now: options.now ?? Date.now,
  };

  await app.register(cors, { origin: [dependencies.config.PUBLIC_WEB_URL], credentials: true });
  await app.register(rateLimit, {
    global: false,
    store: fastifyRateLimitStore({ redis, nameSpace: 'checkout-rate-limit:' }),
  });

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
  await app.register(refundRoutes, deps);
  await app.register(orderStatusRoutes, deps);

  const jobWorker = await startOrderJobWorker({
    databaseUrl: config.CHECKOUT_DATABASE_URL,
    tasks: jobs,
    recurring: [
      {
        name: ABANDONED_CHECKOUTS_TASK,
        intervalMs: config.ABANDONED_CHECKOUT_SWEEP_MS,
        run: async () => {
          await sweepAbandonedCheckouts({
            db,
            stripe: dependencies.stripe,
            stockDeps,
            delayedPayments,
            paymentCompletion,
            log,
            pendingOrderTtlMs: config.PENDING_ORDER_TTL_MS,
          });
        },
      },
    ],
    log,
    pollIntervalMs: options.jobPollIntervalMs ?? config.JOB_POLL_INTERVAL_MS,
  });
  app.addHook('onClose', jobWorker.stop);
  return app;
}
