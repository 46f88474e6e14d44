import type { HeaderProfile } from './headers.ts';
import type { RouteSite } from './sites.ts';

/** The parts a route can send requests to (docs/architecture.md 1). */
export type Upstream = 'cms' | 'checkout' | 'prize';

/**
 * Which paths a route takes, in nginx's three kinds of location:
 * - `exact`: that path only (`location = /.well-known/x`); checked first;
 * - `segments`: `base` followed by one of `names`, then `/` or the end
 *   (`location ~ ^/api/(products|banners)(/|$)`); checked before the prefixes, in table order;
 * - `prefix`: every path starting with it (`location /api/`); the longest matching prefix wins.
 */
export type PathMatch = { exact: string } | { prefix: string } | { base: string; names: readonly string[] };

/**
 * A text the operator supplies in a setting of this name, answered as `text/plain`, or `404` while
 * the setting is unset or empty. web-origin reads the setting; the nginx image writes it into the
 * file named by `<name>_FILE`, which the edge serves (docs/operations.md, "Apple Pay").
 */
export type TextSetting = 'APPLE_PAY_DOMAIN_ASSOCIATION';

/** Where a route's requests go: a service (its path prefix replaced, if so), or the built SPA's files. */
export type RouteTarget =
  | { upstream: Upstream; rewritePrefix?: { from: string; to: string } }
  | { files: 'assets' }
  | { text: TextSetting }
  | {
      files: 'spa';
      /**
       * A path with no file of the build is answered by the server render of the first screens
       * (docs/decisions/051), else by index.html, the shell. web-origin renders in its own process
       * (its `WEB_RENDER_ENTRY`); the nginx edge passes the path to the renderer, web-origin in its
       * own container (`RENDER_UPSTREAM`, compose's `web-render`). Both answer the shop's "busy" page
       * ({@link UNAVAILABLE_PAGES}) with 503 when the renderer fails, is down or takes longer than
       * {@link RENDER_TIMEOUT_SECONDS}.
       */
      render?: boolean;
    };

/**
 * The catalogue micro-cache (docs/decisions/040, 050): anonymous GET/HEAD answers of 200 kept
 * `freshSeconds` under the method and the request URI with its query, so a staff edit or a stock
 * change (purged from the CMS's own cache at once) reaches shoppers within 1 s. An expired entry is
 * refreshed before answering, concurrent requests waiting for the one refresh (the CMS answers it
 * from its cache in a few ms); a stale copy stands in only when the CMS fails (`staleOn`), until
 * unused for `inactiveSeconds`.
 */
export const CATALOGUE_CACHE = {
  name: 'catalogue',
  freshSeconds: 1,
  inactiveSeconds: 600,
  cachedStatuses: [200],
  methods: ['GET', 'HEAD'],
  /** A request with this header (staff, services) neither reads nor fills the cache. */
  bypassHeader: 'Authorization',
  staleOn: { error: true, timeout: true, statuses: [500, 502, 503, 504] },
  /** The answer's header saying what the cache did: MISS, HIT, EXPIRED, STALE or BYPASS (nginx's words). */
  statusHeader: 'X-Cache-Status',
} as const;

/**
 * The request headers the CMS reads from a shopper on its public routes (docs/decisions/057): the
 * answer's format and encoding, a service's or staff's token, the body's type and length, CORS,
 * and the conditional and range headers of a client's own copy. Nothing else a shopper sends
 * reaches the CMS there: Strapi changes the body of the same URL for headers such as
 * `Strapi-Response-Format: v4` and `strapi-encode-source-maps: true`, which a cache keyed on the
 * URL would keep and serve to everyone. No public CMS route reads cookies, `Accept-Language`
 * (languages are in the query) or `Cache-Control`.
 */
export const CMS_PUBLIC_REQUEST_HEADERS = [
  'Accept',
  'Accept-Encoding',
  'Authorization',
  'Content-Type',
  'Content-Length',
  'Origin',
  'Access-Control-Request-Method',
  'Access-Control-Request-Headers',
  'If-None-Match',
  'If-Modified-Since',
  'Range',
  'If-Range',
] as const;

