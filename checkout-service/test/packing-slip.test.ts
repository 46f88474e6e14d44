import { describe, expect, it } from 'vitest';
import { pdfText } from '../../scripts/test/pdf-text.ts';
import type { OrderRow } from '../src/db/rows.ts';
import { packingSlipOf, renderOrderPackingSlip, supplierOf } from '../src/tax-documents/order-documents.ts';

/*
 * The packing slip staff print from the order desk (docs/product.md "Orders in the admin"): what goes in
 * the parcel and where it goes, in English and Arabic, without prices. Read back with pdf.js,
 * as the invoices are (docs/decisions/047).
 */

const supplier = supplierOf({
  SHOP_LEGAL_NAME_EN: 'Outlet Shop Trading LLC',
  SHOP_LEGAL_NAME_AR: 'أوتلت شوب للتجارة ذ.م.م',
  SHOP_ADDRESS_EN: 'Warehouse 12, Al Quoz, Dubai',
  SHOP_ADDRESS_AR: 'مستودع 12، القوز، دبي',
  SHOP_TRN: '100000000000003',
});

const PEANUT_AR = 'زبدة الفول السوداني المقرمشة';

const order = {
  customer_reference_number: 'NOT-20261127-SLIP01',
  customer_name: 'Aisha Khan',
  email: 'aisha@example.ae',
  mobile_number: '+971501234567',
  city: 'Dubai',
  area: 'Al Barsha 2',
  building_name: 'Villa 7',
  house_no: 'Villa 7',
  landmark: 'Behind the Spinneys',
  lines: [
    {
      id: 5,
      title: 'Crunchy Peanut Butter',
      title_ar: PEANUT_AR,
      weight: '340g',
      weight_ar: '340 غ',
      quantity: 3,
      priceFils: 2450,
      lineTotalFils: 7350,
    },
    {
      id: 9,
      title: 'Dates Box',
      title_ar: null,
      weight: '',
      weight_ar: null,
      quantity: 1,
      priceFils: 1525,
      lineTotalFils: 1525,
    },
  ],
  paid_at: new Date('2026-11-27T06:30:00Z'),
  created_at: new Date('2026-11-27T06:20:00Z'),
  invoice_supplier: null,
  total_fils: 10875,
  delivery_fee_fils: 2000,
} as unknown as OrderRow;

describe('the packing slip', () => {
  it('names the shop, the order, the recipient with landmark and mobile, and the pieces of each line', () => {
    const slip = packingSlipOf(order, supplier);
    expect(slip.shop).toEqual({ en: 'Outlet Shop Trading LLC', ar: 'أوتلت شوب للتجارة ذ.م.م' });
    expect(slip.orderReference).toBe('NOT-20261127-SLIP01');
    expect(slip.recipient).toMatchObject({
      name: 'Aisha Khan',
      phone: '+971501234567',
      landmark: 'Behind the Spinneys',
    });
    expect(slip.recipient.addressLines).toContain('Al Barsha 2');
    expect(slip.lines).toEqual([
      { description: `Crunchy Peanut Butter 340g\n${PEANUT_AR} 340 غ`, quantity: 3 },
      { description: 'Dates Box', quantity: 1 },
    ]);
  });

  it('reads back in both languages, with the Arabic title in logical order and no price anywhere', async () => {
    const text = await pdfText(await renderOrderPackingSlip(order, supplier));
    for (const expected of [
      'Packing Slip / Delivery Note',
      'Outlet Shop Trading LLC',
      'NOT-20261127-SLIP01',
      '27 November 2026',
      'Aisha Khan',
      'Behind the Spinneys',
      '+971501234567',
      'Crunchy Peanut Butter 340g',
      'Dates Box',
      'Pieces in all',
      'التسليم إلى',
      'رقم الجوال',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(PEANUT_AR);
    expect(text).not.toMatch(/AED|24\.50|درهم/);
  });

  it('refuses a slip with nothing to pack', async () => {
    await expect(renderOrderPackingSlip({ ...order, lines: [] }, supplier)).rejects.toThrow(/no lines/);
  });
});
