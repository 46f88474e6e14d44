import { JOB_RETRY_POLICY } from '@outlet-shop/service-kit/retry-policy';
import { trackingUrlSchema } from '@outlet-shop/shop-rules';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  checkFulfilmentMove,
  type FulfilmentStatus,
  type PaymentStatus,
  type RefundStatus,
  type StatusChange,
} from './domain/fulfilment';
import { ORDER_SHIPPED_MAIL_TASK } from './services/order-mails';

const ORDER = 'api::order.order';
/** What staff may write on an order; everything else is the checkout service's (order-sync). */
const STAFF_FIELDS = new Set(['fulfilment_status', 'courier', 'tracking_number', 'tracking_url']);

interface StoredOrder {
  id: number;
  fulfilment_status: FulfilmentStatus | null;
  refund_status: RefundStatus | null;
  payment_status: PaymentStatus | null;
  status_history: StatusChange[] | null;
}

function staffOf(strapi: Core.Strapi): string | null {
  const user = strapi.requestContext.get()?.state?.user as { email?: string } | undefined;
  return user?.email ?? null;
}

/**
 * The order's states in the admin (docs/decisions/049), enforced on the server by a
 * document service middleware: a staff save (the admin's edit form sends every field) writes
 * only the staff's fields (fulfilment status, courier, tracking number and link, `https:` only), so a stale form can
 * never undo a refund or a payment the checkout pushed meanwhile; a move of `fulfilment_status`
 * is checked (`checkFulfilmentMove`: an impossible move, moving an order whose payment is still
 * processing or failed, or shipping a refunded order is refused
 * with its reason, shown by the admin), stamped with when and which staff member, appended to
 * `status_history`, and a move to `shipped` queues the shopper's shipping mail. Staff cannot
 * create orders: they come from the checkout only.
 */
export function enforceOrderFulfilment(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== ORDER) return next();
    const staff = staffOf(strapi);
    if (!staff) return next();
    if (context.action === 'create') {
      throw new errors.ForbiddenError('Orders come from the shop checkout; they cannot be created in the admin.');
    }
    if (context.action !== 'update') return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const data = Object.fromEntries(Object.entries(params.data ?? {}).filter(([key]) => STAFF_FIELDS.has(key)));
    params.data = data;
    // The shopper's status page and shipping mail link it: a courier's https page, nothing else.
    if (typeof data.tracking_url === 'string' && data.tracking_url.trim() !== '') {
      if (!trackingUrlSchema.safeParse(data.tracking_url.trim()).success) {
        throw new errors.ValidationError('The tracking link must be a full https:// address of the courier’s page.');
      }
      data.tracking_url = data.tracking_url.trim();
    }
    const current = (await strapi.db.query(ORDER).findOne({
      where: { documentId: params.documentId },
      select: ['id', 'fulfilment_status', 'refund_status', 'payment_status', 'status_history'],
    })) as StoredOrder | null;
    const to = data.fulfilment_status as FulfilmentStatus | undefined;
    const from = current?.fulfilment_status ?? 'paid';
    if (!current || !to || to === from) return next();
    const verdict = checkFulfilmentMove(from, to, current.refund_status ?? 'none', current.payment_status ?? 'paid');
    if (!verdict.ok) throw new errors.ValidationError(verdict.message);
    const at = new Date().toISOString();
    const change: StatusChange = {
      from,
      to,
      at,
      by: staff,
      ...(to === 'shipped'
        ? {
            courier: (data.courier as string) ?? null,
            tracking_number: (data.tracking_number as string) ?? null,
            tracking_url: (data.tracking_url as string) ?? null,
          }
        : {}),
    };
    Object.assign(data, {
      status_changed_at: at,
      status_changed_by: staff,
      status_history: [...(current.status_history ?? []), change],
    });
    const result = await next();
    if (to === 'shipped') {
      await strapi.db.connection.raw(
        `SELECT graphile_worker.add_job(?, json_build_object('orderId', ?::int), max_attempts => ?::int, job_key => ?)`,
        [ORDER_SHIPPED_MAIL_TASK, current.id, JOB_RETRY_POLICY.maxAttempts, `${ORDER_SHIPPED_MAIL_TASK}:${current.id}`],
      );
    }
    strapi.log.info(`Order ${current.id}: ${from} → ${to} by ${staff}`);
    return result;
  });
}
