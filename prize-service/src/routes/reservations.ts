import { AppError, parseRequest } from '@outlet-shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { CODE_INVALID } from '../errors.ts';
import { releaseCode, reserveCode } from '../reservations.ts';
import { requireServiceToken } from '../service-token.ts';

/**
 * The longest a reservation may last: a Checkout Session lasts at most 24 hours, but a payment
 * still processing when its session completed (a bank debit) keeps its code until the bank
 * answers, up to the checkout's CHECKOUT_PROCESSING_PAYMENT_HOLD_MS (at most 30 days; decision 062).
 */
const MAX_RESERVATION_MS = 31 * 24 * 60 * 60_000;

const code = z.string().trim().min(1).max(64);
const orderReference = z.string().trim().min(1).max(100);
const reserveBody = z.object({
  code,
  orderReference,
  expiresAt: z.iso
    .datetime({ offset: true })
    .transform((text) => new Date(text))
    .refine((date) => date.getTime() > Date.now(), 'Must be in the future')
    .refine((date) => date.getTime() <= Date.now() + MAX_RESERVATION_MS, 'At most 31 days ahead'),
});
const releaseParams = z.object({ code, orderReference });

/**
 * The reservations of docs/decisions/054, header `Authorization: Bearer ${PRIZE_SERVICE_TOKEN}`
 * (else 401):
 * - `POST /v1/reservations` `{ code, orderReference, expiresAt }` (ISO 8601, within 31 days):
 *   holds an active code for the order whose payment popup opens (or whose payment is still
 *   processing), until `expiresAt` →
 *   `200 { reservation: { code, orderReference, expiresAt } }`; the same order again → 200, its
 *   later expiry kept; redeemed, or reserved by another order until later → `409 code_unavailable`
 *   (reserved: `details.reservedBy`, that order's reference, for the checkout's hand-over of decision 064);
 *   unknown → `404 code_invalid`; bad body → `400 validation_failed`.
 * - `DELETE /v1/reservations/:code/:orderReference` → `204`: the order's reservation ends (its
 *   session expired, failed or was never made); another order's, or none, is left alone.
 */
export async function reservationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post('/v1/reservations', async (request) => {
    requireServiceToken(request, deps.config.PRIZE_SERVICE_TOKEN);
    const body = parseRequest(reserveBody, request.body);
    const outcome = await reserveCode(deps.db, body.code, body.orderReference, body.expiresAt);
    switch (outcome.kind) {
      case 'reserved': {
        const { reservation } = outcome;
        return { reservation: { ...reservation, expiresAt: reservation.expiresAt.toISOString() } };
      }
      case 'unavailable': {
        const { reservedBy } = outcome;
        request.log.info(
          { code: body.code, orderReference: body.orderReference, reservedBy },
          'prize code reservation refused',
        );
        // Which order holds it: the checkout may hand the code over to the same shopper's newer order (decision 064).
        throw new AppError(
          'code_unavailable',
          409,
          'Code not valid or Already Used',
          reservedBy ? { reservedBy } : undefined,
        );
      }
      case 'unknown':
        throw CODE_INVALID();
    }
  });

  app.delete('/v1/reservations/:code/:orderReference', async (request, reply) => {
    requireServiceToken(request, deps.config.PRIZE_SERVICE_TOKEN);
    const params = parseRequest(releaseParams, request.params);
    if (await releaseCode(deps.db, params.code, params.orderReference)) {
      request.log.info(params, 'prize code reservation released');
    }
    return reply.status(204).send();
  });
}
