import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { normaliseEmail } from '@outlet-shop/shop-rules';

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const fill = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...fill, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/** A SHA-256 digest (base64url, 22 characters) of one thing that names a shopper or an address. */
function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/**
 * The address a checkout comes from, for the per-address ceiling of open checkouts
 * (CHECKOUT_OPEN_SESSIONS_PER_ADDRESS; docs/decisions/058): the client address as the service
 * sees it (`request.ip`, with TRUSTED_PROXY_HOPS), as @fastify/rate-limit counts it, except that
 * an IPv6 address counts by its /64 (one household or phone gets a whole /64 and may change
 * addresses inside it at will) and an IPv4-mapped IPv6 address is its IPv4. Stored and sent as a
 * SHA-256 digest (base64url, 22 characters), never as the address.
 */
export function clientKeyOf(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  let client = address;
  if (mapped && isIPv4(mapped)) client = mapped;
  else if (isIPv6(address) && !address.includes('.')) client = `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return digest(`client:${client}`);
}

/** What names a shopper: the digests of each of its keys, and of its browser's own session, if sent. */
export interface ShopperKeys {
  /** Any of these matching is the same shopper: the browser's session, the e-mail, the mobile number. */
  keys: string[];
  /** The browser's own session (its newer popup replaces its earlier unpaid ones), or null. */
  browserKey: string | null;
}

/**
 * Who a shopper is for the hold limits (docs/decisions/058): the browser's own session (a random
 * id the storefront keeps beside the cart; a stranger can change it at will, so never alone), the
 * order's e-mail (trimmed, lower-cased) and its mobile number (E.164, as the order stores it).
 * Each is kept and sent only as a SHA-256 digest, 22 characters. Pure.
 */
export function shopperKeysOf(shopper: { browserSession: string | null; email: string; mobile: string }): ShopperKeys {
  const browserKey = shopper.browserSession ? digest(`browser:${shopper.browserSession}`) : null;
  const keys = [digest(`email:${normaliseEmail(shopper.email)}`), digest(`mobile:${shopper.mobile.trim()}`)];
  return { keys: browserKey ? [browserKey, ...keys] : keys, browserKey };
}