/** Headers about the client's own copy: the catalogue cache answers them itself, never asking the CMS with them. */
const CLIENT_COPY_HEADERS: readonly string[] = ['If-None-Match', 'If-Modified-Since', 'Range', 'If-Range'];

/** What a catalogue read passes to the CMS: {@link CMS_PUBLIC_REQUEST_HEADERS} but those of the client's own copy. */
export const CATALOGUE_REQUEST_HEADERS = CMS_PUBLIC_REQUEST_HEADERS.filter(
  (name) => !CLIENT_COPY_HEADERS.includes(name),
);

/** Where Apple Pay looks for the domain association file of a shop that offers it (Stripe's wallets). */
export const APPLE_PAY_DOMAIN_ASSOCIATION_PATH = '/.well-known/apple-developer-merchantid-domain-association';

/** One line of the one origin's routing table. */
export interface EdgeRoute {
  /** Short name, for logs, tests and the nginx template's comments. */
  name: string;
  /** Why the route is there: the nginx location's comment. */
  comment: string;
  match: PathMatch;
  target: RouteTarget;
  /**
   * The client's request headers a service route passes on, by name: only these, besides those
   * the origin sets itself ({@link UPSTREAM_REQUEST_HEADERS}). Unset: all of them but the
   * hop-by-hop ones (the staff admin, the checkout and prize services).
   */
  requestHeaders?: readonly string[];
  /**
   * The host names the route answers on when the admin has one of its own (`ADMIN_PUBLIC_URL`,
   * docs/decisions/060): unset, the shop's only; `admin`, the admin's only; `both`. Without an
   * admin host every route answers on the one origin.
   */
  site?: RouteSite;
  headers: HeaderProfile;
  /** A `Cache-Control` of the route's own, replacing any the answer has. */
  cacheControl?: string;
  /** Cache lifetime of successful answers, seconds (nginx `expires`: `Cache-Control: max-age` and `Expires`). */
  expiresSeconds?: number;
  cache?: typeof CATALOGUE_CACHE;
  /**
   * The largest request body the route passes on, bytes, when smaller than
   * {@link MAX_REQUEST_BODY_BYTES}: the service's own limit. The edge answers a larger one `413
   * payload_too_large` itself (nginx `client_max_body_size` in the location), so the service never
   * refuses a body it is still being sent (it closed the connection mid-body, and the edge
   * answered 502).
   */
  maxBodyBytes?: number;
}

/**
 * The public catalogue collections every shopper reads, and the shop setting (the contact details
 * on every page); the CMS marks the same ones cacheable.
 */
export const CATALOGUE_COLLECTIONS = [
  'products',
  'sub-categories',
  'categories',
  'banners',
  'pages',
  'shop-setting',
] as const;

/**
 * The staff admin and the admin APIs of Strapi's plugins, served by the CMS: on the shop's origin,
 * or only on the admin's own host name (`ADMIN_PUBLIC_URL`, docs/decisions/060). JSON only; the
 * media library's `/upload`, which takes files, is a route of its own (`cms-media-library`).
 */
export const ADMIN_PATHS = [
  'admin',
  'content-manager',
  'content-type-builder',
  'i18n',
  'users-permissions',
  'email',
  'content-releases',
  'review-workflows',
  // strapi-cache's purge buttons read its settings from here: without it the admin's list views crash.
  'strapi-cache',
] as const;

const WEEK_SECONDS = 7 * 24 * 60 * 60;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The largest request body the checkout service takes, bytes (1 MiB; its Fastify `bodyLimit`). */
export const CHECKOUT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * The largest request body the CMS takes outside its upload routes, bytes (1 MiB: the `jsonLimit`
 * of `strapi::body` in cms/config/middlewares.ts; urlencoded and text bodies are smaller still).
 */
export const CMS_JSON_MAX_BODY_BYTES = 1024 * 1024;

/** The largest request body the prize service takes, bytes (16 KiB; its Fastify `bodyLimit`). */
export const PRIZE_MAX_BODY_BYTES = 16 * 1024;

/**
 * The one origin's routing table (docs/architecture.md 1), in nginx's order of matching: the
 * `segments` routes first, in this order, then the longest `prefix`.
 */
