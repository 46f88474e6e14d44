import { errorBody } from '@outlet-shop/service-kit/error-body';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { orderSyncSchema } from '../domain/order-sync-schema';
import { orderSyncService } from '../services/order-sync';

function validationFailed(ctx: Context, fieldErrors: Record<string, string[] | undefined>): void {
  ctx.status = 400;
  ctx.body = errorBody('validation_failed', 'Invalid order', { fieldErrors });
}

/** The staff copy of checkout orders (docs/architecture.md 2); the work is in the order-sync service. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * `PUT /api/order-sync/:customer_reference_number` (docs/api.md; policy: service token).
   * Body: the checkout service's order view, amounts in fils; stored in AED. Upserts by
   * reference and never touches `fulfilment_status`. 200 `{ data: { documentId } }`;
   * 400 `validation_failed` with `details.fieldErrors`; 401 without the service token.
   */
  async upsert(ctx: Context) {
    const parsed = orderSyncSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success) return validationFailed(ctx, z.flattenError(parsed.error).fieldErrors);
    if (parsed.data.customer_reference_number !== ctx.params.customer_reference_number) {
      return validationFailed(ctx, { customer_reference_number: ['Does not match the reference in the path'] });
    }
    const documentId = await orderSyncService(strapi).upsert(parsed.data);
    ctx.status = 200;
    ctx.body = { data: { documentId } };
  },

  /**
   * `GET /api/order-sync/:customer_reference_number/fulfilment` (docs/api.md; policy: service
   * token): how far staff have packed and shipped the order, for the shopper's status page
   * (docs/decisions/075). 200 `{ data: OrderFulfilment }` (packages/shop-rules); 404
   * `order_not_found` when the CMS has no copy of it.
   */
  async fulfilment(ctx: Context) {
    const fulfilment = await orderSyncService(strapi).fulfilment(String(ctx.params.customer_reference_number));
    if (!fulfilment) {
      ctx.status = 404;
      ctx.body = errorBody('order_not_found', 'Unknown order');
      return;
    }
    ctx.status = 200;
    ctx.body = { data: fulfilment };
  },
});
