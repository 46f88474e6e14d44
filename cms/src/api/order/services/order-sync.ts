import type { OrderFulfilment } from '@outlet-shop/shop-rules';
import type { Core, Modules } from '@strapi/strapi';
import { OVERSOLD_ALERT, stockService } from '../../stock/services/stock';
import type { FulfilmentStatus, StatusChange } from '../domain/fulfilment';
import { type OrderSyncBody, toOrderFields } from '../domain/order-sync-schema';

const ORDER = 'api::order.order';
const UNIQUE_VIOLATION = '23505';

/**
 * An order's fields as the document service takes them. Strapi's input types leave out null,
 * which the database takes and which clears a field the checkout emptied.
 */
type OrderInput = Modules.Documents.Params.Data.Input<typeof ORDER>;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === UNIQUE_VIOLATION || String(error).includes('unique');
}

/** The staff copy of checkout orders (docs/architecture.md 2): `api::order.order-sync`. */
const orderSync = ({ strapi }: { strapi: Core.Strapi }) => {
  const orders = () => strapi.documents(ORDER);

  async function upsert(fields: OrderInput): Promise<string> {
    const existing = await orders().findFirst({
      filters: { customer_reference_number: fields.customer_reference_number },
      fields: ['documentId'],
    });
    if (existing) {
      await orders().update({ documentId: existing.documentId, data: fields });
      return existing.documentId;
    }
    const created = await orders().create({ data: { ...fields, fulfilment_status: 'paid', status_history: [] } });
    return created.documentId;
  }

  return {
    /**
     * How far staff have moved the order (docs/decisions/075): its fulfilment status, courier,
     * tracking number and link, and when it entered each status (from `status_history`); null
     * when there is no order with this reference.
     */
    async fulfilment(reference: string): Promise<OrderFulfilment | null> {
      const order = (await strapi.db.query(ORDER).findOne({
        where: { customer_reference_number: reference },
        select: ['fulfilment_status', 'courier', 'tracking_number', 'tracking_url', 'status_history'],
      })) as {
        fulfilment_status: FulfilmentStatus | null;
        courier: string | null;
        tracking_number: string | null;
        tracking_url: string | null;
        status_history: StatusChange[] | null;
      } | null;
      if (!order) return null;
      return {
        fulfilment_status: order.fulfilment_status ?? 'paid',
        courier: order.courier || null,
        tracking_number: order.tracking_number || null,
        tracking_url: order.tracking_url || null,
        history: (order.status_history ?? []).map((change) => ({
          status: change.to,
          at: new Date(change.at).toISOString(),
        })),
      };
    },

    /**
     * Stores the checkout service's order view (amounts in fils) as the CMS order (amounts in
     * AED), created or updated by its reference; `fulfilment_status` is set to `paid` on create
     * and never touched after; `stock_alert` says 'oversold: refund or restock' when the paid
     * order's pieces were gone (docs/decisions/046), `prize_alert` when its prize code was
     * redeemed by another order (docs/decisions/054), `refund_alert` when a refund failed or was
     * canceled after Stripe took it (docs/decisions/063). The order's document id.
     */
    async upsert(body: OrderSyncBody): Promise<string> {
      const oversold = await stockService(strapi).isOversold(body.customer_reference_number);
      const fields = { ...toOrderFields(body), ...(oversold ? { stock_alert: OVERSOLD_ALERT } : {}) } as OrderInput;
      try {
        return await upsert(fields);
      } catch (error) {
        // Two first pushes of one order raced to create it: the loser updates instead.
        if (!isUniqueViolation(error)) throw error;
        return upsert(fields);
      }
    },
  };
};

export type OrderSyncService = ReturnType<typeof orderSync>;

/** The order-sync service, typed. */
export function orderSyncService(strapi: Core.Strapi): OrderSyncService {
  return strapi.service('api::order.order-sync') as OrderSyncService;
}

export default orderSync;
