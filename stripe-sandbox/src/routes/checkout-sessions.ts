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

function checkApiKey(request: FastifyRequest, secretKey: string): void {
  const header = request.headers.authorization;
  if (!header) {
    throw new AppError('api_key_missing', 401, 'You did not provide an API key. Use `Authorization: Bearer <key>`.');
  }
  const given = Buffer.from(header.replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(secretKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('api_key_invalid', 401, `Invalid API Key provided: ${given.toString().slice(0, 8)}***`);
  }
}

/**
 * Stripe's Checkout Sessions API, the part the checkout service calls through the SDK
 * (DESIGN.md 6). Every route needs `Authorization: Bearer <secretKey>` (else 401).
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
