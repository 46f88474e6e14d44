import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import {
  CLIENT_BODY_TIMEOUT_SECONDS,
  CLIENT_REQUEST_TIMEOUT_SECONDS,
  COMPRESSION,
  type EdgeRoute,
  MAX_REQUEST_BODY_BYTES,
  type TextSetting,
  UPSTREAM_TIMEOUT_SECONDS,
} from '@outlet-shop/edge-rules';
import {
  closeConnectionsWhenClosing,
  frameworkErrorHandler,
  installErrorHandler,
  isSafeRequestId,
  type ServiceMetrics,
  UNMATCHED_ROUTE,
  withLoggableRequests,
} from '@outlet-shop/service-kit';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { Agent, fetch } from 'undici';
import { answerFromCache, isCacheableRead } from './catalogue.ts';
import { createCatalogueCache } from './catalogue-cache.ts';
import type { Config } from './config.ts';
import { serveFile, serveText } from './files.ts';
import { answerGatewayError, limitBody } from './gateway-errors.ts';
import { createPageRenderer } from './render.ts';
import { installRouteHeaders } from './route-headers.ts';
import { CMS_READ_TIMEOUT_MS, createSeoFiles } from './seo.ts';
import { answerHeaders, clientAddress, type UpstreamOrigins, upstreamRequestHeaders, upstreamUrl } from './upstream.ts';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** How often Node looks for requests past their deadline, ms: the request deadline is kept within 5 s. */
const CONNECTIONS_CHECK_INTERVAL_MS = 5_000;

/**
 * `npm start`'s web origin (docs/architecture.md 1), not listening: every request is routed by
 * the shared rules (@outlet-shop/edge-rules, which the nginx edge is rendered from) to the SPA's
 * files in `config.WEB_ROOT`, a service or a text from the settings (Apple Pay's domain
 * association file), with the rules' security headers, compression, body
 * limit and catalogue micro-cache. Services that fail answer `502 bad_gateway`, or `504
 * gateway_timeout` after `UPSTREAM_TIMEOUT_SECONDS`.
 */
