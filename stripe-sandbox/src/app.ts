import formbody from '@fastify/formbody';
import { type Draining, installProbes } from '@outlet-shop/service-kit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import qs from 'qs';
import { answerFrameworkError, installErrorHandler } from './errors.ts';
import { checkoutSessionRoutes } from './routes/checkout-sessions.ts';
import { embeddedCheckoutRoutes } from './routes/embedded-checkout.ts';
import { SessionStore } from './sessions.ts';
import { createWebhookSender } from './webhooks.ts';

/**
 * The sandbox's settings: the API key it accepts, the secret it signs webhooks with and where
 * it sends them. `publicUrl` is where browsers reach it (the card page itself only uses
 * same-origin paths, so it works behind any host). `webhookRetryDelaysMs` shortens retries in tests.
 */
export interface SandboxOptions {
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string;
  publicUrl: string;
  logger?: FastifyServerOptions['logger'];
  webhookRetryDelaysMs?: number[];
  /** Shutdown's flag (see `createShutdown`): while set, `/ready` answers 503. */
  draining?: Draining;
}

/**
 * Builds the Stripe stand-in (docs/architecture.md 6; docs/api.md stripe-sandbox) without listening:
 * Checkout Sessions create/retrieve, the embedded card page, signed webhook delivery and
 * `GET /health`, `GET /ready`. Sessions live in memory; closing the app cancels pending webhook retries.
 */
export async function buildApp(options: SandboxOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 262_144, frameworkErrors: answerFrameworkError });
  const sessions = new SessionStore();
  const webhooks = createWebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    log: app.log,
    retryDelaysMs: options.webhookRetryDelaysMs,
  });
  app.addHook('onClose', async () => webhooks.close());

  installErrorHandler(app);
  // The Stripe SDK form-encodes nested parameters with brackets (line_items[0][quantity]).
  await app.register(formbody, { parser: (body) => qs.parse(body, { depth: 10, arrayLimit: 100 }) });

  installProbes(app, { serviceName: 'Stripe sandbox', draining: options.draining });
  await app.register(checkoutSessionRoutes, { secretKey: options.secretKey, sessions });
  await app.register(embeddedCheckoutRoutes, { sessions, webhooks });
  return app;
}
