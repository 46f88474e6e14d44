import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { AppError, parseRequest } from '../errors.ts';
import { findActiveCode } from '../prize-codes.ts';

const paramsSchema = z.object({ code: z.string().max(64) });

/** The one refusal for unknown and used codes, so a guesser cannot tell them apart (SPEC.md 7). */
export const CODE_INVALID = () => new AppError('code_invalid', 404, 'Code not valid or Already Used');

/**
 * `GET /v1/varifyCode/:code` (the spec's wire spelling) → `200 { code: { code, qr, userEmail,
 * winItemName } }` for an active code, trimmed and case-insensitive; unknown or used →
 * `404 code_invalid` 'Code not valid or Already Used'. Rate limited per client address
 * (`429 rate_limited`) against guessing (SPEC.md 4, 7; docs/api.md prize-service).
 */
export async function verifyCodeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/v1/varifyCode/:code', { config: { rateLimit: deps.verifyLimit } }, async (request) => {
    const { code } = parseRequest(paramsSchema, request.params);
    const prize = await findActiveCode(deps.db, code);
    if (!prize) throw CODE_INVALID();
    return { code: prize };
  });
}
