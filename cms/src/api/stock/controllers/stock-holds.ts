import { stockCommitRequestSchema, stockHoldRequestSchema, stockReleaseRequestSchema } from '@outlet-shop/shop-rules';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { answerError } from '../../../server/error-answer';
import { HoldLimitError, OutOfStockError, stockService } from '../services/stock';

const reference = z.string().min(1).max(100);

/** Parses the path's order reference and the body, or answers 400 `validation_failed` and returns null. */
function parse<S extends z.ZodType>(ctx: Context, schema: S): { reference: string; body: z.infer<S> } | null {
  const ref = reference.safeParse(ctx.params.customer_reference_number);
  const body = schema.safeParse(ctx.request.body ?? {});
  if (ref.success && body.success) return { reference: ref.data, body: body.data };
  answerError(ctx, 400, 'validation_failed', 'Invalid stock request', {
    fieldErrors: body.success ? {} : z.flattenError(body.error).fieldErrors,
  });
  return null;
}

/** The stock calls of docs/api.md (checkout → CMS, service token); the work is in the stock service. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * `POST /api/stock-holds/:customer_reference_number` `{ lines: [{ product_id, quantity }],
   * expires_at, client?: { key, max_share_percent, min_pieces } }` → 200 `{ data: { status:
   * 'held', lines, expires_at } }`: every line held, or none → 409 `{ error: { code:
   * 'out_of_stock', message: 'Temporary out of stock', details: { products: [{ id, title,
   * available }] } } }`, or 409 `hold_limit_reached` when the client's open holds would pass its
   * share of a product (`products[].limit`: what this order could still hold; docs/decisions/058).
   * Holding again moves `expires_at` only. 400 `validation_failed` (quantities 1–99, each product
   * once); 401 without the service token.
   */
  async hold(ctx: Context) {
    const request = parse(ctx, stockHoldRequestSchema);
    if (!request) return;
    const { expires_at: expiresAt, lines, client } = request.body;
    try {
      const held = await stockService(strapi).hold(request.reference, lines, new Date(expiresAt), client);
      ctx.body = { data: { status: 'held', lines: held, expires_at: expiresAt } };
    } catch (error) {
      if (!(error instanceof OutOfStockError || error instanceof HoldLimitError)) throw error;
      const code = error instanceof OutOfStockError ? 'out_of_stock' : 'hold_limit_reached';
      answerError(ctx, 409, code, error.message, { products: error.products });
    }
  },

  /**
   * `POST /api/stock-holds/:customer_reference_number/release` `{ reason }` → 200 `{ data: {
   * released: [{ product_id, quantity }] } }` (empty when nothing was held: idempotent).
   */
  async release(ctx: Context) {
    const request = parse(ctx, stockReleaseRequestSchema);
    if (!request) return;
    const released = await stockService(strapi).release(request.reference, request.body.reason);
    ctx.body = { data: { released } };
  },

  /**
   * `POST /api/stock-holds/:customer_reference_number/commit` `{ lines }` → 200 `{ data: { status:
   * 'committed' | 'oversold', lines: [{ product_id, quantity, status }] } }`: the paid order's
   * pieces leave stock once; `oversold` lines were paid while their pieces were gone.
   */
  async commit(ctx: Context) {
    const request = parse(ctx, stockCommitRequestSchema);
    if (!request) return;
    const lines = await stockService(strapi).commit(request.reference, request.body.lines);
    const status = lines.some((line) => line.status === 'oversold') ? 'oversold' : 'committed';
    ctx.body = { data: { status, lines } };
  },
});
