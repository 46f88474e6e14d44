import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const fill = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...fill, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/**
 * Who a shopper is for the hold limits (docs/decisions/058): the client address as the service
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
  return createHash('sha256').update(`client:${client}`).digest('base64url').slice(0, 22);
}
