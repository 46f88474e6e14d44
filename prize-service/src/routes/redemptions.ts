import { AppError, parseRequest } from '@outlet-shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { CODE_INVALID } from '../errors.ts';
import { type Redemption, redeemCode } from '../prize-codes.ts';
import { requireServiceToken } from '../service-token.ts';

const bodySchema = z.object({
  code: z.string().trim().min(1).max(64),
  orderReference: z.string().trim().min(1).max(100),
});

const wire = (redemption: Redemption) => ({
  redemption: {
    code: redemption.code,
    orderReference: redemption.orderReference,
    redeemedAt: redemption.redeemedAt.toISOString(),
  },
});

/**
 * `POST /v1/redemptions` `{ code, orderReference }`, header `Authorization: Bearer
 * ${PRIZE_SERVICE_TOKEN}` (else 401): spends a code for a paid order (docs/architecture.md 4.4).
 * `201 { redemption: { code, orderReference, redeemedAt } }` the first time; the same order
 * again → `200` with the same redemption; redeemed by another order → `409 code_already_used`;
 * reserved by another order's open payment popup → `409 code_reserved` (docs/decisions/054);
 * unknown → `404 code_invalid`; bad body → `400 validation_failed`.
 */
export async function redemptionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post('/v1/redemptions', async (request, reply) => {
    requireServiceToken(request, deps.config.PRIZE_SERVICE_TOKEN);
    const { code, orderReference } = parseRequest(bodySchema, request.body);
    const outcome = await redeemCode(deps.db, code, orderReference);
    switch (outcome.kind) {
      case 'redeemed':
        request.log.info({ code: outcome.redemption.code, orderReference }, 'prize code redeemed');
        return reply.status(201).send(wire(outcome.redemption));
      case 'already_redeemed_by_this_order':
        return reply.status(200).send(wire(outcome.redemption));
      case 'used_by_another_order':
        throw new AppError('code_already_used', 409, 'Code not valid or Already Used');
      case 'reserved_by_another_order':
        throw new AppError('code_reserved', 409, 'Code not valid or Already Used');
      case 'unknown':
        throw CODE_INVALID();
    }
  });
}
