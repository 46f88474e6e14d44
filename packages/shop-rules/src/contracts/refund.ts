import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../cart-rules.ts';

/**
 * Staff's refunds (docs/api.md, docs/decisions/049, 063): the admin panel asks the CMS
 * (`POST /admin/outlet-orders/:documentId/refunds`), the CMS asks the checkout with its service token
 * (`POST /v1/orders/:customer_reference_number/refunds`, adding `staff_email`), and both pass the
 * checkout's answer back as it came. Amounts in fils.
 */

/** Stripe's word for a refund (docs/decisions/063); `pending` without `stripe_refund_id` is still on its way to Stripe. */
export const REFUND_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed', 'canceled'] as const;

/** How much of what was paid went back. */
export const ORDER_REFUND_STATUSES = ['none', 'partially_refunded', 'refunded'] as const;

/**
 * What staff ask for: one key per intended refund (a repeated key answers the same refund), then
 * the whole order, chosen lines (whole pieces) or an amount, whether the pieces go back to stock,
 * and why. The CMS adds the staff member's e-mail. 400 `validation_failed` otherwise.
 */
export const refundRequestSchema = z
  .object({
    idempotency_key: z.string().trim().min(8).max(255),
    whole_order: z.boolean().optional(),
    lines: z
      .array(
        z.object({ product_id: z.number().int().positive(), quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }),
      )
      .max(100)
      .optional(),
    amount_fils: z.number().int().positive().optional(),
    restock: z.boolean().default(false),
    reason: z.string().trim().max(500).optional(),
    staff_email: z.string().trim().max(254).optional(),
  })
  .refine((body) => body.whole_order || (body.lines?.length ?? 0) > 0 || body.amount_fils !== undefined, {
    message: 'Choose the whole order, lines or an amount',
    path: ['lines'],
  });

const isoTime = z.iso.datetime({ offset: true });

/**
 * One refund as staff see it: `credit_note_number` once it succeeded; `failure` (a sentence) and
 * `failure_reason` (Stripe's code) when it failed or was canceled.
 */
export const refundViewSchema = z.object({
  id: z.string(),
  status: z.enum(REFUND_STATUSES),
  amount_fils: z.number().int().min(0),
  lines: z.array(z.object({ id: z.number().int(), title: z.string().nullable(), quantity: z.number().int().min(1) })),
  includes_delivery: z.boolean(),
  restock: z.boolean(),
  reason: z.string().nullable(),
  staff_email: z.string().nullable(),
  stripe_refund_id: z.string().nullable(),
  credit_note_number: z.string().nullable(),
  credited_at: isoTime.nullable(),
  failure: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: isoTime,
});

/** An order's refunds and what was refunded so far. */
export const orderRefundsSchema = z.object({
  customer_reference_number: z.string(),
  total_fils: z.number().int().min(0),
  refunded_fils: z.number().int().min(0),
  refund_status: z.enum(ORDER_REFUND_STATUSES),
  invoice_number: z.string().nullable(),
  refunds: z.array(refundViewSchema),
});

/** 201 (200 for a repeated key) answer of a refund. */
export const refundAnswerSchema = z.object({ refund: refundViewSchema, order: orderRefundsSchema });

/** 200 answer of `GET …/refunds`. */
export const orderRefundsAnswerSchema = z.object({ order: orderRefundsSchema });

/**
 * 200 answer of `POST …/refunds/preview` (the same body as a refund): what that refund would give
 * back, worked out by the rules of a refund without making it, so staff confirm the amount
 * before the money moves. Errors as a refund's (`refund_exceeds_order`, `refund_amount_invalid`,
 * `order_fully_refunded`, …). Fils.
 */
export const refundPreviewAnswerSchema = z.object({
  preview: z.object({
    amount_fils: z.number().int().min(0),
    lines: z.array(z.object({ id: z.number().int(), title: z.string().nullable(), quantity: z.number().int().min(1) })),
    includes_delivery: z.boolean(),
    /** What is left to refund after this one. */
    remaining_after_fils: z.number().int().min(0),
  }),
});

/** `none`, `partially_refunded` or `refunded` from the fils refunded and the order's total. */
export function orderRefundStatus(refundedFils: number, totalFils: number): OrderRefundStatus {
  if (refundedFils <= 0) return 'none';
  return refundedFils >= totalFils ? 'refunded' : 'partially_refunded';
}

export type RefundStatus = (typeof REFUND_STATUSES)[number];
export type OrderRefundStatus = (typeof ORDER_REFUND_STATUSES)[number];
/** What the admin panel sends (the CMS adds `staff_email`). */
export type RefundRequest = z.input<typeof refundRequestSchema>;
export type RefundView = z.infer<typeof refundViewSchema>;
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;
export type RefundPreview = z.infer<typeof refundPreviewAnswerSchema>['preview'];
