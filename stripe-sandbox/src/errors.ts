import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Stripe's error types (https://docs.stripe.com/api/errors); the ones the sandbox answers. */
export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

/**
 * The one error type of the sandbox, answered in Stripe's shape:
 * `{ error: { type, code?, message, param? } }`. The Stripe SDK maps `type` and the HTTP
 * status to its own error classes (401 → StripeAuthenticationError).
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly type: StripeErrorType;
  readonly param: string | undefined;

  // Plain fields, not parameter properties: Node's type stripping runs these sources in the
  // image and erases types only (tsconfig `erasableSyntaxOnly`).
  constructor(
    code: string,
    status: number,
    message: string,
    type: StripeErrorType = 'invalid_request_error',
    param?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.type = type;
    this.param = param;
  }
}

/**
 * Installs the error and not-found handlers: AppError → its status in Stripe's shape;
 * Fastify's own 4xx (bad body) → `invalid_request_error`; anything else → a generic 500
 * `api_error`, logged with the request id.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const { type, code, message, param } = error;
      return reply.status(error.status).send({ error: { type, code, message, ...(param ? { param } : {}) } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { type: 'invalid_request_error', message: error.message } });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ error: { type: 'api_error', message: 'Something went wrong in the sandbox' } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.url}).`,
      },
    }),
  );
}

/** Fastify's `frameworkErrors` hook (URLs refused before routing) → 400 in Stripe's shape. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.status(400).send({ error: { type: 'invalid_request_error', message: error.message } });
}
