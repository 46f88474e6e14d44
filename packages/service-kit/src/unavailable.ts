/**
 * Error codes saying the database cannot be reached right now (not a bad query): the network's,
 * and SQLSTATE class 08 (connection exception) and 57P (shutdown, crash, database dropped),
 * matched by prefix below, and 57014 (a statement cancelled at the pool's statement timeout: the
 * database too busy to answer in time).
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57014',
]);

/**
 * Messages of connection failures without a code: pg's, knex's (the CMS's pool) and ioredis's
 * while a shared store (the prize service's rate limit) is down.
 */
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Timeout acquiring a connection|Stream isn't writeable|Connection is closed/;

/**
 * True when `error` says the database (or a Redis store) is down, restarting or too busy: connection
 * refused or lost, SQLSTATE 08xxx, 57Pxx or 57014, a pool that cannot connect — as opposed to a query
 * the database refused. Answered with 503 `service_unavailable` and `Retry-After`, never a 500.
 * No I/O and no imports, so the CMS can use it too (`@outlet-shop/service-kit/unavailable`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P')) return true;
  }
  return typeof message === 'string' && UNREACHABLE_MESSAGE.test(message);
}
