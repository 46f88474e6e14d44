import type { RefundPreview, RefundView } from '@outlet-shop/shop-rules';
import { describe, expect, it } from 'vitest';
import { consequences, filsOf, refundNotice } from './refund-text';

describe("the refunds panel's words and amounts", () => {
  it('reads an amount staff type as fils, with or without AED and pence', () => {
    expect(filsOf('AED 12.5')).toBe(1250);
    expect(filsOf(' 12.50 ')).toBe(1250);
    expect(filsOf('7')).toBe(700);
    expect(filsOf('12.505')).toBeNull();
    expect(filsOf('twelve')).toBeNull();
  });

  it('says what a confirmed refund does: the amount back, the pieces, the credit note, the stock', () => {
    const preview = {
      amount_fils: 2450,
      lines: [{ id: 4, title: 'Dates box', quantity: 2 }],
      includes_delivery: true,
      remaining_after_fils: 1000,
    } as unknown as RefundPreview;
    expect(consequences(preview, false)).toEqual([
      "AED 24.50 goes back to the shopper's card through Stripe. This cannot be undone.",
      'Refunded pieces: 2 × Dates box.',
      'The delivery fee is included.',
      'A credit note is issued and mailed to the shopper with the refund.',
      'Stock does not change.',
      'AED 10.00 remains refundable afterwards.',
    ]);
  });

  it('tells a refund made, one Stripe still holds, and the first click answered again (the form keeps its key)', () => {
    const refund = (fields: Partial<RefundView>) =>
      ({
        amount_fils: 1250,
        restock: true,
        stripe_refund_id: 're_1',
        credit_note_number: 'CN-2026-000001',
        ...fields,
      }) as RefundView;
    expect(refundNotice(refund({ status: 'succeeded' }))).toEqual({
      startsOver: true,
      notice: { kind: 'done', text: 'Refunded AED 12.50 (credit note CN-2026-000001); the pieces are back in stock.' },
    });
    expect(refundNotice(refund({ status: 'requires_action', restock: false })).notice.text).toBe(
      "Stripe took the refund of AED 12.50; it is requires action. The credit note and the shopper's mail follow once the money is back; staff are mailed if it fails.",
    );
    expect(refundNotice(refund({ status: 'pending', stripe_refund_id: null }))).toEqual({
      startsOver: false,
      notice: { kind: 'done', text: 'The refund of AED 12.50 is being made…' },
    });
  });
});
