import { formatAed } from '@outlet-shop/shop-rules';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { OrderDocuments } from '../order-documents.ts';
import { findOrder } from '../orders.ts';
import type { RefundRow } from '../refunds.ts';
import { describeMailError, type MailTransport } from './order-confirmation-mail.ts';

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
    const what =
      refund.lines.length > 0
        ? refund.lines.map((line) => `${line.quantity} x ${[line.title, line.weight].filter(Boolean).join(' ')}`)
        : ['An amount of your order'];
    const text = [
      `Dear ${order.customer_name.replace(/[\r\n]+/g, ' ')},`,
      '',
      `We have refunded ${formatAed(refund.amount_fils)} of your order ${reference} to the card you paid with.`,
      'It usually shows on your statement within 5 to 10 working days.',
      '',
      'Refunded:',
      ...what.map((line) => `- ${line}`),
      refund.includes_delivery ? '- Delivery' : '',
      '',
      `Credit note ${number} (for tax invoice ${order.invoice_number}) is attached; you can also open it here:`,
      link,
      '',
      'Outlet Shop',
    ].join('\n');
    try {
      await deps.transport.sendMail({
        from: deps.from,
        to: order.email,
        subject: `Refund of ${formatAed(refund.amount_fils)} for your Outlet Shop order ${reference}`,
        text,
        html: `<pre style="font-family:inherit;white-space:pre-wrap">${text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c)}</pre>`,
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
