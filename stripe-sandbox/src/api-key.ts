import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** The key of `Bearer <key>` (the SDK) or of Basic auth with the key as user name (`curl -u sk_test_…:`), as Stripe accepts both. */
function apiKeyOf(header: string): string {
  const basic = /^Basic\s+(.+)$/i.exec(header);
  if (basic?.[1]) return Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0] ?? '';
  return header.replace(/^Bearer\s+/i, '');
}

function checkApiKey(request: FastifyRequest, secretKey: string): void {
  const header = request.headers.authorization;
  if (!header) {
    throw new AppError('api_key_missing', 401, 'You did not provide an API key. Use `Authorization: Bearer <key>`.');
  }
  const given = Buffer.from(apiKeyOf(header));
  const expected = Buffer.from(secretKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('api_key_invalid', 401, `Invalid API Key provided: ${given.toString().slice(0, 8)}***`);
  }
}

/**
 * Makes every route of the plugin `app` need `Authorization: Bearer <secretKey>` or Basic auth with
 * the key as user name: missing → 401 `api_key_missing`, wrong → 401 `api_key_invalid`
 * (`invalid_request_error`, which the SDK raises as StripeAuthenticationError).
 */
export function requireApiKey(app: FastifyInstance, secretKey: string): void {
  app.addHook('onRequest', async (request) => checkApiKey(request, secretKey));
}

/** The `Idempotency-Key` header, if one was sent. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key !== '' ? key : undefined;
}
