/**
 * What a request log may keep of a URL: the one rule every service of the shop logs by (the
 * checkout and prize services through `createServiceApp`, the web origin, the CMS's request-log
 * middleware). No I/O and no imports, so the CMS can use it too (`@outlet-shop/service-kit/loggable-url`).
 *
 * Headers are never logged at all (Authorization, Cookie, the browser's `X-Order-Token`), nor bodies.
 */

/**
 * Names of query parameters whose values are credentials: tokens (an order's access token, a
 * password reset), signatures (a signed invoice link), codes (a prize code), keys, passwords,
 * and Stripe session ids and client secrets (`session_id=cs_…`, `client_secret=…`).
 */
const SECRET_NAME = /token|code|secret|password|confirmation|signature|key|session/i;

/** A value holding an e-mail address (a shopper's, e.g. staff searching orders: `_q=…`, `filters[email]…`). */
const EMAIL_VALUE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/**
 * A path segment naming the secret in the segment after it (`/v1/varifyCode/:code`, `/token/:token`):
 * one word, letters only, ending in a secret's name.
 */
const SECRET_PATH_SEGMENT = /^[a-z]*(token|code|secret|password|signature|key)$/i;

/** What replaces a redacted value. */
export const REDACTED = '[redacted]';

/** True when a query parameter or header of this name carries a credential. */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

function loggablePath(path: string): string {
  const segments = path.split('/');
  for (let index = 1; index < segments.length; index += 1) {
    if (SECRET_PATH_SEGMENT.test(segments[index - 1] ?? '') && segments[index]) segments[index] = REDACTED;
  }
  return segments.join('/');
}

/**
 * The URL (path and query) as a request log writes it: the values of secret-named query
 * parameters ({@link isSecretName}) and of parameters holding an e-mail address, and the path
 * segment after a secret-named one (`/v1/varifyCode/[redacted]`), replaced by `[redacted]`.
 * Everything else is kept as sent, so a line still says which call it was.
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = loggablePath(queryStart === -1 ? url : url.slice(0, queryStart));
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  if (!query) return queryStart === -1 ? path : `${path}?`;
  const params = new URLSearchParams(query);
  for (const [name, value] of [...params]) {
    if (isSecretName(name) || EMAIL_VALUE.test(value)) params.set(name, REDACTED);
  }
  // Decoded for reading (`[redacted]`, `filters[id]`); URLSearchParams encodes validly, so this never throws.
  return `${path}?${decodeURIComponent(params.toString())}`;
}
