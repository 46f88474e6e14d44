import { AppError, hasServiceToken, parseRequest } from '@outlet-shop/service-kit';
import { type OrderRefunds, type RefundPreview, type RefundView, refundRequestSchema } from '@outlet-shop/shop-rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import type { OrderRow, RefundRow } from '../db/rows.ts';
import { findOrder } from '../orders/orders.ts';
import { refundOrder } from '../refunds/refund-order.ts';
import { planRefund } from '../refunds/refund-plan.ts';
import { refundStatusOf, refundsOf } from '../refunds/refunds.ts';
import { documentCopyOf, isValidDocumentSignature } from '../tax-documents/document-links.ts';
import { renderOrderPackingSlip } from '../tax-documents/order-documents.ts';

const orderParams = z.object({ customer_reference_number: z.string().min(1).max(100) });
const creditNoteParams = orderParams.extend({ file: z.string().regex(/^CN-\d{4}-\d{6}\.pdf$/) });

/**
 * The refund as the CMS shows it to staff (the shared refund contract's `RefundView`); amounts in
 * fils. `status` is Stripe's word for it (docs/decisions/063): `pending` (without
 * `stripe_refund_id`: still on its way to Stripe), `requires_action`, `succeeded` (with its credit
 * note), `failed` or `canceled` (`failure` says why).
 */
function refundView(refund: RefundRow): RefundView {
  return {
    id: refund.id,
    status: refund.status,
    amount_fils: refund.amount_fils,
    lines: refund.lines.map((line) => ({ id: line.id, title: line.title, quantity: line.quantity })),
    includes_delivery: refund.includes_delivery,
    restock: refund.restock,
    reason: refund.reason,
    staff_email: refund.staff_email,
    stripe_refund_id: refund.stripe_refund_id,
    credit_note_number: refund.credit_note_number,
    credited_at: refund.credited_at?.toISOString() ?? null,
    failure: refund.failure,
    failure_reason: refund.failure_reason,
    created_at: refund.created_at.toISOString(),
  };
}

function refundSummary(order: OrderRow, refunds: RefundRow[]): OrderRefunds {
  return {
    customer_reference_number: order.customer_reference_number,
    total_fils: order.total_fils,
    refunded_fils: order.refunded_fils,
    refund_status: refundStatusOf(order),
    invoice_number: order.invoice_number,
    refunds: refunds.map(refundView),
  };
}