export const EDGE_ROUTES: readonly EdgeRoute[] = [
  {
    name: 'catalogue',
    comment:
      'Catalogue reads: cached 1 s, so a staff edit or a stock change shows within 1 s (the CMS purges\nits own cache on every write); concurrent requests for an expired entry wait for one refresh.',
    match: { base: '/api/', names: CATALOGUE_COLLECTIONS },
    target: { upstream: 'cms' },
    requestHeaders: CATALOGUE_REQUEST_HEADERS,
    headers: 'shop',
    cache: CATALOGUE_CACHE,
  },
  {
    name: 'cms-admin',
    comment:
      "The staff admin (Strapi) at /admin, with the admin APIs of its plugins: only on the admin's host\nname when ADMIN_PUBLIC_URL names one (decision 060). Strapi's own CSP and headers pass through.\nJSON only, up to the CMS's own limit.",
    match: { base: '/', names: ADMIN_PATHS },
    target: { upstream: 'cms' },
    site: 'admin',
    headers: 'admin',
    maxBodyBytes: CMS_JSON_MAX_BODY_BYTES,
  },
  {
    name: 'cms-media-library',
    comment: "The admin's media library (Strapi's upload plugin): staff uploads, up to the origin's body limit.",
    match: { base: '/', names: ['upload'] },
    target: { upstream: 'cms' },
    site: 'admin',
    headers: 'admin',
  },
  {
    name: 'cms-api',
    comment: 'The rest of the CMS API: enquiries, uploads of enquiry files, newsletter sign-ups, orders.',
    match: { prefix: '/api/' },
    target: { upstream: 'cms' },
    requestHeaders: CMS_PUBLIC_REQUEST_HEADERS,
    headers: 'shop',
  },
  {
    name: 'uploads',
    comment:
      "Product images: nosniff and a CSP under which nothing runs (sandbox); anything not an image is a\ndownload (the CMS's Content-Disposition). Never on the admin's host name: the admin shows them from\nthe shop's origin, so no uploaded file is ever of the admin's origin.",
    match: { prefix: '/uploads/' },
    target: { upstream: 'cms' },
    requestHeaders: CMS_PUBLIC_REQUEST_HEADERS,
    headers: 'media',
    expiresSeconds: WEEK_SECONDS,
  },
  {
    name: 'checkout',
    comment: 'The checkout service, under /v1 on its own port.',
    match: { prefix: '/checkout/v1/' },
    target: { upstream: 'checkout', rewritePrefix: { from: '/checkout/v1/', to: '/v1/' } },
    headers: 'shop',
    maxBodyBytes: CHECKOUT_MAX_BODY_BYTES,
  },
  {
    name: 'prize',
    comment: 'The prize service, under /v1 on its own port.',
    match: { prefix: '/prize/v1/' },
    target: { upstream: 'prize', rewritePrefix: { from: '/prize/v1/', to: '/v1/' } },
    headers: 'shop',
    maxBodyBytes: PRIZE_MAX_BODY_BYTES,
  },
  {
    name: 'apple-pay',
    comment:
      "Apple Pay's domain association file (APPLE_PAY_DOMAIN_ASSOCIATION, from Stripe), so Stripe shows\nApple Pay on this domain; 404 while unset. Kept 5 min: Stripe may issue a new file.",
    match: { exact: APPLE_PAY_DOMAIN_ASSOCIATION_PATH },
    target: { text: 'APPLE_PAY_DOMAIN_ASSOCIATION' },
    headers: 'shop',
    cacheControl: 'public, max-age=300',
  },
  {
    name: 'assets',
    comment: 'Hashed build assets never change: cached for a year.',
    match: { prefix: '/assets/' },
    target: { files: 'assets' },
    headers: 'asset',
    cacheControl: `public, max-age=${YEAR_SECONDS}, immutable`,
  },
  {
    name: 'spa',
    comment:
      "Everything else is the SPA: a file of the build, else the page rendered on the server (a first\nscreen, docs/decisions/051) or index.html, the shell (the SPA's router decides).",
    match: { prefix: '/' },
    target: { files: 'spa', render: true },
    headers: 'shop',
    cacheControl: 'no-cache',
  },
];

/** The largest request body the origin passes on, bytes (10 enquiry files of 5 MB, and the form). */
export const MAX_REQUEST_BODY_BYTES = 26 * 1024 * 1024;

