import {
  FRAME_ANCESTORS,
  FRAME_SOURCES,
  hiddenHeaders,
  policyWithFrameSources,
  profileHeaders,
  REQUEST_ID_HEADER,
} from './headers.ts';
import {
  AMBIGUOUS_PATH_PATTERN,
  ARABIC_PATHS_PATTERN,
  CATALOGUE_CACHE,
  CLIENT_BODY_TIMEOUT_SECONDS,
  COMPRESSION,
  EDGE_ROUTES,
  type EdgeRoute,
  MAX_REQUEST_BODY_BYTES,
  PAYLOAD_TOO_LARGE,
  RENDER_RETRY_AFTER_SECONDS,
  RENDER_TIMEOUT_SECONDS,
  UNAVAILABLE_PAGES,
  UPSTREAM_REQUEST_HEADERS,
  UPSTREAM_TIMEOUT_SECONDS,
} from './routes.ts';
import { NOT_ON_THIS_SITE_STATUS, type RequestSite } from './sites.ts';

/** Where the template lives in the repository; the web image copies it, the edge journey renders it. */
export const NGINX_TEMPLATE_PATH = 'infra/nginx/default.conf.template';

const HEADER = `# GENERATED from packages/edge-rules by \`npm run render:nginx\`: edit the rules there, not this
# file (infra/test checks the two agree). The same rules are served by web-origin under \`npm start\`
# (docs/decisions/045-node-origin-and-shared-edge-rules.md).
#
# The public edge (docs/operations.md): the built SPA, the one-origin routing to the services and
# the staff admin, security headers and a short cache for the catalogue reads every shopper makes.
# Rendered by the nginx image's envsubst step (/etc/nginx/templates/*.template) from:
#   CMS_UPSTREAM, CHECKOUT_UPSTREAM, PRIZE_UPSTREAM   host:port of each service
#   RENDER_UPSTREAM                                    host:port of the renderer of the first screens
#                                                      (web-origin: compose's web-render; docs/decisions/051)
#   NGINX_PORT                                         port nginx listens on (8080: unprivileged)
#   NGINX_CACHE_DIR                                    where the catalogue cache lives
#   NGINX_ROOT                                         the built SPA (web/dist)
#   NGINX_LOCAL_RESOLVERS                              DNS servers for the service names (the image's
#                                                      15-local-resolvers step reads /etc/resolv.conf)
#   NGINX_CSP_EXTRA_FRAME_SRC                          another origin the payment popup may frame: the
#                                                      Stripe sandbox's, in development (else empty)
#   ADMIN_PUBLIC_URL                                   the staff admin's own origin (docs/decisions/060):
#                                                      only its host serves the admin, and nothing
#                                                      else; empty, the admin is at /admin here
#   NGINX_REAL_IP_FROM                                 address range of a load balancer in front whose
#                                                      X-Forwarded-For names the shopper (192.0.2.1 = none)
#   APPLE_PAY_DOMAIN_ASSOCIATION_FILE                  the Apple Pay domain association file, which the
#                                                      image writes from APPLE_PAY_DOMAIN_ASSOCIATION
#                                                      (infra/nginx/apple-pay-domain-association.sh); absent: 404
#   NGINX_ACCESS_LOG                                   where requests are logged, without query strings
#                                                      (the image: /var/log/nginx/access.log, its stdout)`;

/** The named location of the server render, where a route with `render` sends paths with no file. */
const RENDER_LOCATION = '@render';

/**
 * Request headers nginx makes itself from the request it read, whatever the route's list says:
 * `Content-Length` of the body it passes on.
 */
const SET_BY_NGINX = new Set(['Content-Length']);

/** nginx variables for the values of `UPSTREAM_REQUEST_HEADERS`. */
const REQUEST_HEADER_VALUES: Record<(typeof UPSTREAM_REQUEST_HEADERS)[keyof typeof UPSTREAM_REQUEST_HEADERS], string> =
  {
    'client-host': '$host',
    'peer-address': '$remote_addr',
    scheme: '$scheme',
    'request-id': '$request_id',
  };

