import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { parseSessionParams } from '../session-params.ts';
import type { SessionStore } from '../sessions.ts';

/** What the Stripe API routes need. */
export interface ApiRouteOptions {
  secretKey: string;
  sessions: SessionStore;
}

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
 * Stripe's Checkout Sessions API, the part the checkout service calls through the SDK
 * (docs/architecture.md 6). Every route needs `Authorization: Bearer <secretKey>` or Basic auth with
 * the key as user name (else 401 `invalid_request_error`).
 * - `POST /v1/checkout/sessions` (form-encoded, bracketed keys) → the new session; honours
 *   `Idempotency-Key`; bad parameters → 400 `invalid_request_error` with `param`.
 * - `GET /v1/checkout/sessions/:id` → the session; unknown → 404 `resource_missing`.
 */
export async function checkoutSessionRoutes(app: FastifyInstance, options: ApiRouteOptions): Promise<void> {
  app.addHook('onRequest', async (request) => checkApiKey(request, options.secretKey));

  app.post('/v1/checkout/sessions', async (request) => {
    const params = parseSessionParams(request.body);
    const idempotencyKey = request.headers['idempotency-key'];
    return options.sessions.create(params, typeof idempotencyKey === 'string' ? idempotencyKey : undefined);
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request) => {
    return options.sessions.require(request.params.id).session;
  });
}
