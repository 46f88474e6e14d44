import { describe, expect, it } from 'vitest';
import { orderRefundStatus, type RefundView, refundAnswerSchema, refundRequestSchema } from './refund.ts';

const refund: RefundView = {
  id: '7',
  status: 'succeeded',
  amount_fils: 2450,
  lines: [{ id: 1, title: 'Crunchy Peanut Butter', quantity: 1 }],
  includes_delivery: false,
  restock: true,
  reason: null,
  staff_email: 'staff@example.ae',
  stripe_refund_id: 're_1',
  credit_note_number: 'CN-2026-000001',
  credited_at: '2026-11-25T10:00:00.000Z',
  failure: null,
  failure_reason: null,
  created_at: '2026-11-25T09:59:00.000Z',
};

describe('the refund contract (docs/api.md refunds, docs/decisions/049, 063)', () => {
  it('takes the whole order, lines or an amount, and refuses a request naming none', () => {
    expect(refundRequestSchema.parse({ idempotency_key: 'refund-12345678', whole_order: true }).restock).toBe(false);
    const none = refundRequestSchema.safeParse({ idempotency_key: 'refund-12345678', restock: true });
    expect(none.error?.flatten().fieldErrors.lines).toEqual(['Choose the whole order, lines or an amount']);
    const fractional = refundRequestSchema.safeParse({
      idempotency_key: 'refund-12345678',
      lines: [{ product_id: 1, quantity: 1.5 }],
    });
    expect(fractional.success).toBe(false);
  });

  it("reads the checkout's answer the CMS and the admin panel act on", () => {
    const answer = {
      refund,
      order: {
        customer_reference_number: 'NOT-1',
        total_fils: 6900,
        refunded_fils: 2450,
        refund_status: orderRefundStatus(2450, 6900),
        invoice_number: 'INV-2026-000001',
        refunds: [refund],
      },
    };
    expect(refundAnswerSchema.parse(answer)).toEqual(answer);
    expect(refundAnswerSchema.safeParse({ ...answer, refund: { ...refund, status: 'done' } }).success).toBe(false);
  });

  it('says none, partially_refunded or refunded', () => {
    expect([orderRefundStatus(0, 6900), orderRefundStatus(1, 6900), orderRefundStatus(6900, 6900)]).toEqual([
      'none',
      'partially_refunded',
      'refunded',
    ]);
  });
});
