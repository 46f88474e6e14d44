import { errorBody } from '@outlet-shop/service-kit/error-body';
import type { RefundRequest } from '@outlet-shop/shop-rules';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { orderRefundsService } from '../services/order-refunds';

const DOCUMENT_FILE = /^(invoice\.pdf|packing-slip\.pdf|credit-notes\/CN-\d{4}-\d{6}\.pdf)$/;

/** Staff's refunds and documents of an order, in the admin API (admin-routes.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * `POST /admin/outlet-orders/:documentId/refunds` with the shared refund contract's request
   * (`RefundRequest`: `{ idempotency_key, whole_order? | lines?: [{ product_id, quantity }] |
   * amount_fils?, restock, reason? }`) → the checkout service's answer (201/200 `{ refund, order }`;
   * 4xx/5xx `{ error: { code, message } }`).
   */
  async create(ctx: Context) {
    const staff = (ctx.state.user as { email?: string } | undefined)?.email ?? 'staff';
    const answer = await orderRefundsService(strapi).refund(
      ctx.params.documentId,
      // Validated by the checkout, which owns the rules of a refund (400 `validation_failed`).
      (ctx.request.body ?? {}) as RefundRequest,
      staff,
    );
    ctx.status = answer.status;
    ctx.body = answer.body;
  },

  /**
   * `POST /admin/outlet-orders/:documentId/refunds/preview` with a refund's request → the
   * checkout's `{ preview: { amount_fils, lines, includes_delivery, remaining_after_fils } }`
   * (`RefundPreview`): what that refund would give back, nothing refunded; errors as a refund's.
   */
  async preview(ctx: Context) {
    const answer = await orderRefundsService(strapi).preview(
      ctx.params.documentId,
      (ctx.request.body ?? {}) as RefundRequest,
    );
    ctx.status = answer.status;
    ctx.body = answer.body;
  },

  /** `GET /admin/outlet-orders/:documentId/refunds` → `{ order: { total_fils, refunded_fils, refund_status, invoice_number, refunds } }`. */
  async list(ctx: Context) {
    const answer = await orderRefundsService(strapi).list(ctx.params.documentId);
    ctx.status = answer.status;
    ctx.body = answer.body;
  },

  /** `GET /admin/outlet-orders/:documentId/documents/(invoice.pdf|packing-slip.pdf|credit-notes/CN-….pdf)` → the PDF. */
  async document(ctx: Context) {
    const file = String(ctx.params.file ?? '');
    if (!DOCUMENT_FILE.test(file)) {
      ctx.status = 404;
      ctx.body = errorBody('document_not_found', 'Unknown document');
      return;
    }
    const answer = await orderRefundsService(strapi).document(ctx.params.documentId, file);
    ctx.status = answer.status;
    if (!answer.pdf) {
      ctx.body = answer.body;
      return;
    }
    ctx.type = 'application/pdf';
    const name = file === 'packing-slip.pdf' ? `packing-slip-${answer.reference}.pdf` : file.split('/').pop();
    ctx.set('Content-Disposition', `attachment; filename="${name}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = answer.pdf;
  },
});
