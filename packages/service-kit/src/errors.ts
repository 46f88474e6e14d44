import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type ErrorCode, errorBody } from './error-body.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * The one error type of a service: a stable wire `code`, an HTTP status and a message a
 * shopper may read, with optional `details`. Answered as `{ error: { code, message, details? } }`
 * by `installErrorHandler` (docs/api.md), or in the shape its `shape` option gives. `options.cause`
 * (what failed inside: another service's status, a validation text) is logged, never answered.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  // Plain fields, not parameter properties: Node's type stripping runs the services' sources in
  // the images and erases types only (tsconfig `erasableSyntaxOnly`).
  constructor(
    code: string,
    status: number,
    message: string,
    details?: Record<string, unknown>,
    options?: { cause?: Error },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

/**
 * An answer before it gets its wire shape. `kind` says where it came from: an `AppError`,
 * Fastify's own refusal (bad JSON, body too large, rate limit, bad URL), the database being
 * unavailable, a route that does not exist, or an unexpected error.
 */
export interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
  kind: 'app' | 'framework' | 'unavailable' | 'not_found' | 'internal';
}

/** Turns an `ErrorAnswer` into the body sent. */
export type ErrorShape = (answer: ErrorAnswer) => unknown;

/** The shop's error body, `errorBody`'s envelope: `{ error: { code, message, details? } }` (docs/api.md). */
export const shopErrorShape: ErrorShape = ({ code, message, details }) =>
  errorBody(code as ErrorCode, message, details);

/** The wording of the answers the handler makes up itself; a service may word them its own way. */
export interface ErrorMessages {
  internal: string;
  unavailable: string;
  notFound: (method: string, url: string) => string;
}

const SHOP_MESSAGES: ErrorMessages = {
  internal: 'Something went wrong',
  unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
  notFound: (method, url) => `No route ${method} ${url}`,
};

/** Options of `installErrorHandler` and `frameworkErrorHandler`; the defaults are the shop's. */
export interface ErrorHandlerOptions {
  shape?: ErrorShape;
  messages?: Partial<ErrorMessages>;
}

/** Seconds a client should wait before retrying a 503 `service_unavailable` (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;

const FRAMEWORK_CODES: Record<number, string> = {
  400: 'bad_request',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** What `error` is answered with (status, code, message, kind); see `installErrorHandler`. */
export function answerFor(error: unknown, messages: ErrorMessages = SHOP_MESSAGES): ErrorAnswer {
  if (error instanceof AppError) {
    const { status, code, message, details } = error;
    return { status, code, message, kind: 'app', ...(details === undefined ? {} : { details }) };
  }
  const { statusCode, message } = (error ?? {}) as { statusCode?: number; message?: string };
  const status = statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, code: FRAMEWORK_CODES[status] ?? 'bad_request', message: message ?? '', kind: 'framework' };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, code: 'service_unavailable', message: messages.unavailable, kind: 'unavailable' };
  }
  return { status: 500, code: 'internal_error', message: messages.internal, kind: 'internal' };
}

/**
 * Installs the error and not-found handlers: AppError → its status and code (a 5xx one logged
 * with its cause, which the answer never carries); Fastify's own 4xx
 * (bad JSON, body too large, rate limit) → their status with a generic code; the database down
 * or restarting (`isDatabaseUnavailable`) → 503 `service_unavailable` with `Retry-After: 5`;
 * anything else → a generic 500 `internal_error`, logged with the request id; an unknown route
 * → 404 `not_found`. Bodies are `{ error: { code, message, details? } }` unless `options.shape`.
 */
export function installErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  const shape = options.shape ?? shopErrorShape;
  const messages = { ...SHOP_MESSAGES, ...options.messages };
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const answer = answerFor(error, messages);
    if (answer.kind === 'unavailable') {
      request.log.error({ err: error, reqId: request.id }, 'database unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    } else if (answer.kind === 'app' && answer.status >= 500) {
      // Another service failed: its status or refusal (the AppError's cause) is for the log only.
      request.log.warn({ err: error, reqId: request.id }, `answered ${answer.status} ${answer.code}`);
    } else if (answer.kind === 'internal') {
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    }
    return reply.status(answer.status).send(shape(answer));
  });
  app.setNotFoundHandler((request, reply) => {
    const message = messages.notFound(request.method, request.url);
    return reply.status(404).send(shape({ status: 404, code: 'not_found', message, kind: 'not_found' }));
  });
}

/**
 * Fastify's `frameworkErrors` option (URLs refused before routing: an over-long or malformed
 * path part) → 400 `bad_request` in the error shape, instead of Fastify's own body.
 */
export function frameworkErrorHandler(
  options: ErrorHandlerOptions = {},
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  const shape = options.shape ?? shopErrorShape;
  return (error, _request, reply) => {
    reply.status(400).send(shape({ status: 400, code: 'bad_request', message: error.message, kind: 'framework' }));
  };
}

/**
 * Parses a request part with a zod schema and returns the parsed value.
 * @throws AppError 400 `validation_failed` with `details.fieldErrors` (field → messages) and
 * `details.formErrors`, as docs/api.md promises.
 */
export function parseRequest<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const { fieldErrors, formErrors } = z.flattenError(parsed.error);
  throw new AppError('validation_failed', 400, 'Please check the highlighted fields', { fieldErrors, formErrors });
}
