import { AppError, hasServiceToken, parseRequest } from '@outlet-shop/service-kit';
import { maskEmail, NOT_SINGLE_LINE } from '@outlet-shop/shop-rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { CODE_INVALID } from '../errors.ts';
import { checkCode, findActiveCode } from '../prize-codes.ts';
import { requireServiceToken } from '../service-token.ts';

const paramsSchema = z.object({ code: z.string() });
const checkBody = z.object({ code: z.string().trim().min(1), email: z.string().trim().min(1).max(254) });

const MAX_CODE_LENGTH = 64;

/** The refusal once an address checked too many codes that were not valid. */
const tooManyFailures = () =>
  new AppError('rate_limited', 429, 'Too many codes that were not valid, please try again in a few minutes');

/**
 * Whether `code` could be a prize code at all: at most {@link MAX_CODE_LENGTH} characters once
 * trimmed, on one line with no control character (a NUL byte the database could not even compare).
 * Any other guess gets the same refusal as an unknown code, without a look-up.
 */
const couldBeCode = (code: string) => code.trim().length <= MAX_CODE_LENGTH && !NOT_SINGLE_LINE.test(code.trim());

/**
 * The code checks (docs/product.md 4, 7; docs/api.md prize-service; docs/decisions/054):
 * - `GET /v1/varifyCode/:code` (the spec's wire spelling) → `200 { code: { code, qr, userEmail,
 *   winItemName } }` for an active code, trimmed and case-insensitive, with `userEmail` masked
 *   (`s*****@e******.com`, never the address); unknown or used → `404 code_invalid` 'Code not
 *   valid or Already Used'. Limited per client address (`429 rate_limited` with `Retry-After`,
 *   seconds): `PRIZE_VERIFY_RATE_LIMIT_PER_MINUTE` (120) checks a minute, room for the dozens of
 *   shoppers behind a carrier's address; and once `PRIZE_VERIFY_FAILURES_PER_ADDRESS` (20) checks
 *   found no code in 15 minutes, every check from that address, a real code's too, until the
 *   window ends: guessing stays bounded, and the refusal says nothing about the code. The checkout
 *   service's checks (its service token) are not counted.
 * - `POST /v1/code-checks` `{ code, email }` with the service token (else 401): the checkout's
 *   pricing → `200 { code: { code, winItemName, isWinnersEmail } }`, the e-mail compared here
 *   (trimmed, case-insensitive) and never answered; unknown or used → `404 code_invalid`.
 */
export async function verifyCodeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/v1/varifyCode/:code', { config: { rateLimit: deps.verifyLimit } }, async (request, reply) => {
    const { code } = parseRequest(paramsSchema, request.params);
    const isCounted = !hasServiceToken(request, deps.config.PRIZE_SERVICE_TOKEN);
    if (isCounted) {
      const failures = await deps.verifyFailures.get(request.ip).catch(() => null);
      if ((failures?.consumedPoints ?? 0) >= deps.verifyFailures.points) {
        reply.header('retry-after', Math.max(1, Math.ceil((failures?.msBeforeNext ?? 1000) / 1000)));
        throw tooManyFailures();
      }
    }
    const prize = couldBeCode(code) ? await findActiveCode(deps.db, code) : null;
    if (!prize) {
      if (isCounted) await deps.verifyFailures.consume(request.ip).catch(() => undefined);
      throw CODE_INVALID();
    }
    return { code: { ...prize, userEmail: maskEmail(prize.userEmail) } };
  });

  app.post('/v1/code-checks', async (request) => {
    requireServiceToken(request, deps.config.PRIZE_SERVICE_TOKEN);
    const body = parseRequest(checkBody, request.body);
    const checked = couldBeCode(body.code) ? await checkCode(deps.db, body.code, body.email) : null;
    if (!checked) throw CODE_INVALID();
    return { code: checked };
  });
}
