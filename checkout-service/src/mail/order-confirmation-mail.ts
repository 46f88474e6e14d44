import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { MailContact } from '../clients/shop-setting.ts';
import type { OrderRow } from '../db/rows.ts';
import type { OrderDocuments } from '../tax-documents/order-documents.ts';
import { buildConfirmationMail } from './confirmation-mail.ts';
import { describeMailError, type MailTransport, orderMessageId } from './mail-transport.ts';
import { withTestOrderNotice } from './test-order-notice.ts';

/** What the confirmation mail job needs. */
export interface OrderConfirmationMailDeps {
  db: pg.Pool;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** `From` of every confirmation, e.g. `Outlet Shop <shop@outlet-shop.example>`. */
  from: string;
  /** The shop's public origin, for links in the mail. */
  shopUrl: string;
  /** The shop's phone, WhatsApp and e-mail from the shop setting, by language; null: not known. */
  contact: { en: MailContact; ar: MailContact } | null;
  /** The tax invoice attached to the mail. */
  documents: OrderDocuments;
  /** A signed link to a path of this service on the shop's origin. */
  documentLink(path: string): string;
  /** The shop takes test payments (`takesTestPayments`): the mail says no money was taken. */
  isTestShop?: boolean;
}

/**
 * Sends the confirmation mail of a paid order once, with its tax invoice attached (docs/architecture.md 4.4,
 * docs/decisions/020, 044 and 047), with the test order line first in a test shop: counts the attempt on the order, sends, and stamps
 * `confirmation_mailed_at`; an order already mailed is left alone, so a repeated job mails
 * nothing twice. A refused mail records its error on the order, is logged without the
 * shopper's address and throws, so the job is retried under the retry policy (docs/decisions/069). A crash between
 * the SMTP server's acceptance and the stamp would send it again (at-least-once; the only
 * duplicate possible).
 */
export async function sendOrderConfirmation(deps: OrderConfirmationMailDeps, reference: string): Promise<void> {
  const counted = await deps.db.query<OrderRow>(
    `UPDATE orders SET confirmation_mail_attempts = confirmation_mail_attempts + 1
      WHERE customer_reference_number = $1 AND payment_status = 'paid' AND confirmation_mailed_at IS NULL
      RETURNING *`,
    [reference],
  );
  const order = counted.rows[0];
  if (!order) return;
  const attempts = order.confirmation_mail_attempts;
  try {
    const invoicePath = `/v1/orders/${encodeURIComponent(reference)}/invoice.pdf`;
    const language = order.locale === 'ar' ? 'ar' : 'en';
    const built = buildConfirmationMail(order, {
      shopUrl: deps.shopUrl,
      invoiceUrl: deps.documentLink(invoicePath),
      contact: deps.contact?.[language] ?? null,
    });
    const mail = deps.isTestShop ? withTestOrderNotice(built, language) : built;
    const invoice = order.invoice_number
      ? [
          {
            filename: `${order.invoice_number}.pdf`,
            content: await deps.documents.invoice(order),
            contentType: 'application/pdf',
          },
        ]
      : [];
    await deps.transport.sendMail({
      from: deps.from,
      ...mail,
      headers: { 'X-Order-Reference': reference },
      messageId: orderMessageId('order-confirmation', reference, deps.from),
      attachments: [...invoice, ...mail.attachments],
    });
  } catch (error) {
    const message = String((error as Error)?.message ?? error).slice(0, 2000);
    await deps.db.query('UPDATE orders SET confirmation_mail_error = $2 WHERE customer_reference_number = $1', [
      reference,
      message,
    ]);
    deps.log.warn(
      { orderReference: reference, attempts, mailError: describeMailError(error) },
      'order confirmation not sent; will retry',
    );
    throw error;
  }
  await deps.db.query(
    `UPDATE orders SET confirmation_mailed_at = now(), confirmation_mail_error = NULL
      WHERE customer_reference_number = $1`,
    [reference],
  );
  deps.log.info({ orderReference: reference, attempts }, 'order confirmation mailed');
}
