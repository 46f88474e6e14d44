import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Which copy of a document a link opens: `full` (the shopper's name, e-mail and address, as the
 * confirmation page and the mails link it) or `without-customer` (the same document without them,
 * as the order status page links it, which anyone with the reference and the e-mail opens and which
 * promises never to show them).
 */
export type DocumentCopy = 'full' | 'without-customer';

/** The query parameter, part of what is signed, that marks a link to the copy without the customer. */
const WITHOUT_CUSTOMER = 'customer=omitted';

/**
 * Signed links to an order's documents (decision 047): the shopper downloads the tax invoice from
 * the confirmation page or the mail without an account. The link is the path plus `expires`
 * (Unix seconds) and `signature` (HMAC-SHA256 of `path:expires` with DOCUMENT_LINK_SECRET,
 * base64url); a link to the copy `without-customer` carries `customer=omitted` first, which is
 * signed too, so it cannot be taken off to open the full copy. Anyone with the link can open it
 * until it expires, like a receipt link.
 */
export function signDocumentPath(
  path: string,
  secret: string,
  ttlDays: number,
  now = Date.now(),
  copy: DocumentCopy = 'full',
): string {
  const expires = Math.floor(now / 1000) + ttlDays * 86_400;
  const marker = copy === 'without-customer' ? `${WITHOUT_CUSTOMER}&` : '';
  return `${path}?${marker}expires=${expires}&signature=${signatureOf(path, expires, secret, copy)}`;
}

function signatureOf(path: string, expires: number, secret: string, copy: DocumentCopy): string {
  const signed = copy === 'without-customer' ? `${path}?${WITHOUT_CUSTOMER}:${expires}` : `${path}:${expires}`;
  return createHmac('sha256', secret).update(signed).digest('base64url');
}

/** The copy a link's query asks for: `without-customer` when it carries `customer=omitted`. */
export function documentCopyOf(query: { customer?: unknown }): DocumentCopy {
  return query.customer === undefined ? 'full' : 'without-customer';
}

/**
 * True when `signature` was made for `path`, `expires` and the copy the query asks for
 * ({@link documentCopyOf}) with `secret` and has not expired.
 */
export function isValidDocumentSignature(
  path: string,
  query: { expires?: unknown; signature?: unknown; customer?: unknown },
  secret: string,
  now = Date.now(),
): boolean {
  const expires = Number(query.expires);
  if (!Number.isSafeInteger(expires) || expires * 1000 < now || typeof query.signature !== 'string') return false;
  const expected = Buffer.from(signatureOf(path, expires, secret, documentCopyOf(query)));
  const given = Buffer.from(query.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
