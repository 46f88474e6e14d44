import { z } from 'zod';
import { singleLine } from '../single-line.ts';
import { orderViewSchema } from './order-view.ts';
import { REFUND_STATUSES } from './refund.ts';

/**
 * The order status page (docs/product.md "Order status", docs/decisions/075): a guest asks
 * `POST /checkout/v1/order-status` with the order's reference and the e-mail it was placed with;
 * the checkout answers the order's public view, reading how far staff have packed and shipped it
 * from the CMS (`GET /api/order-sync/:ref/fulfilment`, service token). Wire names; amounts in fils.
 */

const isoTime = z.iso.datetime({ offset: true });

/** A courier's tracking page: an absolute `https:` URL and nothing else (no `javascript:`, no plain http). */
export const trackingUrlSchema = z.url({ protocol: /^https$/, error: 'Use an https:// link' }).max(500);

/** What staff set on the CMS order (docs/decisions/049); `cancelled` before it ships. */
export const FULFILMENT_STATUSES = ['paid', 'packed', 'shipped', 'delivered', 'cancelled'] as const;

/**
 * The CMS's answer to `GET /api/order-sync/:ref/fulfilment` (`{ data }`): the staff's state, the
 * courier and tracking as staff entered them, and when the order reached each state.
 */
export const orderFulfilmentSchema = z.object({
  fulfilment_status: z.enum(FULFILMENT_STATUSES),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  history: z.array(z.object({ status: z.enum(FULFILMENT_STATUSES), at: isoTime })),
});

/** The steps a shopper sees, in order; `processing` is a bank payment the bank has not answered (decision 062). */
export const ORDER_STEPS = ['processing', 'paid', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/**
 * How far the order is: its current step, each step reached with its time (ISO 8601; null when
 * the time is unknown), and once shipped the courier, tracking number and tracking link (`https:`
 * only, else null). `fulfilment_known` is false when the CMS could not be asked: the steps stop at
 * the payment.
 */
export const orderProgressSchema = z.object({
  current: z.enum(ORDER_STEPS),
  timeline: z.array(z.object({ step: z.enum(ORDER_STEPS), at: isoTime.nullable() })),
  shipping: z
    .object({
      courier: z.string().nullable(),
      tracking_number: z.string().nullable(),
      tracking_url: z.string().nullable(),
    })
    .nullable(),
  fulfilment_known: z.boolean(),
});

/**
 * `POST /checkout/v1/order-status`'s body: the reference and the e-mail the order was placed with,
 * each one line (a control character, a NUL byte among them, is refused before any look-up).
 */
export const orderStatusRequestSchema = z.object({
  reference: singleLine().min(1).max(100),
  email: singleLine().min(3).max(254),
});

/** One refund as the shopper sees it: amount, Stripe's state, when, and its credit note (a signed link) once issued. */
export const orderStatusRefundSchema = z.object({
  amount_fils: z.number().int().min(0),
  status: z.enum(REFUND_STATUSES),
  created_at: isoTime,
  credit_note_number: z.string().nullable(),
  credit_note_url: z.string().nullable(),
});

/**
 * The order's public view: lines, totals, VAT, the signed tax invoice link, refunds and progress,
 * the delivery city only; never the name, the address, the phone or the full e-mail.
 */
export const orderStatusViewSchema = orderViewSchema
  .pick({
    customer_reference_number: true,
    products: true,
    itemsTotalFils: true,
    discountFils: true,
    deliveryFeeFils: true,
    totalFils: true,
    vatFils: true,
    payment_status: true,
    paid_at: true,
    invoice_number: true,
    invoice_url: true,
    refundedFils: true,
    destination_address_city: true,
  })
  .extend({
    progress: orderProgressSchema,
    refunds: z.array(orderStatusRefundSchema),
  });

export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>;
export type OrderProgress = z.infer<typeof orderProgressSchema>;
export type OrderStatusRequest = z.infer<typeof orderStatusRequestSchema>;
export type OrderStatusView = z.infer<typeof orderStatusViewSchema>;
export type OrderStatusRefund = z.infer<typeof orderStatusRefundSchema>;
