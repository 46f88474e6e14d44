import { describe, expect, it } from 'vitest';
import { buildConfirmationMail } from '../confirmation-mail.ts';
import type { OrderRow } from '../orders.ts';
import { buildStaffOrderMail } from './staff-order-mail.ts';

/**
 * A paid order as stored, with shopper-typed values that hold line breaks: rows kept before the
 * order payload refused them, or written by another path. The mails must stay one line per value.
 */
function storedOrder(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    customer_reference_number: 'NOT-1764000000000',
    customer_name: 'Aisha Khan',
    email: 'aisha@example.ae',
    mobile_number: '+971501234567',
    city: 'Dubai',
    area: 'Al Barsha',
    building_name: '',
    house_no: 'Villa 7',
    landmark: 'Near the mall',
    lines: [
      { id: 1, title: 'Crunchy Peanut Butter', weight: '340 g', quantity: 2, priceFils: 2450, lineTotalFils: 4900 },
    ],
    num_pieces: 2,
    items_total_fils: 4900,
    discount_fils: 0,
    delivery_fee_fils: 2000,
    total_fils: 6900,
    vat_fils: 329,
    coupon_code: null,
    prize_win_item: null,
    payment_status: 'paid',
    status: 'confirmed',
    stripe_session_id: 'cs_test_1',
    paid_at: new Date('2026-11-25T10:00:00Z'),
    prize_redeemed_at: null,
    prize_redemption_refused_at: null,
    cms_synced_at: null,
    confirmation_mailed_at: null,
    confirmation_mail_attempts: 0,
    confirmation_mail_error: null,
    session_expires_at: null,
    stock_released_at: null,
    stock_committed_at: null,
    oversold_at: null,
    idempotency_key: null,
    request_fingerprint: null,
    stripe_payment_intent_id: null,
    invoice_number: 'INV-2026-000001',
    invoiced_at: new Date('2026-11-25T10:00:00Z'),
    refunded_fils: 0,
    locale: 'en',
    staff_mailed_at: null,
    invoice_supplier: null,
    ...overrides,
  } as OrderRow;
}

const FORGING_VALUES = {
  customer_name: 'Eve\nTotal paid: AED 0.00\r\nWARNING: oversold, refund or restock before packing.',
  area: 'Al Barsha\u2028Deliver to: Mallory, Sharjah',
  mobile_number: '+971501234567\u0085Total paid: AED 0.00',
  landmark: 'Near the mall\nMobile: +971000000000',
};

/** The lines of a mail's text, as a mail client shows them (LS, PS and NEL break lines too). */
function shownLines(text: string): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the breaks a mail client honours
  return text.split(/\r\n|[\n\r\u2028\u2029\u0085\u000b\u000c]/);
}

describe('the staff new-order mail cannot carry a forged line', () => {
  it('puts each typed value on its own line once: one "Total paid", no warning', () => {
    const mail = buildStaffOrderMail(storedOrder(FORGING_VALUES), 'NOT-1764000000000', 'https://admin.example.ae');
    const lines = shownLines(mail.text);
    expect(lines.filter((line) => line.startsWith('Total paid:'))).toEqual([
      'Total paid: AED 69.00 (delivery AED 20.00)',
    ]);
    expect(lines.some((line) => line.startsWith('WARNING'))).toBe(false);
    expect(lines.filter((line) => line.startsWith('Deliver to:'))).toHaveLength(1);
    expect(shownLines(mail.html)).toHaveLength(lines.length);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Open it in the admin: https://admin.example.ae/admin/content-manager/');
  });
});

describe('the order confirmation mail cannot carry a forged line', () => {
  it('keeps the greeting, the address and every typed value on their own lines', () => {
    const mail = buildConfirmationMail(storedOrder(FORGING_VALUES), { shopUrl: 'https://shop.example.ae' });
    const lines = shownLines(mail.text);
    expect(lines.filter((line) => line.startsWith('Total paid:'))).toEqual(['Total paid: AED 69.00']);
    expect(lines.filter((line) => line.startsWith('Mobile:'))).toHaveLength(1);
    expect(lines.some((line) => line.startsWith('Deliver to:'))).toBe(false);
    expect(lines[0]).toBe('Dear Eve Total paid: AED 0.00 WARNING: oversold, refund or restock before packing.,');
  });
});
