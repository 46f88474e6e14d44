import { randomUUID } from 'node:crypto';

/** The longest incoming `X-Request-Id` a service keeps, in characters (the same in every service and the CMS). */
export const REQUEST_ID_MAX_LENGTH = 128;

/** An incoming `X-Request-Id` worth keeping: 1–128 of letters, digits, `-`, `_`, `.`, `:`. */
export const REQUEST_ID_PATTERN = new RegExp(`^[A-Za-z0-9._:-]{1,${REQUEST_ID_MAX_LENGTH}}$`);

/** True when `value` is an id safe to log and forward unchanged (see `REQUEST_ID_PATTERN`). */
export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
}

/**
 * The id of a request: the caller's `X-Request-Id` header (the edge sets one per request, a
 * service forwards its own on calls to another) when safe to log and forward, else a new UUID.
 * Accepts a header as Node gives it (`string | string[] | undefined`; the first value counts).
 * Used as Fastify's `genReqId` and by the CMS request log, so an id crosses every service unchanged.
 */
export function requestIdFor(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return isSafeRequestId(value) ? value : randomUUID();
}
