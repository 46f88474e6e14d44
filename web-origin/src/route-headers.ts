import {
  AMBIGUOUS_PATH_ERROR_CODE,
  adminHostOf,
  COMPRESSION,
  EDGE_ROUTES,
  type EdgeRoute,
  isAmbiguousPath,
  isServedOn,
  matchRoute,
  normalizePath,
  profileHeaders,
  REQUEST_ID_HEADER,
  requestSite,
} from '@outlet-shop/edge-rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { answerNotFound } from './files.ts';
import { refuseLargeBody } from './gateway-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shared rules' route of this request (`matchRoute`), set when it arrives. */
    edgeRoute: EdgeRoute;
  }
}

/** Statuses whose answers may carry a route's own caching (nginx `expires` and `add_header` without `always`). */
const SUCCESS_STATUSES = new Set([200, 201, 204, 206, 301, 302, 303, 304, 307, 308]);

/** Where a request refused before routing (a malformed URL) takes its headers from. */
const FALLBACK_ROUTE = matchRoute('/');

/**
 * Hooks every request into the shared rules: on arrival, `400 ambiguous_path` for a path the edge
 * and a service could read differently (`isAmbiguousPath`), else its route (`request.edgeRoute`, as nginx
 * picks a location), 404 for a route its host name does not serve (the admin's routes on the
 * shop's host when the admin has its own, the shop's on the admin's; docs/decisions/060) and the
 * body limit (413 above it); on every answer, errors included (nginx's `add_header … always`), the
 * route's header profile and `X-Request-Id`, its `Cache-Control` or `expires` on successful
 * answers, and no gzip below `COMPRESSION.minLengthBytes`. The shop's pages may be framed by the
 * shop's own origin and the admin's (its content preview).
 *
 * @param extraFrameSource the CSP's extra `frame-src` origin (the Stripe sandbox's), or empty.
 * @param adminPublicUrl the admin's own origin (`ADMIN_PUBLIC_URL`), or empty: one origin for both.
 */
export function installRouteHeaders(app: FastifyInstance, extraFrameSource: string, adminPublicUrl = ''): void {
  const adminOrigin = adminPublicUrl ? new URL(adminPublicUrl).origin : '';
  const headersByRoute = new Map(
    EDGE_ROUTES.map((route) => [route, profileHeaders(route.headers, extraFrameSource, adminOrigin)]),
  );
  const adminHost = adminHostOf(adminPublicUrl);
  app.decorateRequest('edgeRoute', null as unknown as EdgeRoute);
  app.addHook('onRequest', (request, reply, done) => {
    // A path the edge and a service could read differently (`/admin/..%2fapi/products`) is refused
    // before routing, as nginx refuses it: the route is decided on the path that is forwarded.
    if (isAmbiguousPath(request.url)) {
      request.edgeRoute = FALLBACK_ROUTE;
      answerAmbiguousPath(reply);
      return;
    }
    request.edgeRoute = matchRoute(normalizePath(request.url));
    if (!isServedOn(request.edgeRoute, requestSite(request.hostname, adminHost))) {
      answerNotFound(reply);
      return;
    }
    if (refuseLargeBody(request, reply)) return;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.edgeRoute ?? FALLBACK_ROUTE;
    reply.headers(headersByRoute.get(route) ?? {}).header(REQUEST_ID_HEADER, request.id);
    if (SUCCESS_STATUSES.has(reply.statusCode)) setRouteCaching(reply, route);
    // nginx's gzip_min_length: @fastify/compress checks its threshold only for bodies in memory, so a
    // small file or service answer (a stream with a Content-Length) is marked as not worth it, in
    // the request header the plugin reads for that.
    if (Number(reply.getHeader('content-length') ?? Number.POSITIVE_INFINITY) < COMPRESSION.minLengthBytes) {
      request.headers['x-no-compression'] = 'below the minimum length';
    }
    done(null, payload);
  });
}

/**
 * `400 ambiguous_path` for a path with an encoded slash, backslash or dot, a backslash, an empty or
 * a dot segment (`isAmbiguousPath`; nginx answers its own 400 page). A link of the shop never has one.
 */
function answerAmbiguousPath(reply: FastifyReply): FastifyReply {
  return reply.code(400).send({
    error: {
      code: AMBIGUOUS_PATH_ERROR_CODE,
      message:
        'The address has an encoded slash, backslash or dot, or an empty or "." or ".." segment: ask for it by its plain address.',
    },
  });
}

function setRouteCaching(reply: FastifyReply, route: EdgeRoute): void {
  if (route.cacheControl) reply.header('cache-control', route.cacheControl);
  if (route.expiresSeconds) {
    reply
      .header('cache-control', `max-age=${route.expiresSeconds}`)
      .header('expires', new Date(Date.now() + route.expiresSeconds * 1000).toUTCString());
  }
}
