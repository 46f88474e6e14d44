import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { type ErrorHandlerOptions, installErrorHandler } from './errors.ts';
import { requestIdFor } from './request-id.ts';

/** How a shop service's Fastify app is made; the rest is Fastify's defaults. */
export interface ServiceAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** The largest request body accepted, bytes (413 `payload_too_large` above). */
  bodyLimit: number;
  /**
   * Reverse proxies in front that each append the caller to X-Forwarded-For (1: the shop's
   * one-origin edge). `request.ip` is the entry that many hops from the end, so an
   * X-Forwarded-For the shopper sends changes nothing.
   */
  trustedProxyHops: number;
  /** Fastify's `frameworkErrors` (URLs refused before routing), e.g. `frameworkErrorHandler()`. */
  frameworkErrors?: FastifyServerOptions['frameworkErrors'];
  /** The error answers' shape and wording (`installErrorHandler`); the shop's by default. */
  errors?: ErrorHandlerOptions;
}

/**
 * A Fastify app as every shop service starts, not listening: each request's id is the caller's
 * safe `X-Request-Id` or a new UUID (`requestIdFor`), logged as `reqId` and echoed in the answer's
 * `X-Request-Id`; `trustedProxyHops` proxies trusted; the kit's error and not-found handlers.
 * One log line per request once it is answered, `{ reqId, req: { method, url, … }, res: {
 * statusCode }, responseTime }` (ms), 'request completed', as the CMS's request log writes it:
 * Fastify's own logging adds an 'incoming request' line, twice the writes on a busy checkout.
 */
export function createServiceApp(options: ServiceAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit,
    // A function, not the number: Fastify trusts no hop at all when given a count.
    trustProxy: (_address: string, hop: number) => hop < options.trustedProxyHops,
    genReqId: (request) => requestIdFor(request.headers['x-request-id']),
    logController: new LogController({ disableRequestLogging: true }),
    ...(options.frameworkErrors ? { frameworkErrors: options.frameworkErrors } : {}),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
  installErrorHandler(app, options.errors);
  return app;
}
