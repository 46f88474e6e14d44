/**
 * The response headers of the one origin (docs/architecture.md 1), defined once for both web
 * servers: the nginx edge of the containers and web-origin of `npm start`
 * (docs/decisions/045-node-origin-and-shared-edge-rules.md).
 */

/** The hosts Stripe's embedded checkout frames (https://docs.stripe.com/security/guide#content-security-policy). */
export const PAYMENT_FRAME_SOURCES = [
  'https://js.stripe.com',
  'https://hooks.stripe.com',
  'https://checkout.stripe.com',
] as const;

/**
 * The outlet map the home page embeds once the shopper presses Show map
 * (web/src/config/outlet.ts `outletMapEmbedUrl`, docs/product.md 2 home). Its tiles load inside
 * that frame, under OpenStreetMap's own policy.
 */
export const MAP_FRAME_SOURCES = ['https://www.openstreetmap.org'] as const;

/** Every origin the shop's pages may frame: Stripe's checkout and the outlet map. */
export const FRAME_SOURCES = [...PAYMENT_FRAME_SOURCES, ...MAP_FRAME_SOURCES] as const;

/**
 * Who may frame the shop's pages: its own origin, where the staff admin's content preview runs
 * (the admin's own origin, ADMIN_PUBLIC_URL, is added when it has one).
 */
export const FRAME_ANCESTORS = ["'self'"] as const;

/**
 * The shop's Content-Security-Policy, directive by directive: only the shop's own origin and
 * Stripe's hosts. `frame-src` is {@link FRAME_SOURCES} (Stripe and the outlet map) plus, in
 * development, the Stripe sandbox's card page (see {@link contentSecurityPolicy}).
 */
export const CSP_DIRECTIVES: readonly (readonly [directive: string, sources: readonly string[]])[] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'", 'https://js.stripe.com']],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:', 'https://*.stripe.com']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'", 'https://api.stripe.com', 'https://checkout.stripe.com']],
  ['frame-src', FRAME_SOURCES],
  ['form-action', ["'self'", 'https://checkout.stripe.com']],
  ['base-uri', ["'self'"]],
  ['object-src', ["'none'"]],
  ['frame-ancestors', FRAME_ANCESTORS],
];

/**
 * The Content-Security-Policy header value.
 *
 * @param extraFrameSource another origin the payment popup may frame (the Stripe sandbox's, e.g.
 *   `http://localhost:12111`, in development); empty in production.
 * @param adminOrigin the staff admin's own origin (`ADMIN_PUBLIC_URL`), whose preview frames the
 *   shop's pages; empty when the admin is on the shop's origin.
 * @returns the policy, directives separated by `; `.
 */
export function contentSecurityPolicy(extraFrameSource = '', adminOrigin = ''): string {
  return policyWithFrameSources(
    [...FRAME_SOURCES, ...(extraFrameSource ? [extraFrameSource] : [])].join(' '),
    [...FRAME_ANCESTORS, ...(adminOrigin ? [adminOrigin] : [])].join(' '),
  );
}

/**
 * {@link CSP_DIRECTIVES} as one header value, with `frameSources` as `frame-src` and
 * `frameAncestors` as `frame-ancestors` (space-separated, used verbatim: the nginx template passes
 * its `$csp_frame_src` and `$csp_frame_ancestors` variables).
 */
export function policyWithFrameSources(frameSources: string, frameAncestors = FRAME_ANCESTORS.join(' ')): string {
  return CSP_DIRECTIVES.map(([directive, sources]) => {
    if (directive === 'frame-src') return `${directive} ${frameSources}`;
    if (directive === 'frame-ancestors') return `${directive} ${frameAncestors}`;
    return `${directive} ${sources.join(' ')}`;
  }).join('; ');
}

/**
 * The security headers beside the CSP, on every shop answer. HSTS is not among them: it is sent
 * where TLS ends (the Ingress, an operator's TLS proxy), never by a plain-HTTP origin.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Browsers that read frame-ancestors ignore this; older ones allow the shop's own origin only.
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * The policy of public media (`/uploads/`): nothing runs. No script, style sheet, frame or request
 * of its own, only the image and the inline styles of the browser's image viewer, and `sandbox`, so
 * even a file a browser took for a page runs in an origin of its own, without the shop's or the
 * admin's cookies and storage. The CMS sends the same (cms/src/middlewares/uploads-headers.ts).
 */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The services' own security headers (Strapi's helmet), dropped so the origin's are the only ones. */
export const HIDDEN_UPSTREAM_HEADERS = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-Powered-By',
] as const;

/**
 * Which headers a route's answers carry:
 * - `shop`: the CSP and {@link SECURITY_HEADERS}; the services' own security headers are hidden;
 * - `admin`: Strapi's admin keeps its own CSP and headers (only `X-Powered-By` is hidden);
 * - `asset`: hashed build files: `nosniff` only (a script or stylesheet is no document);
 * - `media`: public media: {@link MEDIA_CONTENT_SECURITY_POLICY} and {@link SECURITY_HEADERS}
 *   (`nosniff` among them); the CMS's `Content-Disposition` (a download unless an image) passes.
 * Every answer also carries the origin's `X-Request-Id`.
 */
export type HeaderProfile = 'shop' | 'admin' | 'asset' | 'media';

/** The response header naming the request: 32 hex digits, made by the origin for each request. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * The headers a profile adds to every answer of its routes (besides `X-Request-Id`).
 *
 * @param extraFrameSource as for {@link contentSecurityPolicy}.
 * @param adminOrigin as for {@link contentSecurityPolicy}.
 */
export function profileHeaders(
  profile: HeaderProfile,
  extraFrameSource = '',
  adminOrigin = '',
): Record<string, string> {
  if (profile === 'admin') return {};
  if (profile === 'asset') return { 'X-Content-Type-Options': 'nosniff' };
  if (profile === 'media') return { 'Content-Security-Policy': MEDIA_CONTENT_SECURITY_POLICY, ...SECURITY_HEADERS };
  return { 'Content-Security-Policy': contentSecurityPolicy(extraFrameSource, adminOrigin), ...SECURITY_HEADERS };
}

/** Upstream headers a profile drops. */
export function hiddenHeaders(profile: HeaderProfile): readonly string[] {
  return profile === 'admin' ? ['X-Powered-By'] : HIDDEN_UPSTREAM_HEADERS;
}
