import { Agent, request } from 'undici';
import { forwardedHeaders } from '../request-context.ts';

/**
 * The keep-alive connections of every call the checkout makes to the shop's own services (the
 * CMS, the prize service). undici's `request`, not `fetch`: it costs about half the CPU per call
 * (docs/performance.md), and the checkout makes two such calls for every order.
 */
const dispatcher = new Agent({ keepAliveTimeout: 10_000 });

/** One answer of a service: its status and its body, read in full (the socket goes back to the pool). */
export interface ServiceAnswer {
  status: number;
  /** Status 200–299. */
  ok: boolean;
  /** The body as text (UTF-8). */
  text: string;
  /** The body parsed as JSON; throws a SyntaxError when it is not JSON. */
  json(): unknown;
}

/** What a call sends: JSON bodies only; `headers` add to {@link forwardedHeaders}. */
export interface ServiceCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as JSON (`content-type: application/json`). */
  body?: unknown;
  /** The whole call, answer read included, gives up after this many ms. */
  timeoutMs: number;
}

/**
 * Calls one of the shop's services at `url` with the current request's `X-Request-Id` and
 * `Accept-Encoding: identity` ({@link forwardedHeaders}). Any status is an answer; the caller
 * decides what it means. Throws when the service cannot be reached, or does not answer in full
 * within `timeoutMs` (an `AbortError`/`TimeoutError`, or undici's connection errors).
 */
export async function callService(url: string, call: ServiceCall): Promise<ServiceAnswer> {
  const hasBody = call.body !== undefined;
  const response = await request(url, {
    method: call.method ?? 'GET',
    dispatcher,
    headers: {
      ...forwardedHeaders(),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...call.headers,
    },
    body: hasBody ? JSON.stringify(call.body) : undefined,
    signal: AbortSignal.timeout(call.timeoutMs),
  });
  const text = await response.body.text();
  return {
    status: response.statusCode,
    ok: response.statusCode >= 200 && response.statusCode < 300,
    text,
    json: () => JSON.parse(text),
  };
}

/** The answer's body as JSON, or null when it is not JSON (a proxy's error page, an empty body). */
export function jsonOrNull(answer: ServiceAnswer): unknown {
  try {
    return answer.json();
  } catch {
    return null;
  }
}
