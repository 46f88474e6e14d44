import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * True when the request carries `Authorization: Bearer <token>` with the service token of
 * another part of the shop (docs/api.md; decision 005), compared in constant time (digests, so
 * neither the token's length nor its characters show in the answer time). An empty token never
 * matches. Such calls are never counted as a shopper's.
 */
export function hasServiceToken(request: Pick<FastifyRequest, 'headers'>, token: string): boolean {
  if (!token) return false;
  return timingSafeEqual(digest(request.headers.authorization ?? ''), digest(`Bearer ${token}`));
}
