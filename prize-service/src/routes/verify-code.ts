import { AppError, hasServiceToken, parseRequest } from '@outlet-shop/service-kit';
import { maskEmail, NOT_SINGLE_LINE } from '@outlet-shop/shop-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { CODE_INVALID } from '../errors.ts';
import { checkCode, findActiveCode } from '../prize-codes.ts';
import { requireServiceToken } from '../service-token.ts';

const paramsSchema = z.object({ code: z.string() });
const checkBody = z.object({ code: z.string().trim().min(1), email: z.string().trim().min(1).max(254) });

const MAX_CODE_LENGTH = 64;

/**
 * The header naming the browser a check comes from: the storefront's own random id for it (kept in
 * localStorage as `checkoutBrowser`, the one the checkout's payment popup sends as `browser_session`).
 */
export const BROWSER_SESSION_HEADER = 'x-browser-session';

/** A browser's own id as the storefront makes it (a UUID); anything else counts as no id. */
const BROWSER_SESSION = /^[\w-]{16,100}$/;

type Limiter = AppDeps['verifyFailures']['perBrowser'];

/**
 * The failure counts a check from this request is judged by (docs/decisions/096): its browser's
 * (the `X-Browser-Session` id on this client address; checks without a well-formed id share one
 * count per address) and its address's, whatever the ids. The id proves nothing, so the address
 * keeps its own ceiling: a guesser making up ids runs into it.
 */
function failureCounters(deps: AppDeps, request: FastifyRequest): [Limiter, string][] {
  const header = request.headers[BROWSER_SESSION_HEADER];
  const browser = typeof header === 'string' && BROWSER_SESSION.test(header) ? header : '-';
  return [
    [deps.verifyFailures.perBrowser, `${request.ip}|${browser}`],
    [deps.verifyFailures.perAddress, request.ip],
  ];
}

/** For how long (ms) the fullest of `counters` refuses, or 0 when none is full; a count that fails to answer refuses nothing. */
async function lockedForMs(counters: readonly [Limiter, string][]): Promise<number> {
  const counts = await Promise.all(counters.map(([limiter, key]) => limiter.get(key).catch(() => null)));
  return counters.reduce((longest, [limiter], index) => {
    const count = counts[index];
    return (count?.consumedPoints ?? 0) >= limiter.points ? Math.max(longest, count?.msBeforeNext ?? 1000) : longest;
  }, 0);
}

/** The refusal once a browser or an address checked too many codes that were not valid. */
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
 *   valid or Already Used'. Limited (`429 rate_limited` with `Retry-After`, seconds):
 *   `PRIZE_VERIFY_RATE_LIMIT_PER_MINUTE` (120) checks a minute per client address, room for the
 *   dozens of shoppers behind a carrier's address; once `PRIZE_VERIFY_FAILURES_PER_BROWSER` (20)
 *   checks of one browser (header `X-Browser-Session`, its own id, on that address) found no code
 *   in 15 minutes, every check of that browser, a real code's too, until the window ends; and once
 *   `PRIZE_VERIFY_FAILURES_PER_ADDRESS` (200) such checks came from the address whatever their
 *   ids, every check from it. So a guesser stops themselves, not the shoppers behind their
 *   carrier's address, until they make up ids ten times over; the refusal says nothing about the
 *   code. The checkout service's checks (its service token) are not counted.
 * - `POST /v1/code-checks` `{ code, email }` with the service token (else 401): the checkout's
 *   pricing → `200 { code: { code, winItemName, isWinnersEmail, fitsWinnersMask } }`, the e-mail
 *   compared here (trimmed, case-insensitive) and never answered; `fitsWinnersMask`: it masks as the
 *   winner's does (`maskEmail`), the storefront's estimate; unknown or used → `404 code_invalid`.
 */
export async function verifyCodeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/v1/varifyCode/:code', { config: { rateLimit: deps.verifyLimit } }, async (request, reply) => {
    const { code } = parseRequest(paramsSchema, request.params);
    const counters = hasServiceToken(request, deps.config.PRIZE_SERVICE_TOKEN) ? [] : failureCounters(deps, request);
    const lockedMs = await lockedForMs(counters);
    if (lockedMs > 0) {
      reply.header('retry-after', Math.max(1, Math.ceil(lockedMs / 1000)));
      throw tooManyFailures();
    }
    const prize = couldBeCode(code) ? await findActiveCode(deps.db, code) : null;
    if (!prize) {
      await Promise.all(counters.map(([limiter, key]) => limiter.consume(key).catch(() => undefined)));
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
