import { type Readable, Transform } from 'node:stream';
import {
  CLIENT_BODY_TIMEOUT_SECONDS,
  MAX_REQUEST_BODY_BYTES,
  maxBodyBytesOf,
  PAYLOAD_TOO_LARGE,
} from '@outlet-shop/edge-rules';
import { loggableUrl } from '@outlet-shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Set on a request whose streamed body went over the limit, so its failed forward answers 413. */
const TOO_LARGE = Symbol('body over the limit');

/** Set on a request whose body stopped arriving (no byte for the body timeout), so its failed forward answers 408. */
const TIMED_OUT = Symbol('body stopped arriving');

type TooLargeMark = { [TOO_LARGE]?: true; [TIMED_OUT]?: number };

/** The shop's error answer (`{ error: { code, message } }`, as every service answers). */
function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/**
 * The largest body the request's route passes on, bytes (`maxBodyBytesOf`: the service's own
 * limit on the checkout and prize routes, else `MAX_REQUEST_BODY_BYTES`), as nginx's
 * `client_max_body_size` of the route's location.
 */
function bodyLimitOf(request: FastifyRequest): number {
  return request.edgeRoute ? maxBodyBytesOf(request.edgeRoute) : MAX_REQUEST_BODY_BYTES;
}

/** The edge's 413, the same words as nginx's (`PAYLOAD_TOO_LARGE` of the shared rules). */
const payloadTooLarge = () => errorBody(PAYLOAD_TOO_LARGE.code, PAYLOAD_TOO_LARGE.message);

/**
 * Answers `413 payload_too_large` when a request announces a body over its route's limit
 * ({@link bodyLimitOf}; nginx `client_max_body_size`), before any of it reaches the service: a
 * service refusing a body it is still being sent closes the connection, which the edge would
 * answer 502.
 *
 * @returns whether it answered.
 */
export function refuseLargeBody(request: FastifyRequest, reply: FastifyReply): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length <= bodyLimitOf(request)) return false;
  reply.code(413).header('connection', 'close').send(payloadTooLarge());
  return true;
}

/**
 * A request body as it streams to a service, cut off once it passes its route's limit ({@link bodyLimitOf})
 * (a chunked body announces no length; the failed forward then answers 413), or once no byte of
 * it has arrived for `idleTimeoutMs` (nginx's `client_body_timeout`, `CLIENT_BODY_TIMEOUT_SECONDS`
 * between two reads; the failed forward then answers 408). The whole request's deadline is the
 * server's `requestTimeout` (app.ts).
 *
 * @param idleTimeoutMs ms between two chunks of the body (tests pass a short one).
 */
export function limitBody(
  request: FastifyRequest,
  payload: Readable,
  idleTimeoutMs = CLIENT_BODY_TIMEOUT_SECONDS * 1000,
): Readable {
  const isAnnounced = request.headers['content-length'] !== undefined;
  const limit = bodyLimitOf(request);
  let bytes = 0;
  let timer: NodeJS.Timeout | undefined;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (isAnnounced || bytes <= limit) {
        waitForNext();
        return callback(null, chunk);
      }
      (request as FastifyRequest & TooLargeMark)[TOO_LARGE] = true;
      callback(new Error('request body over the limit'));
    },
    flush(callback) {
      clearTimeout(timer);
      callback();
    },
  });
  const waitForNext = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      (request as FastifyRequest & TooLargeMark)[TIMED_OUT] = idleTimeoutMs;
      counted.destroy(new Error(`no byte of the request body for ${idleTimeoutMs} ms`));
    }, idleTimeoutMs);
  };
  waitForNext();
  counted.on('close', () => clearTimeout(timer));
  payload.on('error', (error) => counted.destroy(error));
  return payload.pipe(counted);
}

/**
 * The answer when a service cannot be asked (nginx's words): `504 gateway_timeout` when it did
 * not answer within the timeout, `413 payload_too_large` for a streamed body over the limit,
 * `408 request_timeout` (and the connection closed) for a body that stopped arriving, else
 * `502 bad_gateway`. Logged as a warning with the request id.
 */
export function answerGatewayError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const idleMs = (request as FastifyRequest & TooLargeMark)[TIMED_OUT];
  if (idleMs !== undefined) {
    request.log.warn({ url: loggableUrl(request.url) }, 'request body stopped arriving');
    return reply
      .code(408)
      .header('connection', 'close')
      .send(errorBody('request_timeout', `No byte of the request body arrived for ${idleMs / 1000} s.`));
  }
  if ((request as FastifyRequest & TooLargeMark)[TOO_LARGE]) {
    // The rest of the body is never read: the connection cannot carry another request.
    return reply.code(413).header('connection', 'close').send(payloadTooLarge());
  }
  const isTimeout = isTimeoutError(error);
  request.log.warn({ err: error, url: loggableUrl(request.url) }, 'service did not answer');
  return isTimeout
    ? reply.code(504).send(errorBody('gateway_timeout', 'The service did not answer in time.'))
    : reply.code(502).send(errorBody('bad_gateway', 'The service is not reachable.'));
}

function isTimeoutError(error: unknown): boolean {
  const { code, statusCode, cause } = (error ?? {}) as { code?: string; statusCode?: number; cause?: unknown };
  if (statusCode === 504 || /TIMEOUT/.test(code ?? '')) return true;
  return cause !== undefined && cause !== error && isTimeoutError(cause);
}
