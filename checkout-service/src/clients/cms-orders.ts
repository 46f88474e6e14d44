import { type OrderFulfilment, orderFulfilmentSchema } from '@outlet-shop/shop-rules';
import { z } from 'zod';
import type { OrderView } from '../orders/orders.ts';
import { callService, jsonOrNull, type ServiceAnswer } from './service-http.ts';

/**
 * What the checkout sends the CMS: the order view, and what only staff see: when the prize service
 * refused the paid order's code because another order redeemed it (docs/decisions/054), and the
 * alert of a refund that failed or was canceled after Stripe took it (docs/decisions/063).
 */
export type StaffOrder = OrderView & { prize_redemption_refused_at?: string | null; refund_alert?: string | null };

/** The staff copy of orders in the CMS (docs/architecture.md 2). */
export interface CmsOrders {
  /** Upserts the order by its reference. Throws when the CMS does not answer 2xx. */
  push(order: StaffOrder): Promise<void>;
  /**
   * How far staff have packed and shipped the order (docs/decisions/075); null when the CMS has no
   * copy of it yet. Throws when the CMS does not answer, or answers something else.
   */
  fulfilment(reference: string): Promise<OrderFulfilment | null>;
}

const TIMEOUT_MS = 5000;
/** A shopper waits for this read: the status page shows the payment alone after it. */
const FULFILMENT_TIMEOUT_MS = 2000;

const strapiRefusal = z.object({
  error: z.object({
    name: z.string(),
    details: z
      .object({ errors: z.array(z.object({ path: z.array(z.unknown()) })) })
      .partial()
      .optional(),
  }),
});

/**
 * ` (ValidationError: email, …)`: Strapi's error name and the refused fields, or nothing. Never
 * the body itself: Strapi echoes refused values, and this message is logged (no shopper data in logs).
 */
function refusalOf(answer: ServiceAnswer): string {
  const parsed = strapiRefusal.safeParse(jsonOrNull(answer));
  if (!parsed.success) return '';
  const fields = (parsed.data.error.details?.errors ?? []).map((error) => error.path.join('.'));
  return ` (${[parsed.data.error.name, fields.join(', ')].filter(Boolean).join(': ')})`;
}

/**
 * `PUT ${cmsUrl}/api/order-sync/:customer_reference_number` and `GET …/fulfilment` with the service
 * token (docs/api.md).
 */
export function createCmsOrders(cmsUrl: string, serviceToken: string): CmsOrders {
  return {
    async push(order) {
      const target = `${cmsUrl}/api/order-sync/${encodeURIComponent(order.customer_reference_number)}`;
      const answer = await callService(target, {
        method: 'PUT',
        headers: { authorization: `Bearer ${serviceToken}` },
        body: order,
        timeoutMs: TIMEOUT_MS,
      });
      if (!answer.ok) throw new Error(`CMS order sync answered ${answer.status}${refusalOf(answer)}`);
    },
    async fulfilment(reference) {
      const target = `${cmsUrl}/api/order-sync/${encodeURIComponent(reference)}/fulfilment`;
      const answer = await callService(target, {
        headers: { authorization: `Bearer ${serviceToken}` },
        timeoutMs: FULFILMENT_TIMEOUT_MS,
      });
      if (answer.status === 404) return null;
      if (!answer.ok) throw new Error(`CMS order fulfilment answered ${answer.status}`);
      return z.object({ data: orderFulfilmentSchema }).parse(jsonOrNull(answer)).data;
    },
  };
}
