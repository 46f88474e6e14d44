import { escapeHtml, withLtrHtml } from '@outlet-shop/service-kit/mail-html';
import { mailLogoAttachment, mailLogoHtml } from '@outlet-shop/service-kit/mail-logo';
import { formatAed, toSingleLine } from '@outlet-shop/shop-rules';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { OrderRow, RefundRow } from '../db/rows.ts';
import { findOrder } from '../orders/orders.ts';
import type { OrderDocuments } from '../tax-documents/order-documents.ts';
import { lineName } from './confirmation-mail.ts';
import { type MailTransport, sendOrderMail } from './mail-transport.ts';
import { adminOrderUrl } from './staff-order-mail.ts';

/** The refund mail's words in the shopper's language (English or Arabic). */
const TEXTS = {
  en: {
    subject: (amount: string, reference: string) => `Refund of ${amount} for your Outlet Shop order ${reference}`,
    greeting: (name: string) => `Dear ${name},`,
    refunded: (amount: string, reference: string) =>
      `We have refunded ${amount} of your order ${reference} to the card you paid with.`,
    statement: 'It usually shows on your statement within 5 to 10 working days.',
    what: 'Refunded:',
    amountOnly: 'An amount of your order',
    delivery: 'Delivery',
    creditNote: (number: string, invoice: string) =>
      `Credit note ${number} (for tax invoice ${invoice}) is attached; you can also open it here:`,
    signature: 'Outlet Shop',
    line: (quantity: number, name: string) => `${quantity} x ${name}`,
  },
  ar: {
    subject: (amount: string, reference: string) => `استرداد ${amount} لطلبك ${reference} من أوتلت شوب`,
    greeting: (name: string) => `مرحباً ${name}،`,
    refunded: (amount: string, reference: string) =>
      `أعدنا ${amount} من قيمة طلبك ${reference} إلى البطاقة التي دفعت بها.`,
    statement: 'يظهر المبلغ عادةً في كشف حسابك خلال 5 إلى 10 أيام عمل.',
    what: 'ما تم استرداده:',
    amountOnly: 'مبلغ من قيمة طلبك',
    delivery: 'التوصيل',
    creditNote: (number: string, invoice: string) =>
      `إشعار الدائن ${number} (للفاتورة الضريبية ${invoice}) مرفق، ويمكنك فتحه أيضاً من هنا:`,
    signature: 'أوتلت شوب',
    line: (quantity: number, name: string) => `${quantity} × ${name}`,
  },
} as const;

/** What the refund mail job needs. */
export interface RefundMailDeps {
  db: pg.Pool;
  transport: MailTransport;
  documents: OrderDocuments;
  log: FastifyBaseLogger;
  from: string;
  /** A signed link to a path of this service on the shop's origin (see document-links.ts). */
  documentLink(path: string): string;
  /** The shop setting's orders mailbox: where staff learn of a refund that failed or was canceled. */
  staffMailbox: string;
  /** Where staff open the admin (ADMIN_PUBLIC_URL, else the shop's origin): `${adminUrl}/admin`. */
  adminUrl: string;
}

/**
 * Staff's alert about a refund that Stripe took and that then failed or was canceled
 * (docs/decisions/063): the money did not reach the shopper, it no longer counts as refunded,
 * a credit note already issued for it, and what to do. English, one value a line.
 */
export function buildRefundAlertMail(
  order: OrderRow,
  refund: RefundRow,
  adminUrl: string,
): { subject: string; text: string; html: string } {
  const reference = order.customer_reference_number;
  const amount = formatAed(refund.amount_fils);
  const outcome =
    refund.status === 'canceled'
      ? 'was canceled at Stripe'
      : `failed at Stripe (${toSingleLine(refund.failure_reason ?? 'unknown')})`;
  const text = [
    `The refund of ${amount} on order ${reference} (tax invoice ${order.invoice_number ?? 'none'}) ${outcome}.`,
    "The money did not reach the shopper; Stripe keeps it in the shop's balance.",
    `It no longer counts as refunded: ${formatAed(order.refunded_fils)} of ${formatAed(order.total_fils)} refunded now.`,
    ...(refund.credit_note_number
      ? [
          `Credit note ${refund.credit_note_number} was issued and mailed to the shopper for it: the amount is still owed to them.`,
        ]
      : []),
    `Asked by ${toSingleLine(refund.staff_email ?? 'staff')} on ${refund.created_at.toISOString()}.`,
    '',
    'Pay the shopper back another way (a bank transfer), or refund again from the order in the admin:',
    adminOrderUrl(adminUrl, reference),
  ].join('\n');
  return {
    subject: `Refund failed for order ${reference}: ${amount} did not reach the shopper`,
    text,
    html: `<pre style="font-family:inherit">${escapeHtml(text)}</pre>`,
  };
}

