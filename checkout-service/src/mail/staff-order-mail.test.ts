import { MAIL_LOGO_CID } from '@outlet-shop/service-kit/mail-logo';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../db/rows.ts';
import { buildConfirmationMail } from './confirmation-mail.ts';
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
    expect(mail.text).toContain('Open it in the admin: https://admin.example.ae/admin/order-desk/');
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

describe('the order confirmation mail shows the address as the shopper typed it', () => {
  const order = storedOrder({ building_name: 'Villa 14', house_no: 'Villa 14', landmark: 'Near the mosque' });

  it('English: the house once, then area, landmark, city; the sentence before the address', () => {
    const mail = buildConfirmationMail(order, { shopUrl: 'https://shop.example.ae' });
    expect(mail.text).not.toContain('Villa 14, Villa 14');
    const address = mail.text.slice(mail.text.indexOf('Delivery address:'));
    expect(shownLines(address).slice(1, 6)).toEqual([
      'Aisha Khan',
      'Villa 14',
      'Al Barsha',
      'Landmark: Near the mosque',
      'Dubai, United Arab Emirates',
    ]);
    const sentence = 'We will deliver to the address below';
    expect(mail.text.indexOf(sentence)).toBeLessThan(mail.text.indexOf('Delivery address:'));
    expect(mail.html.indexOf(sentence)).toBeLessThan(mail.html.indexOf('>Delivery address<'));
    expect(mail.html).not.toContain('Villa 14, Villa 14');
  });

  it('Arabic: the house once; the sentence before the address', () => {
    const mail = buildConfirmationMail({ ...order, locale: 'ar' }, { shopUrl: 'https://shop.example.ae' });
    expect(mail.text).not.toContain('Villa 14, Villa 14');
    expect(shownLines(mail.text).filter((line) => line === 'Villa 14')).toHaveLength(1);
    const sentence = 'سنوصل طلبك إلى العنوان أدناه';
    expect(mail.text.indexOf(sentence)).toBeLessThan(mail.text.indexOf('عنوان التوصيل:'));
    expect(mail.html.indexOf(sentence)).toBeLessThan(mail.html.indexOf('>عنوان التوصيل<'));
    expect(mail.html).toMatch(/<img [^>]*alt="أوتلت شوب"/);
  });

  it('shows both values when building name and house no. differ', () => {
    const mail = buildConfirmationMail(storedOrder({ building_name: 'Marina Tower', house_no: 'Flat 1203' }), {
      shopUrl: 'https://shop.example.ae',
    });
    expect(shownLines(mail.text)).toContain('Flat 1203, Marina Tower');
  });
});

describe('the staff new-order mail', () => {
  const order = storedOrder({ building_name: 'Villa 14', house_no: 'Villa 14', landmark: 'Near the mosque' });
  const mail = buildStaffOrderMail(order, 'NOT-1764000000000', 'https://admin.example.ae');

  it('names who and where: name, mobile, house, area, landmark, city', () => {
    const lines = shownLines(mail.text);
    expect(lines).toContain('Deliver to: Aisha Khan (mobile +971501234567)');
    expect(lines).toContain('Address: Villa 14, Al Barsha, landmark: Near the mosque, Dubai');
    expect(lines).toContain('Total paid: AED 69.00 (delivery AED 20.00)');
    expect(lines).toContain('- 2 x Crunchy Peanut Butter 340 g');
  });

  it("links to this order's own page in the admin, by its reference, in text and HTML", () => {
    const link = 'https://admin.example.ae/admin/order-desk/NOT-1764000000000';
    expect(mail.text).toContain(`Open it in the admin: ${link}`);
    expect(mail.html).toContain(`<a href="${link}">`);
  });
});

describe('the mails carry the shop logo inline', () => {
  it('the confirmation and the staff mail attach the logo and show it by cid; the text part stays', () => {
    const confirmation = buildConfirmationMail(storedOrder(), { shopUrl: 'https://shop.example.ae' });
    const staff = buildStaffOrderMail(storedOrder(), 'NOT-1764000000000', 'https://admin.example.ae');
    for (const mail of [confirmation, staff]) {
      const logo = mail.attachments.find((attachment) => attachment.cid === MAIL_LOGO_CID);
      expect(logo?.contentType).toBe('image/png');
      // A PNG file: its 8-byte signature.
      expect(logo?.content.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
      expect(mail.html).toMatch(new RegExp(`<img src="cid:${MAIL_LOGO_CID}"[^>]* alt="Outlet Shop"`));
      expect(mail.text).not.toContain('cid:');
      expect(mail.text.length).toBeGreaterThan(100);
    }
  });
});
