import { takeFirstScreenAnswer } from './first-screen';
import { loadNamespaces, locale, translate } from './i18n';

/**
 * A failed call to one of the shop's services, carrying the service's error shape
 * `{ error: { code, message, details? } }` (docs/api.md). `message` is meant for the shopper.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ({ fieldErrors?: Record<string, string[] | string> } & Record<string, unknown>) | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    details?: { fieldErrors?: Record<string, string[] | string> } & Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Where the server's render sends the app's same-origin reads (the CMS's address); '' in the browser. */
let serverOrigin = '';

/**
 * How long the server's render waits for one read, ms: under the 5 s after which the origins answer
 * the shell anyway (`RENDER_TIMEOUT_SECONDS`), so a CMS that hangs fails the render, and the renders
 * queued behind it go on, rather than holding them all.
 */
const SERVER_READ_TIMEOUT_MS = 4_000;

/**
 * On the server only (web/src/entry-server.tsx): the origin the app's same-origin paths (`/api/…`)
 * are read from while rendering, the CMS's own address (`http://localhost:1337`). Each read then
 * fails after {@link SERVER_READ_TIMEOUT_MS}.
 */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/$/, '');
}

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** Send cookies (docs/product.md 6: checkout calls go with credentials). */
  withCredentials?: boolean;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls `url` with an optional JSON body and returns the parsed JSON answer as `T`.
 * Throws {@link ApiError} for a non-2xx answer (code and message from the body when it has
 * the shop's error shape) and for network failures (`code: 'network_error'`).
 */
export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const preloaded = options.method === undefined && options.body === undefined ? takeFirstScreenAnswer(url) : null;
  if (preloaded) {
    // Read by public/first-screen.js while this script loaded; when that read failed, ask again.
    const body = await preloaded.catch(() => undefined);
    if (body !== undefined) return body as T;
  }
  let response: Response;
  try {
    response = await fetch(serverOrigin && url.startsWith('/') ? `${serverOrigin}${url}` : url, {
      method: options.method ?? 'GET',
      headers: {
        ...(options.body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: options.withCredentials ? 'include' : 'same-origin',
      signal: serverOrigin
        ? AbortSignal.any([AbortSignal.timeout(SERVER_READ_TIMEOUT_MS), ...(options.signal ? [options.signal] : [])])
        : options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw await withErrorTexts(
      new ApiError(0, 'network_error', 'We could not reach the shop. Check your connection and try again.'),
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw await withErrorTexts(toApiError(response.status, body));
  return body as T;
}

/**
 * `error`, once the texts {@link errorMessage} words it with are in: the `errors` text file of the
 * page's language, which no first page loads (docs/performance.md, "Storefront's first page"). In
 * English the service's own message is shown, so nothing is loaded; a file that cannot be loaded
 * leaves the generic text.
 */
export async function withErrorTexts(error: ApiError): Promise<ApiError> {
  if (locale !== 'en') await loadNamespaces(['errors']).catch(() => undefined);
  return error;
}

function toApiError(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : `http_${status}`;
  // Strapi's own errors use `name`; ours use `code`. Either way the message is readable.
  const message = typeof error?.message === 'string' && error.message ? error.message : GENERIC_MESSAGE;
  return new ApiError(status, code, message, (error?.details ?? undefined) as ApiError['details']);
}

/** The text and number details of an error, as the values of its translation's placeholders (`{limit}`). */
function placeholderValues(error: unknown): Record<string, string | number> {
  const details = error instanceof ApiError ? (error.details ?? {}) : {};
  return Object.fromEntries(
    Object.entries(details).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * The message to show a shopper for any thrown value: the service's own (English) message in
 * English; in another language the translation of its code (its text in the `errors` text file,
 * its placeholders filled from the error's details, loaded by {@link withErrorTexts} before the
 * error was thrown), else a generic one.
 */
export function errorMessage(error: unknown): string {
  if (locale !== 'en') {
    const generic = translate('common', 'errors.generic');
    if (!(error instanceof ApiError)) return generic;
    return translate('errors', error.code, { ...placeholderValues(error), defaultValue: generic });
  }
  if (error instanceof ApiError) return error.message;
  return GENERIC_MESSAGE;
}
