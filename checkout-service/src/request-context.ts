import { AsyncLocalStorage } from 'node:async_hooks';

/** What the service knows of the request a piece of work belongs to. */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs the rest of this request's work (the continuation of an onRequest hook) inside its context. */
export function enterRequestContext(requestId: string): void {
  storage.enterWith({ requestId });
}

/**
 * Headers for a call to another service of the shop: `X-Request-Id` of the current request, if
 * any, and `Accept-Encoding: identity`. The services share a host or a network, where compressing
 * an answer saves nothing and costs both sides CPU (docs/performance.md).
 */
export function forwardedHeaders(): Record<string, string> {
  const context = storage.getStore();
  const headers: Record<string, string> = { 'Accept-Encoding': 'identity' };
  if (context) headers['X-Request-Id'] = context.requestId;
  return headers;
}

/** Runs `work` as part of the request `requestId` (tests, background jobs). */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}
