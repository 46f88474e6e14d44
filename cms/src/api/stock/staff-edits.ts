import type { Core } from '@strapi/strapi';
import { stockService } from './services/stock';

const PRODUCT = 'api::product.product';

/** Who made the current request: the admin's e-mail in the admin, else what wrote it (seed, script). */
function currentStaff(strapi: Core.Strapi): string {
  const user = strapi.requestContext.get()?.state?.user as { email?: string } | undefined;
  return user?.email ?? 'system';
}

async function stockOf(strapi: Core.Strapi, documentId: string): Promise<{ id: number; stock: number } | null> {
  const result = await strapi.db.connection.raw(
    'SELECT id, COALESCE(stock, 0) AS stock FROM products WHERE document_id = ? ORDER BY id LIMIT 1',
    [documentId],
  );
  return result.rows[0] ?? null;
}

/**
 * Records in the stock movement log every change of a product's `stock` made through Strapi's
 * document service: a staff edit in the admin (`staff_edit`, with the staff member's e-mail) or a
 * new product's first count (`initial_stock`), and checks the low-stock threshold after an edit
 * (sql/functions/staff-count.sql). Holds, sales and restocks change stock in SQL and log themselves.
 */
export function recordStaffStockChanges(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== PRODUCT || (context.action !== 'update' && context.action !== 'create')) return next();
    const params = context.params as { documentId?: string; data?: { stock?: unknown } };
    const touchesStock = params.data !== undefined && 'stock' in params.data;
    const before =
      context.action === 'update' && touchesStock && params.documentId
        ? await stockOf(strapi, params.documentId)
        : null;
    const result = await next();
    const documentId = (result as { documentId?: string } | null)?.documentId;
    if (!touchesStock || !documentId) return result;
    const after = await stockOf(strapi, documentId);
    if (!after) return result;
    const change = after.stock - (before?.stock ?? 0);
    if (context.action === 'update' && change === 0) return result;
    await stockService(strapi).recordCount(after.id, change, currentStaff(strapi), context.action === 'create');
    return result;
  });
}
