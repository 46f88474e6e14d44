import type { JobLog } from '@outlet-shop/service-kit/job-worker';

/** The part of Strapi's logger the job log writes to. */
export interface StrapiLogger {
  error(message: string): void;
  warn(message: string): void;
  info(message: string): void;
  debug(message: string): void;
}

/**
 * What the job worker says of an error: its class, and its code when it has one
 * (`Error EENVELOPE`). The kit sends `error: { name, code? }`, never the message, which may hold a
 * shopper's address (an SMTP refusal); a pool's `err` is summed up the same way.
 */
function causeOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { name, code } = error as { name?: unknown; code?: unknown };
  const parts = [typeof name === 'string' ? name : 'Error', typeof code === 'string' ? code : undefined];
  return `: ${parts.filter(Boolean).join(' ')}`;
}

/**
 * The job queue's lines (the service kit's `startJobWorker`, docs/decisions/069) through Strapi's
 * logger, one line each: the message, then the task, job key and attempt, then the error's class
 * and code (`job gave up after 30 attempts; … (order-shipped-mail, order-shipped-mail:12, attempt
 * 30): Error EENVELOPE`). Never a payload or an error's message.
 */
export function strapiJobLog(log: StrapiLogger): JobLog {
  return (level, message, { task, jobKey, attempt, error, err }) => {
    const job = task ? ` (${[task, jobKey, attempt && `attempt ${attempt}`].filter(Boolean).join(', ')})` : '';
    log[level](`${message}${job}${causeOf(error ?? err)}`);
  };
}
