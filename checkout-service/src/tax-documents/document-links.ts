import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links to an order's documents (decision 047): the shopper downloads the tax invoice from
 * the confirmation page or the mail without an account. The link is the path plus `expires`
 * (Unix seconds) and `signature` (HMAC-SHA256 of `path:expires` with DOCUMENT_LINK_SECRET,
 * base64url). Anyone with the link can open it until it expires, like a receipt link.
 */
export function signDocumentPath(path: string, secret: string, ttlDays: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + ttlDays * 86_400;
  return `${path}?expires=${expires}&signature=${signatureOf(path, expires, secret)}`;
}

function signatureOf(path: string, expires: number, secret: string): string {
  return createHmac('sha256', secret).update(`${path}:${expires}`).digest('base64url');
}

/** True when `signature` was made for `path` and `expires` with `secret` and has not expired. */
export function isValidDocumentSignature(
  path: string,
  query: { expires?: unknown; signature?: unknown },
  secret: string,
  now = Date.now(),
): boolean {
  const expires = Number(query.expires);
  if (!Number.isSafeInteger(expires) || expires * 1000 < now || typeof query.signature !== 'string') return false;
  const expected = Buffer.from(signatureOf(path, expires, secret));
  const given = Buffer.from(query.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