/**
 * The nginx edge's server configuration (`infra/nginx/default.conf.template`), rendered from the
 * shared rules: routes, headers, CSP, compression, body limit and the catalogue cache. `${NAME}`
 * placeholders are left for the image's envsubst step.
 *
 * @returns the template's text, ending with a newline.
 */
export function renderNginxTemplate(routes: readonly EdgeRoute[] = EDGE_ROUTES): string {
  const cacheZone = CATALOGUE_CACHE.name;
  const frameSources = FRAME_SOURCES.join(' ');
  return [
    HEADER,
    '',
    `proxy_cache_path ${placeholder('NGINX_CACHE_DIR')} levels=1:2 keys_zone=${cacheZone}:10m max_size=256m inactive=${nginxTime(CATALOGUE_CACHE.inactiveSeconds)} use_temp_path=off;`,
    '',
    `map $request_method $${cacheZone}_no_cache {`,
    '  default 1;',
    ...CATALOGUE_CACHE.methods.map((method) => `  ${method} 0;`),
    '}',
    '',
    ...siteMapLines(),
    '',
    ...ambiguousPathMapLines(),
    '',
    ...unavailableMapLines(),
    '',
    ...accessLogLines(),
    '',
    '# The services are named in variables so nginx asks DNS again (every 10 s) instead of keeping the',
    '# address it found at start: a recreated container comes back on another address.',
    `resolver ${placeholder('NGINX_LOCAL_RESOLVERS')} valid=10s ipv6=off;`,
    'resolver_timeout 5s;',
    '',
    'server {',
    `  listen ${placeholder('NGINX_PORT')};`,
    '  server_name _;',
    `  access_log ${placeholder('NGINX_ACCESS_LOG')} ${ACCESS_LOG_FORMAT};`,
    '  server_tokens off;',
    `  root ${placeholder('NGINX_ROOT')};`,
    `  client_max_body_size ${MAX_REQUEST_BODY_BYTES / (1024 * 1024)}m;`,
    `  error_page 413 ${PAYLOAD_TOO_LARGE_LOCATION};`,
    `  client_header_timeout ${CLIENT_BODY_TIMEOUT_SECONDS}s;`,
    `  client_body_timeout ${CLIENT_BODY_TIMEOUT_SECONDS}s;`,
    '',
    ...ambiguousPathGuardLines().map((line) => `  ${line}`),
    '',
    '  gzip on;',
    `  gzip_comp_level ${COMPRESSION.level};`,
    `  gzip_min_length ${COMPRESSION.minLengthBytes};`,
    `  gzip_types ${COMPRESSION.types.join(' ')};`,
    '',
    "  # Only the shop's own origin, plus Stripe's hosts for embedded checkout and the outlet map's",
    "  # frame, plus the Stripe sandbox's card page in development (NGINX_CSP_EXTRA_FRAME_SRC; empty",
    '  # in production).',
    `  set $csp_frame_src "${frameSources}";`,
    `  set $csp_frame_extra "${placeholder('NGINX_CSP_EXTRA_FRAME_SRC')}";`,
    '  if ($csp_frame_extra) {',
    '    set $csp_frame_src "$csp_frame_src $csp_frame_extra";',
    '  }',
    "  # The staff admin's preview frames the shop's pages: the admin's own origin (ADMIN_PUBLIC_URL) too.",
    `  set $csp_frame_ancestors "${FRAME_ANCESTORS.join(' ')}";`,
    `  set $csp_admin_origin "${placeholder('ADMIN_PUBLIC_URL')}";`,
    '  if ($csp_admin_origin) {',
    '    set $csp_frame_ancestors "$csp_frame_ancestors $csp_admin_origin";',
    '  }',
    `  set $csp "${policyWithFrameSources('$csp_frame_src', '$csp_frame_ancestors')}";`,
    '',
    `  set $cms_origin http://${placeholder('CMS_UPSTREAM')};`,
    `  set $checkout_origin http://${placeholder('CHECKOUT_UPSTREAM')};`,
    `  set $prize_origin http://${placeholder('PRIZE_UPSTREAM')};`,
    `  set $render_origin http://${placeholder('RENDER_UPSTREAM')};`,
    '',
    "  # The shopper's address: the TCP peer, unless the peer is the load balancer named by",
    '  # NGINX_REAL_IP_FROM, whose last X-Forwarded-For entry is then used. The services trust exactly',
    '  # one hop (this edge), so X-Forwarded-For is replaced, never appended to: a shopper cannot pick',
    '  # their own rate-limit key by sending one.',
    `  set_real_ip_from ${placeholder('NGINX_REAL_IP_FROM')};`,
    '  real_ip_header X-Forwarded-For;',
    '  real_ip_recursive off;',
    '',
    '  proxy_http_version 1.1;',
    ...originHeaderLines().map((line) => `  ${line}`),
    `  proxy_send_timeout ${UPSTREAM_TIMEOUT_SECONDS}s;`,
    `  proxy_read_timeout ${UPSTREAM_TIMEOUT_SECONDS}s;`,
    '',
    "  # Each location lists all of its headers: nginx's add_header, proxy_hide_header and",
    "  # proxy_set_header reach a location only when it has none of its own. The CMS's public",
    '  # locations pass on only the request headers the CMS reads there (proxy_pass_request_headers off):',
    '  # a header that changes its answer (Strapi-Response-Format: v4) never reaches it from a shopper.',
    ...routes.flatMap((route) => ['', ...renderLocation(route)]),
    '',
    ...payloadTooLargeLocation(),
    '}',
    '',
  ].join('\n');
}

