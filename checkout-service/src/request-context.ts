import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/**
 * What the service knows of the request or job a piece of work belongs to: the request's id (a
 * job's is the id of the request that queued it) and, once known, the order it is about.
 */
interface RequestContext {
  requestId?: string;
  orderReference?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The longest order reference a log line takes from a request, in characters (the routes' own bound). */
const ORDER_REFERENCE_MAX_LENGTH = 100;

/** Runs the rest of this request's work (the continuation of an onRequest hook) inside its context. */
export function enterRequestContext(requestId: string): void {
  storage.enterWith({ requestId });
}

/**
 * Notes the order the current request or job is about: every later log line of it carries
 * `orderReference` ({@link logContextFields}). Outside a request or job, or with anything but a
 * string of 1–100 characters, nothing changes.
 */
export function noteOrderReference(reference: unknown): void {
  const context = storage.getStore();
  if (!context || typeof reference !== 'string') return;
  if (reference.length === 0 || reference.length > ORDER_REFERENCE_MAX_LENGTH) return;
  context.orderReference = reference;
}

/**
 * Notes the order a request is about ({@link noteOrderReference}) on its own logger too, so its
 * request line ('request completed', written after the answer, outside the request's context)
 * carries `orderReference` as well.
 */
export function noteRequestOrder(request: { log: FastifyBaseLogger }, reference: unknown): void {
  const before = storage.getStore()?.orderReference;
  noteOrderReference(reference);
  const noted = storage.getStore()?.orderReference;
  if (noted && noted !== before) request.log = request.log.child({ orderReference: noted });
}

/** The id of the current request (or of the request that queued the current job), if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * Headers for a call to another service of the shop: `X-Request-Id` of the current request, if
 * any, and `Accept-Encoding: identity`. The services share a host or a network, where compressing
 * an answer saves nothing and costs both sides CPU (docs/performance.md).
 */
export function forwardedHeaders(): Record<string, string> {
  const context = storage.getStore();
  const headers: Record<string, string> = { 'Accept-Encoding': 'identity' };
  if (context?.requestId) headers['X-Request-Id'] = context.requestId;
  return headers;
}

/** Runs `work` as part of the request `requestId` (tests, background jobs). */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/**
 * Runs `work` as a job of the order `orderReference`, queued by the request `requestId` (none: a
 * job queued outside a request, e.g. by the sweeper): its calls carry that `X-Request-Id`, its log
 * lines that `reqId` and `orderReference`.
 */
export function withJobContext<T>(context: { requestId?: string; orderReference: string }, work: () => T): T {
  return storage.run({ ...context }, work);
}

/**
 * Runs `work` outside any request or job: the job worker's own loop and the sweepers, whose
 * promises may resume inside whichever request last released a pooled connection, must not log
 * or call as that request.
 */
export function outsideRequests<T>(work: () => T): T {
  return storage.exit(work);
}

/** A pino logger as the `mixin` option sees it: `bindings()` are its child fields (`reqId` on a request's). */
interface LoggerWithBindings {
  bindings(): Record<string, unknown>;
}

/**
 * The fields pino adds to every line written inside a request or job (the logger's `mixin`):
 * `orderReference` once noted, and `reqId`, each unless the logger carries it already (the app's
 * own logger, used by the payment, mail and job code, has neither; a request's has its `reqId`).
 */
export function logContextFields(_fields: object, _level: number, logger: LoggerWithBindings): Record<string, string> {
  const context = storage.getStore();
  if (!context) return {};
  const fields: Record<string, string> = {};
  const bound = logger.bindings();
  if (context.requestId && !('reqId' in bound)) fields.reqId = context.requestId;
  if (context.orderReference && !('orderReference' in bound)) fields.orderReference = context.orderReference;
  return fields;
}

/** Fastify's `logger` option with {@link logContextFields} as pino's `mixin`; false stays false. */
export function withLogContext(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, mixin: logContextFields };
}
