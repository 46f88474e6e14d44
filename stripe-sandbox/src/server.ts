import { createShutdown, type Draining, shutDownOnSignals } from '@outlet-shop/service-kit';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const draining: Draining = { isDraining: false };
const app = await buildApp({
  secretKey: config.STRIPE_SECRET_KEY,
  webhookSecret: config.STRIPE_WEBHOOK_SECRET,
  webhookUrl: config.STRIPE_SANDBOX_WEBHOOK_URL,
  publicUrl: config.STRIPE_SANDBOX_PUBLIC_URL,
  expirySweepMs: config.STRIPE_SANDBOX_EXPIRY_SWEEP_MS,
  sessionCreateDelayMs: config.STRIPE_SANDBOX_SESSION_CREATE_DELAY_MS,
  asyncSettleMs: config.STRIPE_SANDBOX_ASYNC_SETTLE_MS,
  refundSettleMs: config.STRIPE_SANDBOX_REFUND_SETTLE_MS,
  logger: { level: 'info' },
  draining,
});

// On SIGTERM: /ready fails, a session being created or a card being confirmed finishes, closing
// the app cancels pending webhook retries. Sessions live in memory and are gone after the stop.
// Development and tests only: nothing routes by readiness, so no delay before closing.
const shutdown = createShutdown(app, draining, { drainDelayMs: 0 });
shutDownOnSignals(shutdown);

await app.listen({ port: config.STRIPE_SANDBOX_PORT, host: config.HOST });
app.log.info(`Stripe sandbox: card page at ${config.STRIPE_SANDBOX_PUBLIC_URL}/embedded-checkout`);