/** The access log's format: what the services' request logs keep of a URL (`loggableUrl` of service-kit). */
const ACCESS_LOG_FORMAT = 'edge_redacted';

/**
 * The access log's format and the variables it reads. Query strings carry bearer-equivalent
 * values (`session_id=cs_…`, the signature of a document link), and a code check's path carries
 * the prize code: the log keeps the path without its query, the code replaced, and the Referer
 * without its query.
 */
function accessLogLines(): string[] {
  return [
    '# The access log keeps no secret of a URL: paths without their query, a code check without its',
    "# code, the Referer without its query (the services' request logs follow the same rule).",
    'map $request_uri $request_path {',
    '  "~^(?<request_path_only>[^?]*)" $request_path_only;',
    '  default "";',
    '}',
    'map $request_path $loggable_path {',
    '  "~*^(?<code_check>/prize/v1/varifyCode/)" "$code_check[code]";',
    '  default $request_path;',
    '}',
    'map $http_referer $loggable_referer {',
    '  "~^(?<referer_without_query>[^?]*)" $referer_without_query;',
    '  default "";',
    '}',
    `log_format ${ACCESS_LOG_FORMAT} '$remote_addr [$time_local] "$request_method $loggable_path $server_protocol" '`,
    `  '$status $body_bytes_sent "$loggable_referer" "$http_user_agent" $request_id $request_time';`,
  ];
}

/** The nginx variable naming a request's {@link RequestSite}. */
const SITE_VARIABLE = '$edge_site';

/**
 * Which site a request is for (`requestSite` of the shared rules, docs/decisions/060): the admin's
 * host name from ADMIN_PUBLIC_URL, then the request's `$host` compared with it (case-insensitive,
 * as host names are).
 */
function siteMapLines(): string[] {
  const [shop, admin, both]: RequestSite[] = ['shop', 'admin', 'shop-and-admin'];
  return [
    "# The staff admin's own host name (ADMIN_PUBLIC_URL, docs/decisions/060): when set, the admin",
    '# answers only there and that host serves nothing of the shop; empty, both share this origin.',
    `map "${placeholder('ADMIN_PUBLIC_URL')}" $admin_host {`,
    '  "~^[a-zA-Z][a-zA-Z0-9+.-]*://(?<admin_host_name>[^/:?#]+)" $admin_host_name;',
    '  default "";',
    '}',
    `map "$admin_host $host" ${SITE_VARIABLE} {`,
    `  "~^ " ${both};`,
    `  "~*^(\\S+) \\1$" ${admin};`,
    `  default ${shop};`,
    '}',
  ];
}