export async function buildApp(
  config: Config,
  options: {
    logger?: FastifyServerOptions['logger'];
    /** The catalogue cache's and the page renderer's clock, ms (tests pass their own). */
    now?: () => number;
    /** How long a shopper waits for a server render before the "busy" page answers, ms (tests pass a short one). */
    renderTimeoutMs?: number;
    /** How many different pages may wait for the render at once (default `RENDER_QUEUE_LIMIT`; tests pass a small one). */
    renderQueueLimit?: number;
    /** How many pages one client address may have rendering at once (default `RENDER_LIMIT_PER_ADDRESS`). */
    renderLimitPerAddress?: number;
    /**
     * How long a client may take to send its request, ms (tests pass short ones): `bodyMs` between
     * two chunks of a body (default `CLIENT_BODY_TIMEOUT_SECONDS`), `requestMs` for the whole
     * request (default `CLIENT_REQUEST_TIMEOUT_SECONDS`), checked every `checkIntervalMs`.
     */
    clientTimeouts?: { bodyMs?: number; requestMs?: number; checkIntervalMs?: number };
    /** Where the origin counts its requests (`createServiceMetrics`); none: not measured. */
    metrics?: ServiceMetrics;
  } = {},
): Promise<FastifyInstance> {
  const requestTimeoutMs = options.clientTimeouts?.requestMs ?? CLIENT_REQUEST_TIMEOUT_SECONDS * 1000;
  const app = Fastify({
    // Request lines keep the URL as the service kit's loggableUrl gives it (no session id or signature).
    logger: withLoggableRequests(options.logger),
    // The edge's X-Request-Id when behind a trusted proxy (the containers' nginx in front of
    // web-render), so one id names a page's request in every log; at the edge (`npm start`) a
    // shopper's header is not kept: 32 hex digits of its own, as nginx's `$request_id`.
    genReqId: (request) => {
      const edgeId = request.headers['x-request-id'];
      return config.WEB_TRUSTED_PROXY_HOPS > 0 && isSafeRequestId(edgeId) ? edgeId : randomUUID().replaceAll('-', '');
    },
    requestIdHeader: false,
    trustProxy: false,
    bodyLimit: MAX_REQUEST_BODY_BYTES,
    // A request, headers and body, must arrive whole within this (Node answers 408 and closes the
    // connection): a body sent a byte every few seconds no longer holds a connection for minutes.
    // Node checks its deadlines every `connectionsCheckingInterval` (30 s unless set).
    // Headers must arrive within nginx's client_header_timeout (never past the request's deadline:
    // Node swaps the two when the headers' is the longer).
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(CLIENT_BODY_TIMEOUT_SECONDS * 1000, requestTimeoutMs),
      connectionsCheckingInterval: options.clientTimeouts?.checkIntervalMs ?? CONNECTIONS_CHECK_INTERVAL_MS,
    },
    frameworkErrors: frameworkErrorHandler(),
  });
  // The services' error answers ({ error: { code, message } }); unknown errors are a logged, generic 500.
  installErrorHandler(app);
  // A page in flight at the close ends its connection: the close does not wait out the keep-alive.
  closeConnectionsWhenClosing(app);
  const origins: UpstreamOrigins = {
    cms: config.CMS_URL.replace(/\/$/, ''),
    checkout: config.CHECKOUT_URL.replace(/\/$/, ''),
    prize: config.PRIZE_URL.replace(/\/$/, ''),
  };
  const timeoutMs = UPSTREAM_TIMEOUT_SECONDS * 1000;
  const dispatcher = new Agent({ headersTimeout: timeoutMs, bodyTimeout: timeoutMs, keepAliveTimeout: 4_000 });
  const cache = createCatalogueCache({
    maxBytes: config.WEB_CATALOGUE_CACHE_MB * 1024 * 1024,
    now: options.now,
    onRefreshError: (error, key) => app.log.warn({ err: error, key }, 'catalogue refresh failed; the stale copy stays'),
  });
  // Bodies go to the services as they arrive, never parsed here (uploads stream through).
  app.removeAllContentTypeParsers();
  const bodyTimeoutMs = options.clientTimeouts?.bodyMs ?? CLIENT_BODY_TIMEOUT_SECONDS * 1000;
  app.addContentTypeParser('*', (request, payload, done) => done(null, limitBody(request, payload, bodyTimeoutMs)));
  await app.register(compress, {
    encodings: ['gzip'],
    threshold: COMPRESSION.minLengthBytes,
    zlibOptions: { level: COMPRESSION.level },
    customTypes: new RegExp(`^(text/html|${COMPRESSION.types.map(escapeRegex).join('|')})\\s*(;|$)`),
  });
  await app.register(fastifyStatic, { root: config.WEB_ROOT, serve: false, cacheControl: false, index: false });
  await app.register(replyFrom, { undici: dispatcher, disableRequestLogging: true });
  app.addHook('onClose', async () => dispatcher.close());

  installRouteHeaders(app, config.CSP_EXTRA_FRAME_SRC, config.ADMIN_PUBLIC_URL);
  if (options.metrics) installEdgeRouteMetrics(app, options.metrics);

  const renderer = config.WEB_RENDER_ENTRY
    ? createPageRenderer({
        entry: config.WEB_RENDER_ENTRY,
        root: config.WEB_ROOT,
        cmsUrl: origins.cms,
        now: options.now,
        timeoutMs: options.renderTimeoutMs,
        queueLimit: options.renderQueueLimit,
        perAddressLimit: options.renderLimitPerAddress,
      })
    : undefined;
  // The texts the operator supplies in settings (the edge rules' `text` routes).
  const texts: Record<TextSetting, string> = { APPLE_PAY_DOMAIN_ASSOCIATION: config.APPLE_PAY_DOMAIN_ASSOCIATION };
  const publicOrigin = config.PUBLIC_WEB_URL ? new URL(config.PUBLIC_WEB_URL).origin : '';
  const originOf = (request: FastifyRequest) => publicOrigin || `${request.protocol}://${request.host}`;
  const renderPage = renderer
    ? (request: FastifyRequest) =>
        renderer.render(request.url, originOf(request), clientAddress(request, config.WEB_TRUSTED_PROXY_HOPS))
    : undefined;
  // robots.txt and the sitemaps, read from the CMS's public API (the nginx edge passes them here:
  // no file of the build has their names).
  const seoFiles = createSeoFiles({
    originOf,
    now: options.now,
    read: async (cmsPath) => {
      const response = await fetch(`${origins.cms}${cmsPath}`, {
        dispatcher,
        signal: AbortSignal.timeout(CMS_READ_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`the CMS answered ${response.status} to ${cmsPath}`);
      return response.json();
    },
  });

  const forward = (request: FastifyRequest, reply: FastifyReply, route: EdgeRoute) =>
    reply.from(upstreamUrl(route, request.url, origins), {
      rewriteRequestHeaders: (_request, headers) => upstreamRequestHeaders(request, headers, route),
      rewriteHeaders: (headers) => answerHeaders(route, headers),
      // A service's 503 goes to the shopper as it is: no retries, as nginx.
      retryDelay: () => null,
      onError: (_reply, { error }) => answerGatewayError(request, reply, error),
    });

  app.route({
    method: METHODS,
    url: '/*',
    handler: async (request, reply) => {
      const route = request.edgeRoute;
      if ('text' in route.target) {
        serveText(request, reply, texts[route.target.text]);
        return reply;
      }
      if ('files' in route.target && route.target.files === 'spa' && seoFiles.serves(request.url)) {
        await seoFiles.answer(request, reply);
        return reply;
      }
      if ('files' in route.target) {
        await serveFile(request, reply, config.WEB_ROOT, route.target.files, renderPage);
        return reply;
      }
      if (!route.cache) return forward(request, reply, route);
      if (isCacheableRead(request)) {
        try {
          await answerFromCache(request, reply, route, { cache, dispatcher, origins });
        } catch (error) {
          answerGatewayError(request, reply, error);
        }
        return reply;
      }
      const methods: readonly string[] = route.cache.methods;
      if (methods.includes(request.method)) reply.header(route.cache.statusHeader, 'BYPASS');
      return forward(request, reply, route);
    },
  });
  return app;
}

/**
 * Records every answer under its edge route's name (`catalogue`, `spa`, `checkout`, … of
 * @outlet-shop/edge-rules): every path goes to the one catch-all route, so Fastify's pattern would
 * say nothing; the edge rules' names are as few as the routes.
 */
function installEdgeRouteMetrics(app: FastifyInstance, metrics: ServiceMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.recordRequest({
      method: request.method,
      route: request.edgeRoute?.name ?? UNMATCHED_ROUTE,
      statusCode: reply.statusCode,
      durationSeconds: reply.elapsedTime / 1000,
    });
  });
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
