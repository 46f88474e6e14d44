import { describe, expect, it } from 'vitest';
import { orderDeskView } from './order-desk';

const order = {
  customer_reference_number: 'OS-1',
  locale_of_shopper: 'ar' as const,
  fulfilment_status: 'packed' as const,
  refund_status: 'none' as const,
  payment_status: 'paid' as const,
  lines: [
    { id: 7, title: 'Olive oil', title_ar: 'زيت زيتون', quantity: 2, price: '24.50', line_total: 49 },
    { id: 9, title: 'Dates', title_ar: null, quantity: 1, price: 15.25, line_total: 15.25 },
  ],
  items_total: '64.25',
  discount: '0',
  delivery_fee: '20.00',
  total: '84.25',
  vat: '4.01',
  status_history: [{ from: 'paid', to: 'packed', at: '2026-11-27T08:00:00.000Z', by: 'staff@outlet-shop.local' }],
};

describe('the order desk view', () => {
  const desk = orderDeskView(order);

  it('names each line in the order’s language, with the English beside an Arabic title', () => {
    expect(desk.lines.map((line) => [line.title, line.title_en])).toEqual([
      ['زيت زيتون', 'Olive oil'],
      ['Dates', null],
    ]);
  });

  it('shows quantities, unit prices and line totals in fils, and VAT shares adding up to the order’s VAT', () => {
    expect(desk.lines.map((line) => [line.quantity, line.unit_fils, line.total_fils])).toEqual([
      [2, 2450, 4900],
      [1, 1525, 1525],
    ]);
    // The delivery line carries the rest of round(8425 × 5/105) = 401.
    const itemsVat = desk.lines.reduce((sum, line) => sum + line.vat_fils, 0);
    expect(itemsVat).toBe(401 - 95);
    expect(desk.totals).toEqual({
      items_fils: 6425,
      discount_fils: 0,
      delivery_fee_fils: 2000,
      vat_fils: 401,
      total_fils: 8425,
    });
  });

  it('offers the moves of a packed order and keeps the history', () => {
    expect(desk.moves).toEqual(['shipped', 'paid', 'cancelled']);
    expect(desk.has_shipped).toBe(false);
    expect(desk.history).toHaveLength(1);
  });

  it('knows a shipped order has left the shop and offers only delivery', () => {
    const shipped = orderDeskView({ ...order, fulfilment_status: 'shipped', locale_of_shopper: 'en' });
    expect(shipped.has_shipped).toBe(true);
    expect(shipped.moves).toEqual(['delivered']);
    expect(shipped.lines[0]?.title).toBe('Olive oil');
  });

  it('shows an empty table for an order without lines rather than failing', () => {
    const bare = orderDeskView({ customer_reference_number: 'OS-2', lines: null, status_history: null });
    expect(bare.lines).toEqual([]);
    expect(bare.history).toEqual([]);
    expect(bare.moves).toEqual(['packed', 'cancelled']);
  });
});
