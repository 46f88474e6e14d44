import { type MailAttachment, mailLogoAttachment, mailLogoHtml } from '@outlet-shop/service-kit/mail-logo';
import { formatAed, toSingleLine } from '@outlet-shop/shop-rules';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { OrderRow } from '../db/rows.ts';
import { describeLines } from '../orders/order-view.ts';
import { houseLine } from './confirmation-mail.ts';
import { type MailTransport, sendOrderMail } from './mail-transport.ts';

/** What the staff's new-order mail needs. */
export interface StaffOrderMailDeps {
  db: pg.Pool;
  transport: MailTransport;
  log: FastifyBaseLogger;
  from: string;
  /** The shop setting's orders mailbox (ORDERS_MAILBOX until staff set one): where staff learn of new paid orders. */
  to: string;
  /** Where staff open the admin (ADMIN_PUBLIC_URL, else the shop's origin): `${adminUrl}/admin`. */
  adminUrl: string;
}

/** The staff's new-order mail, ready for `sendMail` (the caller adds `from`, `to` and headers). */
export interface StaffOrderMail {
  subject: string;
  text: string;
  html: string;
  /** The logo, inline (`cid:`). */
  attachments: MailAttachment[];
}

/**
 * The order's own page in the CMS admin: `/admin/order-desk/<reference>`, an admin page that opens
 * the order with this reference in its edit view, the order desk beside it (docs/decisions/082).
 * The checkout does not know the CMS `documentId` when it mails staff (the CMS push may not have
 * run yet, or the CMS may be down), and the reference is the same in both systems; until the
 * order reaches the CMS the page says so.
 *
 * @param adminUrl the origin staff open the admin at, without a trailing slash.
 */
export function adminOrderUrl(adminUrl: string, reference: string): string {
  return `${adminUrl}/admin/order-desk/${encodeURIComponent(reference)}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * The new-order mail to staff (docs/operations.md "Stock, orders and refunds"): the reference,
 * invoice number, what to pack, who it goes to (name, mobile), the full delivery address (house,
 * area, landmark, city), the totals and a link to the order in the admin ({@link adminOrderUrl});
 * the HTML part opens with the shop's logo, attached inline. Every stored value a shopper typed
 * or staff wrote (product titles) is put on one line (`toSingleLine`), so no value adds a line
 * to the mail, such as a second "Total paid".
 *
 * @param adminUrl the origin staff open the admin at (`${adminUrl}/admin/…`).
 */
export function buildStaffOrderMail(order: OrderRow, reference: string, adminUrl: string): StaffOrderMail {
  const link = adminOrderUrl(adminUrl, reference);
  const address = [houseLine(order), order.area, order.landmark ? `landmark: ${order.landmark}` : '', order.city]
    .map((part) => toSingleLine(part ?? ''))
    .filter(Boolean)
    .join(', ');
  const text = [
    `New paid order ${reference} (tax invoice ${order.invoice_number ?? 'pending'}).`,
    '',
    'To pack:',
    ...order.lines.map(
      (line) => `- ${line.quantity} x ${toSingleLine([line.title, line.weight].filter(Boolean).join(' '))}`,
    ),
    '',
    `Deliver to: ${toSingleLine(order.customer_name)} (mobile ${toSingleLine(order.mobile_number)})`,
    `Address: ${address}`,
    `Total paid: ${formatAed(order.total_fils)} (delivery ${formatAed(order.delivery_fee_fils)})`,
    order.oversold_at ? 'WARNING: oversold, refund or restock before packing.' : '',
    '',
    `Open it in the admin: ${link}`,
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
  const subject = toSingleLine(`New order ${reference}: ${formatAed(order.total_fils)}, ${describeLines(order.lines)}`);
  const body = escapeHtml(text).replace(
    escapeHtml(link),
    () => `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
  );
  return {
    subject: subject.slice(0, 200),
    text,
    html: `${mailLogoHtml('Outlet Shop')}<pre style="font-family:inherit;white-space:pre-wrap">${body}</pre>`,
    attachments: [mailLogoAttachment()],
  };
}

/**
 * The `staff-order-mail` job: once per paid order, {@link buildStaffOrderMail} to ORDERS_MAILBOX,
 * so staff can start at once. Stamped `staff_mailed_at`; a refused mail throws (the job is
 * retried under the retry policy, docs/decisions/069).
 */
export async function sendStaffOrderMail(deps: StaffOrderMailDeps, reference: string): Promise<void> {
  const found = await deps.db.query<OrderRow>(
    `SELECT * FROM orders WHERE customer_reference_number = $1 AND payment_status = 'paid' AND staff_mailed_at IS NULL`,
    [reference],
  );
  const order = found.rows[0];
  if (!order) return;
  const mail = buildStaffOrderMail(order, reference, deps.adminUrl.replace(/\/$/, ''));
  await sendOrderMail(
    deps,
    reference,
    { to: deps.to, ...mail },
    { message: 'new-order mail to staff not sent; will retry' },
  );
  await deps.db.query('UPDATE orders SET staff_mailed_at = now() WHERE customer_reference_number = $1', [reference]);
}