/** Sends staff's alert for every refund undone since the last run; stamped `staff_alerted_at` each. */
async function sendRefundAlerts(deps: RefundMailDeps, order: OrderRow): Promise<void> {
  const reference = order.customer_reference_number;
  const due = await deps.db.query<RefundRow>(
    `SELECT * FROM refunds WHERE order_reference = $1 AND undone_at IS NOT NULL AND staff_alerted_at IS NULL ORDER BY id`,
    [reference],
  );
  for (const refund of due.rows) {
    const alert = buildRefundAlertMail(order, refund, deps.adminUrl.replace(/\/$/, ''));
    await sendOrderMail(
      deps,
      reference,
      { to: deps.staffMailbox, ...alert },
      {
        message: 'refund alert not sent',
        logFields: { refundId: refund.id },
      },
    );
    await deps.db.query('UPDATE refunds SET staff_alerted_at = now() WHERE id = $1', [refund.id]);
  }
}

/**
 * The `refund-mail` job of an order (docs/decisions/063): first staff's alert for each
 * refund that failed or was canceled after Stripe took it ({@link buildRefundAlertMail}, to
 * ORDERS_MAILBOX); then every refund that succeeded and the shopper was not told of yet gets its
 * mail: what was refunded, the amount back on the card, the credit note number that references
 * the tax invoice, the credit note PDF attached and a link to it. Stamped per refund
 * (`staff_alerted_at`, `mailed_at`); a refused mail throws (the job is retried).
 */
export async function sendRefundMails(deps: RefundMailDeps, reference: string): Promise<void> {
  const order = await findOrder(deps.db, reference);
  if (!order) return;
  await sendRefundAlerts(deps, order);
  const due = await deps.db.query<RefundRow>(
    `SELECT * FROM refunds WHERE order_reference = $1 AND status = 'succeeded' AND mailed_at IS NULL ORDER BY id`,
    [reference],
  );
  for (const refund of due.rows) {
    const number = refund.credit_note_number as string;
    const link = deps.documentLink(`/v1/orders/${encodeURIComponent(reference)}/credit-notes/${number}.pdf`);
    const t = TEXTS[order.locale === 'ar' ? 'ar' : 'en'];
    const amount = formatAed(refund.amount_fils);
    const what =
      refund.lines.length > 0
        ? refund.lines.map((line) => t.line(line.quantity, lineName(line, order.locale)))
        : [t.amountOnly];
    const text = [
      t.greeting(toSingleLine(order.customer_name)),
      '',
      t.refunded(amount, reference),
      t.statement,
      '',
      t.what,
      ...what.map((line) => `- ${line}`),
      refund.includes_delivery ? `- ${t.delivery}` : '',
      '',
      t.creditNote(number, String(order.invoice_number)),
      link,
      '',
      t.signature,
    ].join('\n');
    const mail = {
      locale: order.locale === 'ar' ? ('ar' as const) : ('en' as const),
      to: order.email,
      subject: t.subject(amount, reference),
      text,
      html: `${mailLogoHtml(t.signature)}<pre dir="${order.locale === 'ar' ? 'rtl' : 'ltr'}" style="font-family:inherit;white-space:pre-wrap">${withLtrHtml(text, amount, reference, number, String(order.invoice_number), link)}</pre>`,
      attachments: [
        {
          filename: `${number}.pdf`,
          content: await deps.documents.creditNote(order, refund),
          contentType: 'application/pdf',
        },
        mailLogoAttachment(),
      ],
    };
    await sendOrderMail(deps, reference, mail, { message: 'refund mail not sent', logFields: { refundId: refund.id } });
    await deps.db.query('UPDATE refunds SET mailed_at = now() WHERE id = $1', [refund.id]);
  }
}
