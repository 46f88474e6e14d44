import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * True when the request carries `Authorization: Bearer <token>` with the service token of
 * another part of the shop (the checkout service; docs/api.md prize-service), compared in
 * constant time. Such calls are never counted as a shopper's.
 */
export function hasServiceToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
