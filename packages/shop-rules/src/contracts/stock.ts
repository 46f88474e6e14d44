import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../cart-rules.ts';

/**
 * The stock calls (docs/api.md, docs/decisions/046): checkout → CMS with the service token.
 * The CMS owns stock and holds; the checkout holds an order's lines when the payment popup
 * opens, releases them when the Checkout Session expires or fails, and commits them when the
 * order is paid. Quantities are whole pieces.
 */

/** One order line as the stock calls name it: the product's numeric id and whole pieces (1–99). */
export const stockLineSchema = z.object({
  product_id: z.number().int().positive(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});

const stockLines = z
  .array(stockLineSchema)
  .min(1)
  .max(100)
  .refine((lines) => new Set(lines.map((line) => line.product_id)).size === lines.length, {
    message: 'Each product once',
  });

/** `POST /api/stock-holds/:customer_reference_number`: hold every line until `expires_at` (ISO 8601), or none. */
export const stockHoldRequestSchema = z.object({
  lines: stockLines,
  expires_at: z.iso.datetime({ offset: true }),
});

/** `POST /api/stock-holds/:customer_reference_number/commit`: the paid order's lines leave `stock`. */
export const stockCommitRequestSchema = z.object({ lines: stockLines });

/** Why an order's holds are given back. */
export const stockReleaseReasons = ['session_expired', 'payment_failed', 'checkout_failed', 'order_cancelled'] as const;

/** `POST /api/stock-holds/:customer_reference_number/release`. */
export const stockReleaseRequestSchema = z.object({ reason: z.enum(stockReleaseReasons) });

/** A product the CMS could not hold or take: its id, title and the pieces available now. */
export const stockShortageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  available: z.number().int().min(0),
});

/** 409 `out_of_stock` body of a refused hold: every product that is short (nothing was held). */
export const stockHoldRefusalSchema = z.object({
  error: z.object({
    code: z.literal('out_of_stock'),
    message: z.string(),
    details: z.object({ products: z.array(stockShortageSchema) }),
  }),
});

/** 200 body of a hold: the lines held and until when. */
export const stockHoldResponseSchema = z.object({
  data: z.object({ status: z.literal('held'), lines: z.array(stockLineSchema), expires_at: z.string() }),
});

/** How a paid line left stock: `committed` (taken) or `oversold` (paid, but the units were gone). */
export const stockLineOutcomeSchema = stockLineSchema.extend({ status: z.enum(['committed', 'oversold']) });

/** 200 body of a commit: `oversold` when any line could not be taken (staff must refund or restock). */
export const stockCommitResponseSchema = z.object({
  data: z.object({ status: z.enum(['committed', 'oversold']), lines: z.array(stockLineOutcomeSchema) }),
});

/** 200 body of a release: the lines given back (empty when nothing was held). */
export const stockReleaseResponseSchema = z.object({ data: z.object({ released: z.array(stockLineSchema) }) });

export type StockLine = z.infer<typeof stockLineSchema>;
export type StockHoldRequest = z.infer<typeof stockHoldRequestSchema>;
export type StockCommitRequest = z.infer<typeof stockCommitRequestSchema>;
export type StockReleaseReason = (typeof stockReleaseReasons)[number];
export type StockShortage = z.infer<typeof stockShortageSchema>;
export type StockLineOutcome = z.infer<typeof stockLineOutcomeSchema>;
