import { createHash, timingSafeEqual } from 'node:crypto';
import {
  normaliseEmail,
  type OrderFulfilment,
  type OrderProgress,
  type OrderStatusView,
  type OrderStep,
  trackingUrlSchema,
} from '@outlet-shop/shop-rules';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { CmsOrders } from '../clients/cms-orders.ts';
import type { OrderRow, RefundRow } from '../db/rows.ts';

/**
 * The order status page's reads (docs/decisions/075): which order a reference and an e-mail open,
 * how far it is, and its public view. Nothing here tells an unknown reference from a wrong e-mail.
 */

/** Orders a shopper can look up: paid, or paid by a bank payment the bank has not answered yet. */
const VISIBLE_PAYMENTS: ReadonlySet<OrderRow['payment_status']> = new Set(['paid', 'processing']);

const digestOf = (email: string) => createHash('sha256').update(normaliseEmail(email)).digest();

/** The same e-mail, ignoring case and surrounding spaces; compared in constant time. */
function isSameEmail(given: string, stored: string): boolean {
  return timingSafeEqual(digestOf(given), digestOf(stored));
}

/**
 * The paid or processing order with this reference placed with this e-mail (case-insensitive), or
 * null: unknown reference, another e-mail and an unpaid, expired or failed order alike. One query
 * and one comparison either way.
 */
export async function findOrderForEmail(db: pg.Pool, reference: string, email: string): Promise<OrderRow | null> {
  const result = await db.query<OrderRow>('SELECT * FROM orders WHERE customer_reference_number = $1', [reference]);
  const order = result.rows[0];
  const isMatch = isSameEmail(email, order?.email ?? '');
  return order && isMatch && VISIBLE_PAYMENTS.has(order.payment_status) ? order : null;
}

/** The staff's steps after payment, in the order a parcel takes them. */
const SHIPPING_STEPS = ['packed', 'shipped', 'delivered'] as const;

/** When the order last entered `step` by the CMS's history, or null. */
function lastEntered(fulfilment: OrderFulfilment, step: OrderStep): string | null {
  return fulfilment.history.findLast((change) => change.status === step)?.at ?? null;
}

/**
 * How far the order is (the shared `OrderProgress`): the payment from the checkout's own record,
 * packing and shipping from the CMS's `fulfilment` (null: no copy there yet, so just paid;
 * `'unknown'`: the CMS could not be asked, `fulfilment_known: false`). A tracking link that is
 * not `https:` is left out.
 */
export function progressOf(order: OrderRow, fulfilment: OrderFulfilment | null | 'unknown'): OrderProgress {
  const isKnown = fulfilment !== 'unknown';
  if (order.payment_status !== 'paid') {
    const at = order.payment_processing_at?.toISOString() ?? null;
    return { current: 'processing', timeline: [{ step: 'processing', at }], shipping: null, fulfilment_known: isKnown };
  }
  const paid = { step: 'paid' as const, at: order.paid_at?.toISOString() ?? null };
  if (!fulfilment || fulfilment === 'unknown' || fulfilment.fulfilment_status === 'paid') {
    return { current: 'paid', timeline: [paid], shipping: null, fulfilment_known: isKnown };
  }
  const status = fulfilment.fulfilment_status;
  if (status === 'cancelled') {
    const cancelled = { step: status, at: lastEntered(fulfilment, status) };
    return { current: status, timeline: [paid, cancelled], shipping: null, fulfilment_known: true };
  }
  const reached = SHIPPING_STEPS.slice(0, SHIPPING_STEPS.indexOf(status) + 1);
  const isShipped = status !== 'packed';
  const trackingUrl = trackingUrlSchema.safeParse(fulfilment.tracking_url);
  return {
    current: status,
    timeline: [paid, ...reached.map((step) => ({ step, at: lastEntered(fulfilment, step) }))],
    shipping: isShipped
      ? {
          courier: fulfilment.courier || null,
          tracking_number: fulfilment.tracking_number || null,
          tracking_url: trackingUrl.success ? trackingUrl.data : null,
        }
      : null,
    fulfilment_known: true,
  };
}

/** Refunds the shopper sees: those Stripe took or is still taking; a failed or canceled one returned nothing. */
const SHOWN_REFUNDS: ReadonlySet<RefundRow['status']> = new Set(['pending', 'requires_action', 'succeeded']);

/**
 * The order's public view (the shared `OrderStatusView`): lines, totals and VAT in fils, the tax
 * invoice and each credit note as signed links (`documentLink`, decision 047; the status page
 * links the copies without the customer), refunds and progress, and the delivery city; never the
 * name, address, phone or e-mail.
 */
export function toOrderStatusView(
  order: OrderRow,
  refunds: readonly RefundRow[],
  progress: OrderProgress,
  documentLink: (path: string) => string,
): OrderStatusView {
  const orderPath = `/v1/orders/${encodeURIComponent(order.customer_reference_number)}`;
  return {
    customer_reference_number: order.customer_reference_number,
    products: order.lines,
    itemsTotalFils: order.items_total_fils,
    discountFils: order.discount_fils,
    deliveryFeeFils: order.delivery_fee_fils,
    totalFils: order.total_fils,
    vatFils: order.vat_fils,
    payment_status: order.payment_status,
    paid_at: order.paid_at?.toISOString() ?? null,
    invoice_number: order.invoice_number,
    invoice_url: order.invoice_number ? documentLink(`${orderPath}/invoice.pdf`) : null,
    refundedFils: order.refunded_fils,
    destination_address_city: order.city,
    progress,
    refunds: refunds
      .filter((refund) => SHOWN_REFUNDS.has(refund.status))
      .map((refund) => ({
        amount_fils: refund.amount_fils,
        status: refund.status,
        created_at: refund.created_at.toISOString(),
        credit_note_number: refund.credit_note_number,
        credit_note_url: refund.credit_note_number
          ? documentLink(`${orderPath}/credit-notes/${refund.credit_note_number}.pdf`)
          : null,
      })),
  };
}

/**
 * How far the order is, for its browser's confirmation page and the status page: the CMS's
 * packing and shipping state of a paid order, or only the payment when the CMS cannot be asked
 * (logged; never a failed answer). Null for an order that is neither paid nor processing.
 */
export async function readProgress(
  deps: { cmsOrders: CmsOrders },
  order: OrderRow,
  log: FastifyBaseLogger,
): Promise<OrderProgress | null> {
  if (order.payment_status !== 'paid' && order.payment_status !== 'processing') return null;
  if (order.payment_status === 'processing') return progressOf(order, null);
  const fulfilment = await deps.cmsOrders.fulfilment(order.customer_reference_number).catch((error: unknown) => {
    log.warn({ err: error }, 'order status: the CMS could not say how far the order is');
    return 'unknown' as const;
  });
  return progressOf(order, fulfilment);
}
