import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What the service knows of the request a piece of work belongs to. */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** An incoming `X-Request-Id` worth keeping: 1–128 of letters, digits, `-`, `_`, `.`, `:`. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` (the edge sets one per request) when it is
 * safe to log and forward, else a new UUID. The id is echoed in the answer's `X-Request-Id`,
 * on every log line (`reqId`) and on every call this request makes to the CMS and the prize service.
 */
export function requestIdFor(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

/** Runs the rest of this request's work (the continuation of an onRequest hook) inside its context. */
export function enterRequestContext(requestId: string): void {
  storage.enterWith({ requestId });
}

/** Headers for a call to another service of the shop: `X-Request-Id` of the current request, if any. */
export function forwardedHeaders(): Record<string, string> {
  const context = storage.getStore();
  return context ? { 'X-Request-Id': context.requestId } : {};
}

/** Runs `work` as part of the request `requestId` (tests, background jobs). */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}
