import { AppError, hasServiceToken } from '@outlet-shop/service-kit';
import type { FastifyRequest } from 'fastify';

/**
 * The checkout service's calls carry `Authorization: Bearer ${PRIZE_SERVICE_TOKEN}`
 * (docs/decisions/005). Throws `401 unauthorized` for any other caller.
 */
export function requireServiceToken(request: FastifyRequest, token: string): void {
  if (!hasServiceToken(request, token)) throw new AppError('unauthorized', 401, 'A valid service token is required');
}
