import { formatAed, toSingleLine } from '@outlet-shop/shop-rules';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { describeLines, type OrderRow } from '../orders.ts';
import { describeMailError, type MailTransport } from './order-confirmation-mail.ts';

/** What the staff's new-order mail needs. */
export interface StaffOrderMailDeps {
  db: pg.Pool;
  transport: MailTransport;
  log: FastifyBaseLogger;
  from: string;
  /** ORDERS_MAILBOX: where staff learn of new paid orders. */
  to: string;
  /** Where staff open the admin (ADMIN_PUBLIC_URL, else the shop's origin): `${adminUrl}/admin`. */
  adminUrl: string;
}

/** The staff's new-order mail, ready for `sendMail` (the caller adds `from`, `to` and headers). */
export interface StaffOrderMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The new-order mail to staff (docs/operations.md "Stock, orders and refunds"): the reference,
 * invoice number, what to pack, where it goes and the total. Every stored value a shopper typed
 * (name, area, mobile) or staff wrote (product titles) is put on one line (`toSingleLine`), so no
 * value adds a line to the mail, such as a second "Total paid".
 *
 * @param adminUrl the origin staff open the admin at (`${adminUrl}/admin/…`).
 */
export function buildStaffOrderMail(order: OrderRow, reference: string, adminUrl: string): StaffOrderMail {
  const text = [
    `New paid order ${reference} (tax invoice ${order.invoice_number ?? 'pending'}).`,
    '',
    'To pack:',
    ...order.lines.map(
      (line) => `- ${line.quantity} x ${toSingleLine([line.title, line.weight].filter(Boolean).join(' '))}`,
    ),
    '',
    `Deliver to: ${[order.customer_name, order.area, order.city].map(toSingleLine).join(', ')} (mobile ${toSingleLine(order.mobile_number)})`,
    `Total paid: ${formatAed(order.total_fils)} (delivery ${formatAed(order.delivery_fee_fils)})`,
    order.oversold_at ? 'WARNING: oversold, refund or restock before packing.' : '',
    '',
    `Open it in the admin: ${adminUrl}/admin/content-manager/collection-types/api::order.order`,
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
  const subject = toSingleLine(`New order ${reference}: ${formatAed(order.total_fils)}, ${describeLines(order.lines)}`);
  return {
    subject: subject.slice(0, 200),
    text,
    html: `<pre style="font-family:inherit">${text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c)}</pre>`,
  };
}

/**
 * The `staff-order-mail` job: once per paid order, {@link buildStaffOrderMail} to ORDERS_MAILBOX,
 * so staff can start at once. Stamped `staff_mailed_at`; a refused mail throws (the job is
 * retried, never given up).
 */
export async function sendStaffOrderMail(deps: StaffOrderMailDeps, reference: string): Promise<void> {
  const found = await deps.db.query<OrderRow>(
    `SELECT * FROM orders WHERE customer_reference_number = $1 AND payment_status = 'paid' AND staff_mailed_at IS NULL`,
    [reference],
  );
  const order = found.rows[0];
  if (!order) return;
  try {
    await deps.transport.sendMail({
      from: deps.from,
      to: deps.to,
      ...buildStaffOrderMail(order, reference, deps.adminUrl.replace(/\/$/, '')),
      headers: { 'X-Order-Reference': reference },
    });
  } catch (error) {
    deps.log.warn({ reference, mailError: describeMailError(error) }, 'new-order mail to staff not sent; will retry');
    throw error;
  }
  await deps.db.query('UPDATE orders SET staff_mailed_at = now() WHERE customer_reference_number = $1', [reference]);
}
