import { formatAed, toSingleLine } from '@outlet-shop/shop-rules';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { OrderDocuments } from '../order-documents.ts';
import { findOrder } from '../orders.ts';
import type { RefundRow } from '../refunds.ts';
import { describeMailError, type MailTransport } from './order-confirmation-mail.ts';

/** The refund mail's words in the shopper's language (issue 16). */
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
}

/**
 * The `refund-mail` job of an order (issue 15): every refund Stripe took that the shopper was not
 * told of yet gets its mail: what was refunded, the amount back on the card, the credit note
 * number that references the tax invoice, the credit note PDF attached and a link to it.
 * Stamped `mailed_at` per refund; a refused mail throws (the job is retried).
 */
export async function sendRefundMails(deps: RefundMailDeps, reference: string): Promise<void> {
  const order = await findOrder(deps.db, reference);
  if (!order) return;
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
        ? refund.lines.map((line) =>
            t.line(line.quantity, toSingleLine([line.title, line.weight].filter(Boolean).join(' '))),
          )
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
    try {
      await deps.transport.sendMail({
        from: deps.from,
        to: order.email,
        subject: t.subject(amount, reference),
        text,
        html: `<pre dir="${order.locale === 'ar' ? 'rtl' : 'ltr'}" style="font-family:inherit;white-space:pre-wrap">${text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c)}</pre>`,
        headers: { 'X-Order-Reference': reference },
        attachments: [
          {
            filename: `${number}.pdf`,
            content: await deps.documents.creditNote(order, refund),
            contentType: 'application/pdf',
          },
        ],
      });
    } catch (error) {
      deps.log.warn({ reference, refundId: refund.id, mailError: describeMailError(error) }, 'refund mail not sent');
      throw error;
    }
    await deps.db.query('UPDATE refunds SET mailed_at = now() WHERE id = $1', [refund.id]);
  }
}
