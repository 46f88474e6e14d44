import { describe, expect, it } from 'vitest';
import { pdfText as text } from '../../scripts/test/pdf-text.ts';
import type { OrderRow, RefundRow } from '../src/db/rows.ts';
import { createOrderDocuments, supplierOf } from '../src/tax-documents/order-documents.ts';

/*
 * From a stored order and its refunds to the tax documents (decision 047): the figures the
 * invoices module is given must add up exactly, for a discounted order, a refunded line, the
 * rest of an order and an amount-only refund (it refuses figures that do not).
 */

const supplier = supplierOf({
  SHOP_LEGAL_NAME_EN: 'Outlet Shop Trading LLC',
  SHOP_LEGAL_NAME_AR: 'أوتلت شوب للتجارة ذ.م.م',
  SHOP_ADDRESS_EN: 'Warehouse 12, Al Quoz, Dubai',
  SHOP_ADDRESS_AR: 'مستودع 12، القوز، دبي',
  SHOP_TRN: '100000000000003',
});
const documents = createOrderDocuments(supplier);

// A prize order: 2 × 24.50 + 1 × 30.00 = 79.00, half off = 39.50, delivery 20.00 → 59.50 paid.
const order = {
  customer_reference_number: 'NOT-1764000000001',
  customer_name: 'Aisha Khan',
  email: 'aisha@example.ae',
  house_no: 'Villa 7',
  building_name: 'Villa 7',
  area: 'Al Barsha 1',
  city: 'Dubai',
  lines: [
    { id: 1, title: 'Crunchy Peanut Butter', weight: '340 g', quantity: 2, priceFils: 2450, lineTotalFils: 4900 },
    { id: 2, title: 'Dates Maamoul', weight: '340 g', quantity: 1, priceFils: 3000, lineTotalFils: 3000 },
  ],
  items_total_fils: 7900,
  discount_fils: 3950,
  delivery_fee_fils: 2000,
  total_fils: 5950,
  prize_win_item: '50% Off on next order',
  invoice_number: 'INV-2026-000042',
  invoiced_at: new Date('2026-11-23T10:00:00Z'),
  paid_at: new Date('2026-11-23T10:00:00Z'),
  invoice_supplier: null,
} as unknown as OrderRow;

function refund(overrides: Partial<RefundRow>): RefundRow {
  return {
    id: '1',
    amount_fils: 0,
    lines: [],
    includes_delivery: false,
    reason: null,
    credit_note_number: 'CN-2026-000007',
    credited_at: new Date('2026-11-24T08:00:00Z'),
    created_at: new Date('2026-11-24T08:00:00Z'),
    credit_note_supplier: null,
    ...overrides,
  } as RefundRow;
}

describe('the tax documents of a stored order', () => {
  it('invoices a discounted order with its lines, the discount, delivery and the total paid', async () => {
    const content = await text(await documents.invoice(order));
    expect(content).toContain('INV-2026-000042');
    expect(content).toContain('NOT-1764000000001');
    expect(content).toContain('100000000000003');
    expect(content).toContain('Crunchy Peanut Butter 340 g');
    expect(content).toContain('AED 59.50');
    expect(content).toContain('AED 39.50');
  });

  it('credits one refunded piece at the half price the prize made it, referencing the invoice', async () => {
    const pdf = await documents.creditNote(
      order,
      refund({ amount_fils: 1225, lines: [{ ...order.lines[0], quantity: 1, lineTotalFils: 2450 }] as never }),
    );
    const content = await text(pdf);
    expect(content).toContain('CN-2026-000007');
    expect(content).toContain('INV-2026-000042');
    expect(content).toContain('AED 12.25');
  });

  it('credits the rest of the order with the delivery fee, and an amount-only refund as one line', async () => {
    const rest = refund({
      amount_fils: 4725,
      includes_delivery: true,
      lines: [
        { ...order.lines[0], quantity: 1, lineTotalFils: 2450 },
        { ...order.lines[1], quantity: 1, lineTotalFils: 3000 },
      ] as never,
    });
    expect(await text(await documents.creditNote(order, rest))).toContain('AED 47.25');
    const amountOnly = refund({ amount_fils: 500, reason: 'Late delivery' });
    const content = await text(await documents.creditNote(order, amountOnly));
    expect(content).toContain('Refund on order NOT-1764000000001');
    expect(content).toContain('AED 5.00');
  });
});
