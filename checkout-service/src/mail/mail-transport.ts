import type { MailAttachment } from '@outlet-shop/service-kit/mail-logo';
import type { FastifyBaseLogger } from 'fastify';
import { type MailLocale, withTestOrderNotice } from './test-order-notice.ts';

/** What the shop's mails are sent with: nodemailer's transporter fits; tests pass a recorder. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers?: Record<string, string>;
    /** The Message-ID header (`<left@right>`); nodemailer makes a random one when absent. */
    messageId?: string;
    /** Files attached (the tax invoice, a credit note, the inline logo): name, bytes, type, `cid` if inline. */
    attachments?: MailAttachment[];
  }): Promise<unknown>; // the server's answer is not read
}

/**
 * The Message-ID of the one mail of `kind` about order `reference`, on the sender's domain (e.g.
 * `<order-confirmation.NOT-1796235638665@shop.example.ae>`). A job is run again when the replica
 * that ran it died after the SMTP server took the mail and before the order recorded it; the mail
 * sent again carries the same Message-ID, and mail services (Gmail, Outlook) show the shopper one.
 */
export function orderMessageId(kind: string, reference: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'outlet-shop.invalid';
  return `<${kind}.${reference}@${domain}>`;
}

const EMAIL_ADDRESS = /[^\s<>()[\]:;,"']+@[^\s<>()[\]:;,"']+/g;

/**
 * What a failed send says, fit for a log line: nodemailer's `code`, the SMTP `responseCode`, the
 * command's verb (`RCPT TO`) and the message with every e-mail address replaced by `<address>`.
 * A refused recipient's error carries the shopper's address in its message, `response`,
 * `command` and `rejected`; logging the error object would put it in the logs.
 */
export function describeMailError(error: unknown): {
  message: string;
  code?: string;
  responseCode?: number;
  command?: string;
} {
  const { message, code, responseCode, command } = (error ?? {}) as Record<string, unknown>;
  return {
    message: String(message ?? error).replace(EMAIL_ADDRESS, '<address>'),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
    ...(typeof command === 'string' ? { command: command.split(':')[0] } : {}),
  };
}

/** One mail about an order, ready for `sendMail` but for `from` and the reference header. */
export interface OrderMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The mail's language, that of the test shop's line: the shopper's for their mails; English when absent (staff's). */
  locale?: MailLocale;
}

/** What sending a mail about an order needs. */
export interface OrderMailSender {
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** `From` of every mail, e.g. `Outlet Shop <shop@outlet-shop.example>`. */
  from: string;
  /** The shop takes test payments (`takesTestPayments`): every mail says no money was taken. */
  isTestShop?: boolean;
}

/**
 * Sends one mail about order `reference` (header `X-Order-Reference`); a test shop's carries the
 * test order line in its language first (test-order-notice.ts), its subject unchanged. A refused mail is logged
 * at warn level as `failure`, with `logFields` and the SMTP error without any e-mail address
 * ({@link describeMailError}), and thrown, so the job is retried under the retry policy.
 */
export async function sendOrderMail(
  deps: OrderMailSender,
  reference: string,
  mail: OrderMail,
  failure: { message: string; logFields?: Record<string, unknown> },
): Promise<void> {
  const { locale = 'en', ...message } = mail;
  const sent = deps.isTestShop ? withTestOrderNotice(message, locale) : message;
  try {
    await deps.transport.sendMail({ from: deps.from, ...sent, headers: { 'X-Order-Reference': reference } });
  } catch (error) {
    deps.log.warn(
      { orderReference: reference, ...failure.logFields, mailError: describeMailError(error) },
      failure.message,
    );
    throw error;
  }
}