/** The largest request body a route passes on, bytes: its own limit, else {@link MAX_REQUEST_BODY_BYTES}. */
export function maxBodyBytesOf(route: EdgeRoute): number {
  return route.maxBodyBytes ?? MAX_REQUEST_BODY_BYTES;
}

/** The stable code and message of the edge's `413` answer (nginx's and web-origin's). */
export const PAYLOAD_TOO_LARGE = { code: 'payload_too_large', message: 'The request body is too large.' } as const;

/** How long the origin waits for a service to answer (and between two reads of its answer), seconds. */
export const UPSTREAM_TIMEOUT_SECONDS = 60;

/**
 * How long the origin waits for the renderer's page (docs/decisions/051), seconds, before it
 * answers the shop's "busy" page with 503 instead ({@link UNAVAILABLE_PAGES}): a render takes
 * 5–20 ms with the CMS's cached answers, so a renderer that takes seconds is failing. The render
 * goes on and is kept for the next request (web-origin/src/render.ts).
 */
export const RENDER_TIMEOUT_SECONDS = 5;

/**
 * The `Retry-After` of a page the origin could not render (503), seconds: when a crawler may ask
 * again (docs/decisions/081).
 */
export const RENDER_RETRY_AFTER_SECONDS = 30;

/**
 * The shop's "busy" page of each language, files of the web build (web/vite.config.ts writes them
 * from index.html): what both origins answer, with `503` and `Retry-After`, for a page the server
 * could not render (the renderer down, failing, overloaded or slower than
 * {@link RENDER_TIMEOUT_SECONDS}, or the CMS failing; docs/decisions/081). Each is the shell with a
 * short note in the page's language, so the app still starts and draws the page in a shopper's
 * browser, while a crawler sees a temporary failure rather than an empty page with 200.
 */
export const UNAVAILABLE_PAGES = { en: '/unavailable/en.html', ar: '/unavailable/ar.html' } as const;

/** The paths of the Arabic shop (`/ar`, `/ar/…`), as a regular expression nginx and JavaScript both read. */
export const ARABIC_PATHS_PATTERN = '^/ar(/|$)';

/** The "busy" page ({@link UNAVAILABLE_PAGES}) in the language of `urlPath` (Arabic under `/ar`). */
export function unavailablePageOf(urlPath: string): string {
  return new RegExp(ARABIC_PATHS_PATTERN).test(urlPath) ? UNAVAILABLE_PAGES.ar : UNAVAILABLE_PAGES.en;
}

/**
 * What the origin tells a service about each request. The services trust exactly one hop
 * (docs/decisions/042-containers-one-env-one-trusted-hop.md), so X-Forwarded-For is replaced by the
 * TCP peer's address, never appended to: a shopper cannot pick their own rate-limit key.
 */
export const UPSTREAM_REQUEST_HEADERS = {
  Host: 'client-host',
  'X-Forwarded-For': 'peer-address',
  'X-Forwarded-Proto': 'scheme',
  'X-Request-Id': 'request-id',
} as const;

/** gzip of text answers: level, the smallest body worth it (bytes), and the types besides text/html. */
export const COMPRESSION = {
  level: 5,
  minLengthBytes: 512,
  types: ['text/css', 'application/javascript', 'application/json', 'image/svg+xml', 'text/plain'],
} as const;

/**
 * A request path the edge refuses with `400` before routing, as a regular expression nginx (on
 * `$request_uri`, case-insensitive) and JavaScript (`i`) both read: a path whose meaning depends on
 * who decodes it. An encoded slash, backslash or dot (`%2f`, `%5c`, `%2e`), a backslash, an empty
 * segment (`//`) or a dot segment (`/./`, `/../`, or one at the end). The edge decides a route on
 * the decoded, dot-segment-free path ({@link normalizePath}) but forwards the path as sent, so
 * `/admin/..%2fapi/products` was the catalogue to the edge and the admin to the CMS; refusing them
 * leaves the edge and the service one path to agree on. Browsers never send them for a link (they
 * resolve dot segments and do not encode `/` or `.`); the query is not looked at.
 */
