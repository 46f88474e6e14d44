import { type Readable, Transform } from 'node:stream';
import { MAX_REQUEST_BODY_BYTES } from '@outlet-shop/edge-rules';
import { loggableUrl } from '@outlet-shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Set on a request whose streamed body went over the limit, so its failed forward answers 413. */
const TOO_LARGE = Symbol('body over the limit');

type TooLargeMark = { [TOO_LARGE]?: true };

/** The shop's error answer (`{ error: { code, message } }`, as every service answers). */
function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/**
 * Answers `413 payload_too_large` when a request announces a body over `MAX_REQUEST_BODY_BYTES`
 * (nginx `client_max_body_size`).
 *
 * @returns whether it answered.
 */
export function refuseLargeBody(request: FastifyRequest, reply: FastifyReply): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length <= MAX_REQUEST_BODY_BYTES) return false;
  reply
    .code(413)
    .header('connection', 'close')
    .send(errorBody('payload_too_large', `The request body is larger than ${MAX_REQUEST_BODY_BYTES} bytes.`));
  return true;
}

/**
 * A request body as it streams to a service, cut off once it passes `MAX_REQUEST_BODY_BYTES`
 * (a chunked body announces no length); the failed forward then answers 413.
 */
export function limitBody(request: FastifyRequest, payload: Readable): Readable {
  if (request.headers['content-length'] !== undefined) return payload;
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes <= MAX_REQUEST_BODY_BYTES) return callback(null, chunk);
      (request as FastifyRequest & TooLargeMark)[TOO_LARGE] = true;
      callback(new Error('request body over the limit'));
    },
  });
  payload.on('error', (error) => counted.destroy(error));
  return payload.pipe(counted);
}

/**
 * The answer when a service cannot be asked (nginx's words): `504 gateway_timeout` when it did
 * not answer within the timeout, `413 payload_too_large` for a streamed body over the limit,
 * else `502 bad_gateway`. Logged as a warning with the request id.
 */
export function answerGatewayError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if ((request as FastifyRequest & TooLargeMark)[TOO_LARGE]) {
    return reply
      .code(413)
      .send(errorBody('payload_too_large', `The request body is larger than ${MAX_REQUEST_BODY_BYTES} bytes.`));
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
