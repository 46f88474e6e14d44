import { errorBody } from '@outlet-shop/service-kit/error-body';
import { type RefundRequest, type RefundView, refundAnswerSchema } from '@outlet-shop/shop-rules';
import type { Core } from '@strapi/strapi';
import { stockService } from '../../stock/services/stock';
import { filsToAed } from '../domain/order-sync-schema';

const ORDER = 'api::order.order';
const TIMEOUT_MS = 20_000;

/** The checkout service's answer, passed on to the admin as it came (status and JSON body). */
export interface CheckoutAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A refund Stripe took: succeeded, or waiting at Stripe (not a request still on its way, nor one that refunded nothing). */
function isTakenByStripe(refund: RefundView): boolean {
  if (refund.status === 'succeeded' || refund.status === 'requires_action') return true;
  return refund.status === 'pending' && Boolean(refund.stripe_refund_id);
}

/**
 * Staff's refunds and documents (docs/decisions/049): the CMS asks the checkout service,
 * which owns payment state, with its service token (CHECKOUT_SERVICE_TOKEN); the admin never
 * talks to the checkout itself. Once Stripe took a refund (succeeded, or still `pending` or
 * `requires_action` at Stripe: the goods are back whatever the bank does, and a refund that later
 * fails is staff's to settle another way, docs/decisions/063), the refunded pieces go back to
 * stock when staff chose so (once per refund), and the order's refund figures are updated at once
 * (the checkout's own push follows).
 */
const orderRefunds = ({ strapi }: { strapi: Core.Strapi }) => {
  const checkoutUrl = () => strapi.config.get<string>('shop.checkoutUrl');
  const headers = () => ({ authorization: `Bearer ${strapi.config.get<string>('shop.checkoutServiceToken')}` });

  /** The order's reference, noted for the request log's `orderReference` (global::request-log). */
  async function referenceOf(documentId: string): Promise<string | null> {
    const order = await strapi.db
      .query(ORDER)
      .findOne({ where: { documentId }, select: ['customer_reference_number'] });
    const reference = (order?.customer_reference_number as string | undefined) ?? null;
    const state = strapi.requestContext.get()?.state;
    if (state && reference) state.orderReference = reference;
    return reference;
  }

  /** Calls the checkout as part of the current request: its `X-Request-Id` goes along (docs/decisions/108). */
  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const requestId = strapi.requestContext.get()?.state?.requestId as string | undefined;
    return fetch(`${checkoutUrl()}${path}`, {
      ...init,
      headers: {
        ...headers(),
        ...(requestId ? { 'x-request-id': requestId } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  const unavailable: CheckoutAnswer = {
    status: 503,
    body: { ...errorBody('checkout_unavailable', 'The checkout service cannot be reached; try again') },
  };
  const unknownOrder: CheckoutAnswer = {
    status: 404,
    body: { ...errorBody('order_not_found', 'Unknown order') },
  };

  return {
    /**
     * Refunds the order (by its document id) as staff asked (`RefundRequest` of the shared refund
     * contract, which the checkout validates) plus the staff member's e-mail. Answers the checkout
     * service's status and body (`{ refund, order }`, read with `refundAnswerSchema`, or `{ error }`).
     */
    async refund(documentId: string, request: RefundRequest, staffEmail: string): Promise<CheckoutAnswer> {
      const reference = await referenceOf(documentId);
      if (!reference) return unknownOrder;
      let response: Response;
      let body: Record<string, unknown>;
      try {
        response = await call(`/v1/orders/${encodeURIComponent(reference)}/refunds`, {
          method: 'POST',
          body: JSON.stringify({ ...request, staff_email: staffEmail } satisfies RefundRequest),
        });
        body = (await response.json()) as Record<string, unknown>;
      } catch {
        return unavailable;
      }
      if (!response.ok) return { status: response.status, body };
      const answer = refundAnswerSchema.safeParse(body);
      if (!answer.success) {
        strapi.log.error(
          `The checkout's refund answer for ${reference} is not the refund contract: ${answer.error.message}`,
        );
        return { status: response.status, body };
      }
      const { refund, order } = answer.data;
      if (isTakenByStripe(refund) && refund.restock && refund.lines.length > 0) {
        await stockService(strapi).restock(
          `refund:${refund.id}`,
          reference,
          refund.lines.map((line) => ({ product_id: line.id, quantity: line.quantity })),
        );
      }
      await strapi.db.query(ORDER).update({
        where: { documentId },
        data: { refunded: filsToAed(order.refunded_fils), refund_status: order.refund_status },
      });
      return { status: response.status, body };
    },

    /** What a refund would give back (`POST /v1/orders/:ref/refunds/preview`), as the checkout answers it. */
    async preview(documentId: string, request: RefundRequest): Promise<CheckoutAnswer> {
      const reference = await referenceOf(documentId);
      if (!reference) return unknownOrder;
      try {
        const response = await call(`/v1/orders/${encodeURIComponent(reference)}/refunds/preview`, {
          method: 'POST',
          body: JSON.stringify(request),
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      } catch {
        return unavailable;
      }
    },

    /** The order's refunds and what can still be refunded (`GET /v1/orders/:ref/refunds`). */
    async list(documentId: string): Promise<CheckoutAnswer> {
      const reference = await referenceOf(documentId);
      if (!reference) return unknownOrder;
      try {
        const response = await call(`/v1/orders/${encodeURIComponent(reference)}/refunds`);
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      } catch {
        return unavailable;
      }
    },

    /**
     * A document's PDF (`invoice.pdf`, `packing-slip.pdf` or `credit-notes/CN-….pdf`) from the
     * checkout with the order's reference, or its error answer.
     */
    async document(
      documentId: string,
      file: string,
    ): Promise<{ status: number; pdf?: Buffer; reference?: string; body?: Record<string, unknown> }> {
      const reference = await referenceOf(documentId);
      if (!reference) return unknownOrder;
      try {
        const response = await call(`/v1/orders/${encodeURIComponent(reference)}/${file}`);
        if (!response.ok) return { status: response.status, body: (await response.json()) as Record<string, unknown> };
        return { status: 200, reference, pdf: Buffer.from(await response.arrayBuffer()) };
      } catch {
        return unavailable;
      }
    },
  };
};

export type OrderRefundsService = ReturnType<typeof orderRefunds>;

/** The order refunds service, typed. */
export function orderRefundsService(strapi: Core.Strapi): OrderRefundsService {
  return strapi.service('api::order.order-refunds') as OrderRefundsService;
}

export default orderRefunds;
