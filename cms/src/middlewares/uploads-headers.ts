import type { Context, Next } from 'koa';

/** Where the CMS serves public media: local files (`strapi::public`) or the bucket (`global::s3-media`). */
export const UPLOADS_PATH = '/uploads/';

/**
 * The policy of every `/uploads` answer: nothing runs. No script, style sheet, frame or request of
 * its own (`default-src 'none'`), only the image itself and the browser's inline styles of its image
 * viewer, and `sandbox`, so even a file a browser took for a page would run in an origin of its own,
 * without the shop's or the admin's cookies and storage.
 */
export const UPLOADS_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The types shown in the browser; any other answer under `/uploads` is a download. */
export const INLINE_MEDIA_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
];

/**
 * The headers of an `/uploads` answer of content type `type` (empty when none): `nosniff`, so a
 * browser keeps to the type it is told; {@link UPLOADS_CONTENT_SECURITY_POLICY}; and
 * `Content-Disposition: attachment` unless the type is one of {@link INLINE_MEDIA_TYPES} (a file
 * kept before the shop refused other types, e.g. an HTML page, is downloaded, never opened).
 */
export function uploadsHeaders(type: string): Record<string, string> {
  const mime = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': UPLOADS_CONTENT_SECURITY_POLICY,
    ...(INLINE_MEDIA_TYPES.includes(mime) ? {} : { 'Content-Disposition': 'attachment' }),
  };
}

/**
 * `global::uploads-headers`, before `global::s3-media` and `strapi::public`: every answer under
 * `/uploads/` (local files or the S3 bucket) gets {@link uploadsHeaders} in place of Strapi's own
 * CSP, whatever it is (a 404 too). Other paths pass untouched.
 */
export default () => async (ctx: Context, next: Next) => {
  if (!ctx.path.startsWith(UPLOADS_PATH)) return next();
  try {
    await next();
  } finally {
    ctx.set(uploadsHeaders(ctx.response.get('Content-Type') || ''));
  }
};