/** The nginx variable that is 1 for a request path the edge refuses ({@link AMBIGUOUS_PATH_PATTERN}). */
const AMBIGUOUS_PATH_VARIABLE = '$ambiguous_path';

/**
 * Which request paths are refused (`isAmbiguousPath` of the shared rules), read from
 * `$request_uri`, the path as sent: `$uri` is already decoded, its dot segments resolved and its
 * slashes merged (`merge_slashes`), while `proxy_pass` without a URI forwards the path as sent.
 */
function ambiguousPathMapLines(): string[] {
  return [
    '# A path whose meaning depends on who decodes it (an encoded slash, backslash or dot, a',
    '# backslash, an empty or a dot segment) is refused: nginx picks the location on the decoded,',
    '# resolved $uri but forwards the path as sent, so /admin/..%2fapi/products was the catalogue here',
    '# and the admin to the CMS.',
    `map $request_uri ${AMBIGUOUS_PATH_VARIABLE} {`,
    `  "~*${AMBIGUOUS_PATH_PATTERN}" 1;`,
    '  default 0;',
    '}',
  ];
}

/** The server's refusal of an ambiguous path, before any location is chosen. */
function ambiguousPathGuardLines(): string[] {
  return [
    '# Before any location: the path nginx decides on is then the path it forwards (see the map).',
    `if (${AMBIGUOUS_PATH_VARIABLE}) {`,
    '  return 400;',
    '}',
  ];
}

/** The guard of a route's location: 404 on the site it does not serve (`isServedOn`). */
function siteGuardLines(route: EdgeRoute): string[] {
  const routeSite = route.site ?? 'shop';
  if (routeSite === 'both') return [];
  const refused: RequestSite = routeSite === 'admin' ? 'shop' : 'admin';
  return [`if (${SITE_VARIABLE} = ${refused}) {`, `  return ${NOT_ON_THIS_SITE_STATUS};`, '}'];
}

/** The request headers the origin sets for every service: `Connection` for keep-alive, then `UPSTREAM_REQUEST_HEADERS`. */
function originHeaderLines(): string[] {
  return [
    'proxy_set_header Connection "";',
    ...Object.entries(UPSTREAM_REQUEST_HEADERS).map(
      ([name, value]) => `proxy_set_header ${name} ${REQUEST_HEADER_VALUES[value]};`,
    ),
  ];
}

/**
 * A location that passes on only `names` of the client's headers: nginx's own pass-through off,
 * then the origin's headers (a location's `proxy_set_header` replaces the server's) and each name
 * from its `$http_` variable (an absent header is not sent).
 */
function requestHeaderLines(names: readonly string[]): string[] {
  return [
    'proxy_pass_request_headers off;',
    ...originHeaderLines(),
    ...names
      .filter((name) => !SET_BY_NGINX.has(name))
      .map((name) => `proxy_set_header ${name} $http_${name.toLowerCase().replaceAll('-', '_')};`),
  ];
}

function locationOpening(match: EdgeRoute['match']): string {
  if ('exact' in match) return `location = ${match.exact} {`;
  if ('names' in match) return `location ~ ^${escapeRegex(match.base)}(${match.names.join('|')})(/|$) {`;
  return `location ${match.prefix} {`;
}

function renderLocation(route: EdgeRoute): string[] {
  const { target } = route;
  const opening = locationOpening(route.match);
  // Paths with no file go to the server render, in a location of its own.
  const renders = 'files' in target && target.files === 'spa' && target.render === true;
  const body: string[] = [...siteGuardLines(route)];
  if ('upstream' in target) {
    if (target.rewritePrefix) {
      const { from, to } = target.rewritePrefix;
      body.push(`rewrite ^${escapeRegex(from)}(.*)$ ${to}$1 break;`);
    }
    body.push(`proxy_pass $${target.upstream}_origin;`);
    // The service's own limit, answered here (413) before any byte of the body reaches it.
    if (route.maxBodyBytes) body.push(`client_max_body_size ${nginxSize(route.maxBodyBytes)};`);
    if (route.requestHeaders) body.push(...requestHeaderLines(route.requestHeaders));
    if (route.cache) body.push(...renderCache(route.cache));
    const hidden = [...hiddenHeaders(route.headers), ...(route.cache ? ['Set-Cookie'] : [])];
    if (route.cacheControl) hidden.push('Cache-Control', 'Expires');
    body.push(...hidden.map((name) => `proxy_hide_header ${name};`));
  } else if ('text' in target) {
    // The file has no extension: its type is the default one. Absent (the setting unset): 404.
    body.push('default_type text/plain;', `alias ${placeholder(`${target.text}_FILE`)};`, 'log_not_found off;');
  } else if (target.files === 'spa') {
    body.push(`try_files $uri ${renders ? RENDER_LOCATION : '/index.html'};`);
  } else {
    body.push('try_files $uri =404;');
  }
  if (route.expiresSeconds) body.push(`expires ${nginxTime(route.expiresSeconds)};`);
  body.push(...addedHeaders(route));
  const location = block(route.comment, opening, body);
  return renders ? [...location, '', ...renderRenderLocation(route)] : location;
}

