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

/**
 * Who asks for a hold and how much of one product a single client may hold at once
 * (docs/decisions/058): `key` names the shopper (a digest of one of its keys); the pieces
 * its open holds keep of a product stay within `max_share_percent` of what is there for it, but
 * it may always hold `min_pieces` (or what is left, if fewer), so the last jars can be bought.
 */
export const stockHoldClientSchema = z.object({
  key: z.string().min(1).max(100),
  // Every key of the shopper (its browser's session, e-mail, mobile): holds under any of them count
  // towards its share. Absent: `key` alone.
  keys: z.array(z.string().min(1).max(100)).min(1).max(5).optional(),
  max_share_percent: z.number().int().min(1).max(100),
  min_pieces: z.number().int().min(0).max(MAX_LINE_QUANTITY),
});

/**
 * `POST /api/stock-holds/:customer_reference_number`: hold every line until `expires_at` (ISO 8601),
 * or none; with `client`, within that client's share.
 */
export const stockHoldRequestSchema = z.object({
  lines: stockLines,
  expires_at: z.iso.datetime({ offset: true }),
  client: stockHoldClientSchema.optional(),
});

/** `POST /api/stock-holds/:customer_reference_number/commit`: the paid order's lines leave `stock`. */
export const stockCommitRequestSchema = z.object({ lines: stockLines });

/** Why an order's holds are given back; `superseded`: the shopper's newer order took its prize code (decision 064). */
export const stockReleaseReasons = [
  'session_expired',
  'payment_failed',
  'checkout_failed',
  'order_cancelled',
  'superseded',
] as const;

/**
 * `POST /api/stock-holds/:customer_reference_number/release`: `reason`, one of
 * {@link stockReleaseReasons} as the checkout sends it; the CMS also takes any other lower-case word
 * (up to 40 characters) and logs it as given, so a checkout that sends a newer reason still releases
 * on a CMS of the previous release (docs/decisions/106).
 */
export const stockReleaseRequestSchema = z.object({
  reason: z.union([z.enum(stockReleaseReasons), z.string().regex(/^[a-z][a-z_]{0,39}$/)]),
});

/**
 * A product the CMS could not hold or take: its id, title and the pieces available now; for a
 * client's share (`hold_limit_reached`), `limit`: the pieces this order could still hold of it.
 */
export const stockShortageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  available: z.number().int().min(0),
  limit: z.number().int().min(0).optional(),
});

/** Why the CMS refused a hold: a product short, or a client's share of it reached (docs/decisions/058). */
export const stockHoldRefusalCodes = ['out_of_stock', 'hold_limit_reached'] as const;

/** 409 body of a refused hold: every product that is short or over the client's share (nothing was held). */
export const stockHoldRefusalSchema = z.object({
  error: z.object({
    code: z.enum(stockHoldRefusalCodes),
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
export type StockHoldClient = z.infer<typeof stockHoldClientSchema>;
export type StockCommitRequest = z.infer<typeof stockCommitRequestSchema>;
export type StockReleaseReason = (typeof stockReleaseReasons)[number];
export type StockShortage = z.infer<typeof stockShortageSchema>;
export type StockLineOutcome = z.infer<typeof stockLineOutcomeSchema>;