/** Refunds and the order's documents (docs/api.md; docs/decisions/047, 063). */
export async function refundRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const requireService = (request: FastifyRequest) => {
    if (!hasServiceToken(request, deps.config.CHECKOUT_SERVICE_TOKEN)) {
      throw new AppError('unauthorized', 401, 'Missing or wrong service token');
    }
  };
  /** The CMS with its token, or a shopper with a signed, unexpired link to exactly this path. */
  const requireDocumentAccess = (request: FastifyRequest) => {
    const path = request.url.split('?')[0] ?? '';
    const query = request.query as Record<string, unknown>;
    if (hasServiceToken(request, deps.config.CHECKOUT_SERVICE_TOKEN)) return;
    if (isValidDocumentSignature(path, query, deps.config.DOCUMENT_LINK_SECRET)) return;
    throw new AppError('document_link_invalid', 403, 'This link is not valid or has expired');
  };
  const paidOrder = async (reference: string) => {
    const order = await findOrder(deps.db, reference);
    if (!order) throw new AppError('order_not_found', 404, 'Unknown order');
    if (!order.invoice_number) throw new AppError('invoice_not_issued', 404, 'This order has no tax invoice yet');
    return order;
  };
  const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${name}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);

  /**
   * `POST /v1/orders/:customer_reference_number/refunds` (service token: the CMS, for staff) `{
   * idempotency_key, whole_order? | lines?: [{ product_id, quantity }] | amount_fils?, restock,
   * reason?, staff_email? }` → 201 (or 200 for a repeated key) `{ refund, order: { refunded_fils,
   * refund_status, refunds } }`. See `refundOrder` for the rules and errors; 401 without the token.
   */
  app.post('/v1/orders/:customer_reference_number/refunds', async (request, reply) => {
    requireService(request);
    const { customer_reference_number: reference } = parseRequest(orderParams, request.params);
    const body = parseRequest(refundRequestSchema, request.body);
    const { created, refund } = await refundOrder(deps.refundDeps, reference, {
      idempotencyKey: body.idempotency_key,
      wholeOrder: body.whole_order,
      lines: body.lines,
      amountFils: body.amount_fils,
      restock: body.restock,
      reason: body.reason,
      staffEmail: body.staff_email,
    });
    const order = (await findOrder(deps.db, reference)) as OrderRow;
    return reply
      .status(created ? 201 : 200)
      .send({ refund: refundView(refund), order: refundSummary(order, await refundsOf(deps.db, reference)) });
  });

  /**
   * `POST /v1/orders/:customer_reference_number/refunds/preview` (service token) with a refund's
   * body → 200 `{ preview: { amount_fils, lines, includes_delivery, remaining_after_fils } }`: what
   * that refund would give back by the same rules (`planRefund`), nothing reserved or refunded,
   * so staff confirm the amount first. 409 `order_not_paid` / `order_fully_refunded`, 422 as a
   * refund; 404 `order_not_found`.
   */
  app.post('/v1/orders/:customer_reference_number/refunds/preview', async (request) => {
    requireService(request);
    const { customer_reference_number: reference } = parseRequest(orderParams, request.params);
    const body = parseRequest(refundRequestSchema, request.body);
    const order = await findOrder(deps.db, reference);
    if (!order) throw new AppError('order_not_found', 404, 'Unknown order');
    if (order.payment_status !== 'paid') throw new AppError('order_not_paid', 409, 'Only a paid order can be refunded');
    const plan = planRefund(order, await refundsOf(deps.db, reference), {
      idempotencyKey: body.idempotency_key,
      wholeOrder: body.whole_order,
      lines: body.lines,
      amountFils: body.amount_fils,
      restock: body.restock,
    });
    const preview: RefundPreview = {
      amount_fils: plan.amountFils,
      lines: plan.lines.map((line) => ({ id: line.id, title: line.title, quantity: line.quantity })),
      includes_delivery: plan.includesDelivery,
      remaining_after_fils: Math.max(0, order.total_fils - order.refunded_fils - plan.amountFils),
    };
    return { preview };
  });

  /**
   * `GET /v1/orders/:customer_reference_number/packing-slip.pdf` (service token: the CMS, for
   * staff) → the order's packing slip, English and Arabic, no prices (docs/product.md "Orders
   * in the admin"). 404 `order_not_found`, 409 `order_not_paid` for an order that is not paid.
   */
  app.get('/v1/orders/:customer_reference_number/packing-slip.pdf', async (request, reply) => {
    requireService(request);
    const { customer_reference_number: reference } = parseRequest(orderParams, request.params);
    const order = await findOrder(deps.db, reference);
    if (!order) throw new AppError('order_not_found', 404, 'Unknown order');
    if (order.payment_status !== 'paid') throw new AppError('order_not_paid', 409, 'Only a paid order is packed');
    return sendPdf(
      reply,
      `packing-slip-${reference}`,
      await renderOrderPackingSlip(order, await deps.refundDeps.supplier()),
    );
  });

  /** `GET /v1/orders/:customer_reference_number/refunds` (service token) → `{ order: { …, refunds } }`. */
  app.get('/v1/orders/:customer_reference_number/refunds', async (request) => {
    requireService(request);
    const { customer_reference_number: reference } = parseRequest(orderParams, request.params);
    const order = await findOrder(deps.db, reference);
    if (!order) throw new AppError('order_not_found', 404, 'Unknown order');
    return { order: refundSummary(order, await refundsOf(deps.db, reference)) };
  });

  /**
   * `GET /v1/orders/:customer_reference_number/invoice.pdf` → the order's simplified tax invoice,
   * Arabic and English (decision 047). The CMS with its token (staff), or the shopper's signed
   * link (`?expires&signature`, in the confirmation page and mail). A link with `customer=omitted`
   * (signed with it; the order status page's) opens the copy without the shopper's name, e-mail and
   * address. 403 `document_link_invalid`, 404 `order_not_found` / `invoice_not_issued`.
   */
  app.get('/v1/orders/:customer_reference_number/invoice.pdf', async (request, reply) => {
    requireDocumentAccess(request);
    const { customer_reference_number: reference } = parseRequest(orderParams, request.params);
    const order = await paidOrder(reference);
    const copy = documentCopyOf(request.query as Record<string, unknown>);
    return sendPdf(reply, order.invoice_number as string, await deps.documents.invoice(order, copy));
  });

  /** `GET /v1/orders/:customer_reference_number/credit-notes/:number.pdf` → a refund's credit note (same access). */
  app.get('/v1/orders/:customer_reference_number/credit-notes/:file', async (request, reply) => {
    requireDocumentAccess(request);
    const { customer_reference_number: reference, file } = parseRequest(creditNoteParams, request.params);
    const number = file.slice(0, -'.pdf'.length);
    const order = await paidOrder(reference);
    const refund = (await refundsOf(deps.db, reference)).find((candidate) => candidate.credit_note_number === number);
    if (!refund) throw new AppError('credit_note_not_found', 404, 'Unknown credit note');
    const copy = documentCopyOf(request.query as Record<string, unknown>);
    return sendPdf(reply, number, await deps.documents.creditNote(order, refund, copy));
  });
}
