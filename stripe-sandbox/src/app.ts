import formbody from '@fastify/formbody';
import { closeConnectionsWhenClosing, type Draining, installProbes } from '@outlet-shop/service-kit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import qs from 'qs';
import { DelayedPayments } from './delayed-payments.ts';
import { DelayedRefunds } from './delayed-refunds.ts';
import { answerFrameworkError, installErrorHandler } from './errors.ts';
import { IdempotencyKeys } from './idempotency.ts';
import { PaymentStore } from './payments.ts';
import { checkoutSessionRoutes } from './routes/checkout-sessions.ts';
import { embeddedCheckoutRoutes } from './routes/embedded-checkout.ts';
import { paymentIntentRoutes } from './routes/payment-intents.ts';
import { refundRoutes } from './routes/refunds.ts';
import { SessionStore, stripeId } from './sessions.ts';
import { createWebhookSender } from './webhooks.ts';

/**
 * The sandbox's settings: the API key it accepts, the secret it signs webhooks with and where
 * it sends them. `publicUrl` is where browsers reach it (the card page itself only uses
 * same-origin paths, so it works behind any host). `webhookRetryDelaysMs` shortens retries in tests;
 * `expirySweepMs` is how often overdue open sessions are expired (default 1000 ms); `now` is a
 * clock in milliseconds that tests move forward (default `Date.now`).
 */
export interface SandboxOptions {
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string;
  publicUrl: string;
  logger?: FastifyServerOptions['logger'];
  webhookRetryDelaysMs?: number[];
  expirySweepMs?: number;
  /** How long creating a Checkout Session takes, ms (default 0): Stripe's own takes a while. */
  sessionCreateDelayMs?: number;
  /** How long a bank debit waits for the bank's answer, ms (default 10 s; its test helper answers at once). */
  asyncSettleMs?: number;
  /** How long a refund waits for its later outcome, ms (default 10 s; its test helper answers at once). */
  refundSettleMs?: number;
  now?: () => number;
  /** Shutdown's flag (see `createShutdown`): while set, `/ready` answers 503. */
  draining?: Draining;
}

const DEFAULT_EXPIRY_SWEEP_MS = 1_000;
const DEFAULT_ASYNC_SETTLE_MS = 10_000;
const DEFAULT_REFUND_SETTLE_MS = 10_000;

/**
 * Builds the Stripe stand-in (docs/architecture.md 6; docs/api.md stripe-sandbox) without listening:
 * Checkout Sessions create/retrieve/expire (open sessions expire by themselves at `expires_at`,
 * found by a sweep every `expirySweepMs`), the embedded card page (cards, and a bank debit whose
 * result comes `asyncSettleMs` later, or at once through its test helper), Refunds (pending,
 * requires_action, failed or canceled as Stripe's test cards or their metadata say, the outcome
 * `refundSettleMs` later or through a test helper), PaymentIntents, signed
 * webhook delivery and `GET /health`, `GET /ready`. Everything lives in memory; closing the app
 * stops the sweep and cancels pending webhook retries.
 */
export async function buildApp(options: SandboxOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 262_144,
    frameworkErrors: answerFrameworkError,
    // Stripe's request ids (`req_…`), logged and sent back as `Request-Id` on every answer, errors
    // included, where the SDK reads them (`lastResponse.requestId`, `error.requestId`).
    genReqId: () => stripeId('req_'),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('request-id', request.id);
  });
  const now = options.now ?? Date.now;
  const webhooks = createWebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    log: app.log,
    retryDelaysMs: options.webhookRetryDelaysMs,
    now,
  });
  const sessions = new SessionStore({
    now,
    onExpired: (session) => webhooks.send('checkout.session.expired', session),
  });
  const payments = new PaymentStore(now);
  const delayedPayments = new DelayedPayments({
    sessions,
    payments,
    webhooks,
    settleAfterMs: options.asyncSettleMs ?? DEFAULT_ASYNC_SETTLE_MS,
  });
  const delayedRefunds = new DelayedRefunds({
    payments,
    webhooks,
    settleAfterMs: options.refundSettleMs ?? DEFAULT_REFUND_SETTLE_MS,
  });
  const idempotencyKeys = new IdempotencyKeys(now);
  // Stripe expires sessions nobody looks at, and announces it: the sweep finds them without a read.
  const sweep = setInterval(() => sessions.expireDue(), options.expirySweepMs ?? DEFAULT_EXPIRY_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    delayedPayments.close();
    delayedRefunds.close();
    webhooks.close();
  });

  installErrorHandler(app);
  closeConnectionsWhenClosing(app);
  // The Stripe SDK form-encodes nested parameters with brackets (line_items[0][quantity]).
  await app.register(formbody, { parser: (body) => qs.parse(body, { depth: 10, arrayLimit: 100 }) });

  installProbes(app, { serviceName: 'Stripe sandbox', draining: options.draining });
  const { secretKey } = options;
  const sessionCreateDelayMs = options.sessionCreateDelayMs ?? 0;
  await app.register(checkoutSessionRoutes, {
    secretKey,
    sessions,
    idempotencyKeys,
    sessionCreateDelayMs,
    delayedPayments,
  });
  await app.register(refundRoutes, { secretKey, payments, idempotencyKeys, webhooks, delayedRefunds });
  await app.register(paymentIntentRoutes, { secretKey, payments });
  await app.register(embeddedCheckoutRoutes, { sessions, payments, webhooks, delayedPayments });
  return app;
}
