import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** The key of `Bearer <key>` (the SDK) or of Basic auth with the key as user name (`curl -u sk_test_…:`), as Stripe accepts both. */
function apiKeyOf(header: string): string {
  const basic = /^Basic\s+(.+)$/i.exec(header);
  if (basic?.[1]) return Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0] ?? '';
  return header.replace(/^Bearer\s+/i, '');
}

const NO_API_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";

function checkApiKey(request: FastifyRequest, secretKey: string): void {
  const header = request.headers.authorization;
  if (!header) {
    throw new AppError(null, 401, NO_API_KEY);
  }
  const given = Buffer.from(apiKeyOf(header));
  const expected = Buffer.from(secretKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError(null, 401, `Invalid API Key provided: ${given.toString().slice(0, 8)}***`);
  }
}

/**
 * Makes every route of the plugin `app` need `Authorization: Bearer <secretKey>` or Basic auth with
 * the key as user name: missing or wrong → 401 `invalid_request_error` without a code, as Stripe
 * answers (the SDK raises it as StripeAuthenticationError).
 */
export function requireApiKey(app: FastifyInstance, secretKey: string): void {
  app.addHook('onRequest', async (request) => checkApiKey(request, secretKey));
}

/** The `Idempotency-Key` header, if one was sent. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key !== '' ? key : undefined;
}
