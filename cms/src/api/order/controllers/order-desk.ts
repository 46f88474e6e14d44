import { errorBody } from '@outlet-shop/service-kit/error-body';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { orderDeskView, type StoredDeskOrder } from '../domain/order-desk';

const DESK_FIELDS = [
  'customer_reference_number',
  'locale_of_shopper',
  'fulfilment_status',
  'refund_status',
  'payment_status',
  'lines',
  'items_total',
  'discount',
  'delivery_fee',
  'total',
  'vat',
  'status_history',
] as const;

/** The order desk in the admin API (admin-routes.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * `GET /admin/outlet-orders/:documentId/desk` → `{ desk: OrderDesk }` (domain/order-desk.ts):
   * the lines with title in the order's language, quantity, unit price, line total and VAT share,
   * the totals, the moves staff may make now and the status history; amounts in fils.
   * 404 `order_not_found`.
   */
  async view(ctx: Context) {
    const order = (await strapi.db.query('api::order.order').findOne({
      where: { documentId: ctx.params.documentId },
      select: [...DESK_FIELDS],
    })) as StoredDeskOrder | null;
    if (!order) {
      ctx.status = 404;
      ctx.body = errorBody('order_not_found', 'Unknown order');
      return;
    }
    ctx.body = { desk: orderDeskView(order) };
  },
});
