import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { orderSyncSchema, toOrderFields } from '../domain/order-sync-schema';

const ORDER = 'api::order.order';
const UNIQUE_VIOLATION = '23505';

function validationFailed(ctx: Context, fieldErrors: Record<string, string[] | undefined>): void {
  ctx.status = 400;
  ctx.body = { error: { code: 'validation_failed', message: 'Invalid order', details: { fieldErrors } } };
}

/** The staff copy of checkout orders (DESIGN.md 2). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function upsert(fields: ReturnType<typeof toOrderFields>): Promise<string> {
    const existing = await strapi.documents(ORDER).findFirst({
      filters: { customer_reference_number: fields.customer_reference_number },
      fields: ['documentId'] as never,
    });
    if (existing) {
      await strapi.documents(ORDER).update({ documentId: existing.documentId, data: fields as never });
      return existing.documentId;
    }
    const created = await strapi.documents(ORDER).create({ data: { ...fields, fulfilment_status: 'new' } as never });
    return created.documentId;
  }

  return {
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
      const fields = toOrderFields(parsed.data);
      let documentId: string;
      try {
        documentId = await upsert(fields);
      } catch (error) {
        // Two first pushes of one order raced to create it: the loser updates instead.
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION && !String(error).includes('unique')) throw error;
        documentId = await upsert(fields);
      }
      ctx.status = 200;
      ctx.body = { data: { documentId } };
    },
  };
};
