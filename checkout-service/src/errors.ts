import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The one error type of the service: a stable wire `code`, an HTTP status and a message
 * a shopper may read. Answered as `{ error: { code, message, details? } }` (docs/api.md).
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  // Plain fields, not parameter properties: Node's type stripping runs these sources in the
  // images and erases types only (tsconfig `erasableSyntaxOnly`).
  constructor(code: string, status: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

/** pg / PostgreSQL signs that the database cannot be reached right now (not a bad query). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * True when `error` says the database is down or restarting (connection refused or lost,
 * admin shutdown, SQLSTATE class 08), as opposed to a query the database refused.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
      message,
    )
  );
}

const FRAMEWORK_CODES: Record<number, string> = {
  400: 'bad_request',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * Installs the error and not-found handlers: AppError → its status and code; Fastify's own
 * 4xx (bad JSON, body too large, rate limit) → their status with a generic code; the
 * database down or restarting → 503 `service_unavailable` with `Retry-After: 5`; anything
 * else → a generic 500, logged with the request id.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const details = error.details === undefined ? {} : { details: error.details };
      return reply.status(error.status).send({ error: { code: error.code, message: error.message, ...details } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = FRAMEWORK_CODES[status] ?? 'bad_request';
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error, reqId: request.id }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({
          error: {
            code: 'service_unavailable',
            message: 'The shop is briefly unavailable. Please try again in a moment.',
          },
        });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal_error', message: 'Something went wrong' } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url}` } }),
  );
}

/**
 * Parses a request part with a zod schema; failure → 400 `validation_failed` with
 * `details.fieldErrors` (field → messages), as docs/api.md promises.
 */
export function parseRequest<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const { fieldErrors, formErrors } = z.flattenError(parsed.error);
  throw new AppError('validation_failed', 400, 'Please check the highlighted fields', { fieldErrors, formErrors });
}