/**
 * The named location of the server render (docs/decisions/051): the route's paths with no file
 * go to the renderer (web-origin with the web build's render module), whose page gets the route's
 * own headers, as index.html would. A renderer that answers 5xx, is down (502) or takes longer
 * than `RENDER_TIMEOUT_SECONDS` (504) gets the shop's "busy" page of the path's language with 503
 * and `Retry-After` (docs/decisions/081): the shell with a note, which the app still draws in a
 * shopper's browser, and which a crawler reads as a temporary failure, never as the page.
 * The renderer's copies of the headers this location adds are hidden (web-origin sends the same
 * rules' headers, and nginx's `add_header` would add a second of each). Methods other than GET
 * and HEAD get 405 here, whether the renderer is up or not.
 */
function renderRenderLocation(route: EdgeRoute): string[] {
  const added = [
    ...Object.keys(profileHeaders(route.headers)),
    REQUEST_ID_HEADER,
    'Retry-After',
    ...(route.cacheControl ? ['Cache-Control', 'Expires'] : []),
  ];
  const hidden = [...new Set([...hiddenHeaders(route.headers), ...added])];
  const body = [
    // As a file answers them (and web-origin): 405. Not passed on, so a renderer that is down never
    // turns a POST into the shell's 200 (nginx makes an `error_page` redirect a GET).
    'if ($request_method !~ ^(GET|HEAD)$) {',
    '  return 405;',
    '}',
    'proxy_pass $render_origin;',
    `proxy_connect_timeout ${RENDER_TIMEOUT_SECONDS}s;`,
    `proxy_read_timeout ${RENDER_TIMEOUT_SECONDS}s;`,
    'proxy_intercept_errors on;',
    'error_page 500 502 503 504 =503 $unavailable_page;',
    ...hidden.map((name) => `proxy_hide_header ${name};`),
    ...addedHeaders(route),
  ];
  const comment = `The pages rendered by web-origin (RENDER_UPSTREAM, docs/decisions/051, 081); the "busy" page,\nthe shell with a note, with 503 and Retry-After when the renderer fails, is down or takes over ${RENDER_TIMEOUT_SECONDS} s.`;
  return block(comment, `location ${RENDER_LOCATION} {`, body);
}

/**
 * The "busy" page of the request's language (UNAVAILABLE_PAGES, docs/decisions/081), and the
 * `Retry-After` an answer with 503 carries (empty, so not sent, on every other status).
 */
function unavailableMapLines(): string[] {
  return [
    '# The page answered with 503 when the renderer cannot render one (docs/decisions/081): the shell',
    "# with a note in the page's language, and when a crawler may ask again.",
    'map $uri $unavailable_page {',
    `  "~${ARABIC_PATHS_PATTERN}" ${UNAVAILABLE_PAGES.ar};`,
    `  default ${UNAVAILABLE_PAGES.en};`,
    '}',
    'map $status $unavailable_retry_after {',
    `  503 ${RENDER_RETRY_AFTER_SECONDS};`,
    '  default "";',
    '}',
  ];
}

