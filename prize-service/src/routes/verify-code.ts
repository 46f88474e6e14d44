import { parseRequest } from '@outlet-shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { CODE_INVALID } from '../errors.ts';
import { findActiveCode } from '../prize-codes.ts';

const paramsSchema = z.object({ code: z.string() });

const MAX_CODE_LENGTH = 64;

/**
 * `GET /v1/varifyCode/:code` (the spec's wire spelling) → `200 { code: { code, qr, userEmail,
 * winItemName } }` for an active code, trimmed and case-insensitive; unknown or used →
 * `404 code_invalid` 'Code not valid or Already Used'. Rate limited per client address
 * (`429 rate_limited`) against guessing (docs/product.md 4, 7; docs/api.md prize-service).
 */
export async function verifyCodeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/v1/varifyCode/:code', { config: { rateLimit: deps.verifyLimit } }, async (request) => {
    const { code } = parseRequest(paramsSchema, request.params);
    // An over-long guess gets the same refusal as any other unknown code.
    const prize = code.trim().length <= MAX_CODE_LENGTH ? await findActiveCode(deps.db, code) : null;
    if (!prize) throw CODE_INVALID();
    return { code: prize };
  });
}