export const AMBIGUOUS_PATH_PATTERN = '^[^?]*(%2f|%5c|%2e|\\x5c|//|/\\.\\.?(/|\\?|$))';

/** The stable code of the `400` answer to an {@link AMBIGUOUS_PATH_PATTERN} path (web-origin's body). */
export const AMBIGUOUS_PATH_ERROR_CODE = 'ambiguous_path';

const AMBIGUOUS_PATH = new RegExp(AMBIGUOUS_PATH_PATTERN, 'i');

/**
 * Whether the edge refuses a request target with `400` ({@link AMBIGUOUS_PATH_PATTERN}): looked at
 * in origin form, so an absolute-form target (`GET http://shop.example//x`) is judged by its path.
 */
export function isAmbiguousPath(requestTarget: string): boolean {
  const target = requestTarget.startsWith('/')
    ? requestTarget
    : requestTarget.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?]*/i, '');
  return AMBIGUOUS_PATH.test(target);
}

/**
 * How long the edge waits between two reads of a request's body, seconds (nginx's
 * `client_body_timeout` and `client_header_timeout`, at nginx's default): a client that sends
 * nothing for this long is answered `408` and the connection closed.
 */
export const CLIENT_BODY_TIMEOUT_SECONDS = 60;

/**
 * How long web-origin lets one request take to arrive whole, headers and body, seconds (Node's
 * `server.requestTimeout`; nginx has no overall deadline, only {@link CLIENT_BODY_TIMEOUT_SECONDS}
 * between reads): then `408` and the connection closed, so a body trickling in a byte at a time
 * does not hold a connection for minutes. The largest body ({@link MAX_REQUEST_BODY_BYTES}, 26 MB)
 * arrives within it at about 2 Mbit/s.
 */
export const CLIENT_REQUEST_TIMEOUT_SECONDS = 120;

/**
 * The route of a request path, as nginx picks its location: the `exact` route of the path, else
 * the first `segments` route that matches, else the longest matching `prefix`. The path is the
 * decoded, dot-segment-free path ({@link normalizePath}); every path has a route (the SPA's `/`).
 */
export function matchRoute(path: string, routes: readonly EdgeRoute[] = EDGE_ROUTES): EdgeRoute {
  const exact = routes.find((route) => 'exact' in route.match && route.match.exact === path);
  if (exact) return exact;
  let best: EdgeRoute | undefined;
  for (const route of routes) {
    const { match } = route;
    if ('exact' in match) continue;
    if ('names' in match) {
      if (matchesSegments(path, match.base, match.names)) return route;
    } else if (path.startsWith(match.prefix) && (!best || match.prefix.length > prefixLength(best))) {
      best = route;
    }
  }
  if (!best) throw new Error(`No route for ${path}: the table needs a "/" prefix route`);
  return best;
}

function matchesSegments(path: string, base: string, names: readonly string[]): boolean {
  if (!path.startsWith(base)) return false;
  const rest = path.slice(base.length);
  return names.some((name) => rest.startsWith(name) && (rest.length === name.length || rest[name.length] === '/'));
}

function prefixLength(route: EdgeRoute): number {
  return 'prefix' in route.match ? route.match.prefix.length : 0;
}

/**
 * The path nginx matches locations against: the request target's path without its query,
 * percent-decoded, with `.` and `..` segments resolved. A path that does not decode is kept as sent.
 */
export function normalizePath(requestTarget: string): string {
  const queryAt = requestTarget.indexOf('?');
  let path = queryAt === -1 ? requestTarget : requestTarget.slice(0, queryAt);
  // An absolute-form target (`GET http://shop.example/admin`) names its path after the authority.
  if (!path.startsWith('/')) path = path.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '') || '/';
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      // Not valid percent-encoding: matched as sent (the service refuses it, or the SPA shows Not Found).
    }
  }
  return path.includes('/.') ? removeDotSegments(path) : path;
}

/** RFC 3986 5.2.4 for an absolute path: `/a/./b/../c` → `/a/c`; never above `/`. */
function removeDotSegments(path: string): string {
  const segments = path.split('/');
  const kept: string[] = [];
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..' && kept.length > 1) kept.pop();
      if (isLast) kept.push('');
    } else {
      kept.push(segment);
    }
  });
  return kept.join('/') || '/';
}
