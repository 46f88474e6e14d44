import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { type ErrorHandlerOptions, installErrorHandler } from './errors.ts';
import { loggableUrl } from './loggable-url.ts';
import { requestIdFor } from './request-id.ts';
import { closeConnectionsWhenClosing } from './shutdown.ts';

/**
 * A request as a log line shows it (pino's `req` serializer): Fastify's default fields, the URL
 * as `loggableUrl` gives it (no prize code, signature, token or session id), never a header.
 */
export function loggableRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fastify's `logger` option with {@link loggableRequest} as the `req` serializer, so every line
 * that logs a request (the request log, Fastify's own lines) keeps secrets out.
 */
export function withLoggableRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: loggableRequest } };
}

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
 * `X-Request-Id`; `trustedProxyHops` proxies trusted; the kit's error and not-found handlers;
 * answers say `Connection: close` once it is closing (`closeConnectionsWhenClosing`).
 * One log line per request once it is answered, `{ reqId, req: { method, url, … }, res: {
 * statusCode }, responseTime }` (ms), 'request completed', as the CMS's request log writes it, the
 * URL as `loggableUrl` keeps it:
 * Fastify's own logging adds an 'incoming request' line, twice the writes on a busy checkout.
 */
export function createServiceApp(options: ServiceAppOptions): FastifyInstance {
  const app = Fastify({
    logger: withLoggableRequests(options.logger),
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
  closeConnectionsWhenClosing(app);
  return app;
}
