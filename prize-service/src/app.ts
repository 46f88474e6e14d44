import rateLimit from '@fastify/rate-limit';
import {
  AppError,
  createServiceApp,
  type Draining,
  databaseCheck,
  hasServiceToken,
  installHttpMetrics,
  installProbes,
  type ServiceMetrics,
} from '@outlet-shop/service-kit';
import { createRateLimiter } from '@outlet-shop/service-kit/rate-limit';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { type AppDeps, type Dependencies, VERIFY_FAILURES_WINDOW_SECONDS } from './app-deps.ts';
import { answerFrameworkError } from './errors.ts';
import { rateLimitStore } from './rate-limit-store.ts';
import { redemptionRoutes } from './routes/redemptions.ts';
import { reservationRoutes } from './routes/reservations.ts';
import { verifyCodeRoutes } from './routes/verify-code.ts';

/**
 * Builds the prize service (docs/architecture.md 2; docs/product.md 7 prize promotion API; docs/api.md
 * prize-service) without listening: `GET /v1/varifyCode/:code`, and for the checkout service
 * `POST /v1/code-checks`, `POST /v1/reservations`, `DELETE /v1/reservations/:code/:orderReference`,
 * `POST /v1/redemptions`; `GET /health`, `GET /ready` (the kit's probes).
 */
export async function buildApp(
  dependencies: Dependencies,
  options: {
    logger?: FastifyServerOptions['logger'];
    /** Shutdown's flag (see `createShutdown`): while set, `/ready` answers 503. */
    draining?: Draining;
    /** Where the app counts its requests (`createPrizeMetrics`); none: not measured. */
    metrics?: ServiceMetrics;
  } = {},
): Promise<FastifyInstance> {
  // Behind the shop's one-origin edge the shopper's address is in X-Forwarded-For: trust exactly
  // the configured number of hops, so a forged entry the shopper sends is never the key. Request
  // ids: the caller's (the edge's, or the checkout service's) when safe, else a new UUID.
  const app = createServiceApp({
    logger: options.logger,
    bodyLimit: 16_384,
    trustedProxyHops: dependencies.config.TRUSTED_PROXY_HOPS,
    frameworkErrors: answerFrameworkError,
  });
  if (options.metrics) installHttpMetrics(app, options.metrics);
  const { store, redis } = rateLimitStore(dependencies.config.REDIS_URL, (level, message) => app.log[level](message));
  const deps: AppDeps = {
    ...dependencies,
    verifyFailures: {
      perBrowser: createRateLimiter(
        {
          keyPrefix: 'prize-verify-failures-browser:',
          points: dependencies.config.PRIZE_VERIFY_FAILURES_PER_BROWSER,
          durationSeconds: VERIFY_FAILURES_WINDOW_SECONDS,
        },
        redis,
      ),
      perAddress: createRateLimiter(
        {
          keyPrefix: 'prize-verify-failures:',
          points: dependencies.config.PRIZE_VERIFY_FAILURES_PER_ADDRESS,
          durationSeconds: VERIFY_FAILURES_WINDOW_SECONDS,
        },
        redis,
      ),
    },
    verifyLimit: {
      max: dependencies.config.PRIZE_VERIFY_RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      // The checkout service checks codes for shoppers it already limits; its calls are not a shopper's.
      allowList: (request) => hasServiceToken(request, dependencies.config.PRIZE_SERVICE_TOKEN),
    },
  };

  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    store,
    errorResponseBuilder: () => new AppError('rate_limited', 429, 'Too many code checks, please try again in a minute'),
  });

  installProbes(app, {
    serviceName: 'prize service',
    draining: options.draining,
    checks: { database: databaseCheck(dependencies.db) },
  });
  await app.register(verifyCodeRoutes, deps);
  await app.register(redemptionRoutes, deps);
  await app.register(reservationRoutes, deps);
  return app;
}