/** The headers a route's location adds to its answers: its caching, its header profile, `X-Request-Id`. */
function addedHeaders(route: EdgeRoute): string[] {
  const lines: string[] = [];
  // The shop's "busy" page (503) says when to ask again; an empty value sends no header.
  if ('files' in route.target && route.target.files === 'spa') {
    lines.push('add_header Retry-After $unavailable_retry_after always;');
  }
  // Without `always`: only successful answers (2xx, 3xx) may be kept, never an error page.
  if (route.cacheControl) lines.push(`add_header Cache-Control "${route.cacheControl}";`);
  if (route.cache) lines.push(`add_header ${route.cache.statusHeader} $upstream_cache_status always;`);
  for (const [name, value] of Object.entries(profileHeaders(route.headers))) {
    // The shop's policy lives in the $csp variable (its frame sources are settings); media's is fixed.
    const isShopPolicy = name === 'Content-Security-Policy' && route.headers === 'shop';
    lines.push(`add_header ${name} ${isShopPolicy ? '$csp' : quote(value)} always;`);
  }
  lines.push(`add_header ${REQUEST_ID_HEADER} $request_id always;`);
  return lines;
}

/** A location block with its comment, indented in the server block. */
function block(comment: string, opening: string, body: readonly string[]): string[] {
  return [
    ...comment.split('\n').map((line) => `  # ${line}`),
    `  ${opening}`,
    ...body.map((line) => `    ${line}`),
    '  }',
  ];
}

function renderCache(cache: typeof CATALOGUE_CACHE): string[] {
  const skip = `$${cache.name}_no_cache $http_${cache.bypassHeader.toLowerCase().replaceAll('-', '_')}`;
  const stale = [
    ...(cache.staleOn.error ? ['error'] : []),
    ...(cache.staleOn.timeout ? ['timeout'] : []),
    ...cache.staleOn.statuses.map((status) => `http_${status}`),
  ];
  return [
    `proxy_cache ${cache.name};`,
    'proxy_cache_key "$request_method$request_uri";',
    `proxy_cache_valid ${cache.cachedStatuses.join(' ')} ${cache.freshSeconds}s;`,
    `proxy_cache_use_stale ${stale.join(' ')};`,
    'proxy_cache_lock on;',
    `proxy_cache_bypass ${skip};`,
    `proxy_no_cache ${skip};`,
    'proxy_ignore_headers Cache-Control Expires Set-Cookie;',
  ];
}

/** The named location of the edge's own `413`, whichever location refused the body. */
const PAYLOAD_TOO_LARGE_LOCATION = '@payload_too_large';

/**
 * The answer to a body over a location's `client_max_body_size`: `413` with the shop's error
 * envelope (`{ error: { code: 'payload_too_large', message } }`), as web-origin and the services
 * answer it, with the request id and nosniff.
 */
function payloadTooLargeLocation(): string[] {
  const body = JSON.stringify({ error: PAYLOAD_TOO_LARGE });
  return block(
    "A body over the location's limit: the shop's JSON error, never nginx's HTML page.",
    `location ${PAYLOAD_TOO_LARGE_LOCATION} {`,
    [
      'default_type application/json;',
      'add_header X-Content-Type-Options nosniff always;',
      `add_header ${REQUEST_ID_HEADER} $request_id always;`,
      `return 413 '${body}';`,
    ],
  );
}

/** Bytes in nginx's size syntax, in the largest unit that divides them: 16384 → `16k`, 1048576 → `1m`. */
function nginxSize(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)}m`;
  if (bytes % 1024 === 0) return `${bytes / 1024}k`;
  return String(bytes);
}

/** `${NAME}`: a value the image's envsubst step (or the edge journey) fills in. */
function placeholder(name: string): string {
  return `\${${name}}`;
}

/** Seconds in nginx's time syntax, in the largest unit that divides them: 604800 → `7d`. */
function nginxTime(seconds: number): string {
  for (const [unit, size] of [
    ['d', 86_400],
    ['h', 3_600],
    ['m', 60],
  ] as const) {
    if (seconds % size === 0) return `${seconds / size}${unit}`;
  }
  return `${seconds}s`;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function quote(value: string): string {
  return /[\s;]/.test(value) ? `"${value}"` : value;
}
