import type { IncomingHttpHeaders } from 'node:http';
import { type EdgeRoute, hiddenHeaders, normalizePath, type Upstream } from '@outlet-shop/edge-rules';
import type { FastifyRequest } from 'fastify';

/** Where each service answers: origins without a trailing slash (`http://localhost:1337`). */
export type UpstreamOrigins = Record<Upstream, string>;

/** Headers that describe one connection, never passed from one side of the proxy to the other. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/**
 * The URL a route sends a request to: the service's origin and the request target as sent (nginx
 * `proxy_pass` without a URI), or with the route's prefix replaced (`/checkout/v1/x?y` →
 * `/v1/x?y`).
 *
 * @throws when the route serves files (it has no service).
 */
export function upstreamUrl(route: EdgeRoute, requestTarget: string, origins: UpstreamOrigins): string {
  if (!('upstream' in route.target)) throw new Error(`route ${route.name} serves files, not a service`);
  const { upstream, rewritePrefix } = route.target;
  // An absolute-form target (`GET http://shop.example/api/x`) is sent in origin form (`/api/x`).
  const target = requestTarget.startsWith('/')
    ? requestTarget
    : `/${requestTarget.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*\/?/i, '')}`;
  if (!rewritePrefix) return `${origins[upstream]}${target}`;
  const queryAt = target.indexOf('?');
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  // With dot segments, or matched only once decoded: the normalized form, as nginx's rewrite sends.
  const isPlain = rawPath.startsWith(rewritePrefix.from) && !rawPath.includes('/.');
  const path = isPlain ? rawPath : encodeURI(normalizePath(rawPath));
  return `${origins[upstream]}${rewritePrefix.to}${path.slice(rewritePrefix.from.length)}${query}`;
}

/**
 * The client's address as the services should see it: the TCP peer (an IPv4 peer of a dual-stack
 * socket without its `::ffff:` prefix).
 */
export function peerAddress(request: FastifyRequest): string {
  const address = request.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/**
 * The shopper's address as this origin knows it, for its own limits (the renders per address): the
 * TCP peer when it is the edge (`trustedHops` 0, `npm start`), so a shopper's `X-Forwarded-For` is
 * never read; behind `trustedHops` proxies (web-render behind the containers' nginx: 1), the entry
 * of `X-Forwarded-For` that the farthest trusted proxy wrote, counted from the right, as
 * proxy-addr counts hops. nginx replaces the header with the address it saw (never appends a
 * shopper's), so a forged one does not reach this origin; with fewer entries than hops, the
 * leftmost.
 */
export function clientAddress(request: FastifyRequest, trustedHops: number): string {
  const peer = peerAddress(request);
  if (trustedHops <= 0) return peer;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? peer;
}

/**
 * The headers a service receives: the shopper's own that the route passes on (its
 * `requestHeaders`, else all; never hop-by-hop ones), with the origin's `UPSTREAM_REQUEST_HEADERS`:
 * Host the shopper's host name (nginx `$host`: no port), X-Forwarded-For replaced by the TCP peer,
 * X-Forwarded-Proto and the origin's request id. The CMS's public routes pass on only what the CMS
 * reads there, so no shopper's `Strapi-Response-Format` reaches it (docs/decisions/057).
 *
 * @param headers the request's headers, lower-case names (as Node and `reply-from` give them).
 */
export function upstreamRequestHeaders(
  request: FastifyRequest,
  headers: IncomingHttpHeaders,
  route: EdgeRoute,
): IncomingHttpHeaders {
  const passed = passedSet(route);
  const forwarded: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && (!passed || passed.has(name))) forwarded[name] = value;
  }
  forwarded.host = hostName(request.headers.host) || forwarded.host;
  forwarded['x-forwarded-for'] = peerAddress(request);
  forwarded['x-forwarded-proto'] = request.protocol;
  forwarded['x-request-id'] = request.id;
  return forwarded;
}

/**
 * A service's answer headers as the shopper receives them: without hop-by-hop headers and without
 * those the route's header profile hides (the services' own security headers).
 *
 * @param extraHidden lower-case names also dropped (the catalogue cache drops `set-cookie`).
 */
export function answerHeaders(
  route: EdgeRoute,
  headers: Record<string, string | string[] | undefined>,
  extraHidden: readonly string[] = [],
): Record<string, string | string[]> {
  const hidden = hiddenSet(route);
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(lower) || hidden.has(lower) || extraHidden.includes(lower)) continue;
    kept[lower] = value;
  }
  return kept;
}

const passedByRoute = new WeakMap<EdgeRoute, Set<string>>();

/** The lower-case names of a route's `requestHeaders`, or undefined when it passes on all. */
function passedSet(route: EdgeRoute): Set<string> | undefined {
  if (!route.requestHeaders) return undefined;
  let passed = passedByRoute.get(route);
  if (!passed) {
    passed = new Set(route.requestHeaders.map((name) => name.toLowerCase()));
    passedByRoute.set(route, passed);
  }
  return passed;
}

const hiddenByRoute = new WeakMap<EdgeRoute, Set<string>>();

function hiddenSet(route: EdgeRoute): Set<string> {
  let hidden = hiddenByRoute.get(route);
  if (!hidden) {
    hidden = new Set(hiddenHeaders(route.headers).map((name) => name.toLowerCase()));
    hiddenByRoute.set(route, hidden);
  }
  return hidden;
}

/** `Host` without its port, lower case (`Shop.Example:8080` → `shop.example`; `[::1]:5173` → `[::1]`). */
function hostName(host: string | undefined): string {
  return (host ?? '').replace(/:\d+$/, '').toLowerCase();
}
