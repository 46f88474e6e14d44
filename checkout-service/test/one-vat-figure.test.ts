import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfirmationMail } from '../src/mail/confirmation-mail.ts';
import { findOrder } from '../src/orders/orders.ts';
import { createOrderDocuments, supplierOf } from '../src/tax-documents/order-documents.ts';
import { createOrderWithSession, postStripeEvent, setupApp, type TestContext } from './helper.ts';

/*
 * One VAT figure (docs/decisions/066-one-vat-figure.md): for a paid order, the VAT that checkout,
 * the confirmation page and the staff's copy show is the VAT on the tax invoice PDF and in the
 * confirmation mail. The cart is the seeded shop's Milk Chocolate Chips (AED 17.50) and Organic
 * Coconut Sugar (AED 21.00) with AED 20 delivery: AED 58.50, whose VAT is AED 2.79, where VAT
 * rounded per line made AED 2.78.
 */

const documents = createOrderDocuments(
  supplierOf({
    SHOP_LEGAL_NAME_EN: 'Outlet Shop Trading LLC',
    SHOP_LEGAL_NAME_AR: 'أوتلت شوب للتجارة ذ.م.م',
    SHOP_ADDRESS_EN: 'Warehouse 12, Al Quoz, Dubai',
    SHOP_ADDRESS_AR: 'مستودع 12، القوز، دبي',
    SHOP_TRN: '100000000000003',
  }),
);

async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const parts: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    for (const item of (await page.getTextContent()).items) if ('str' in item) parts.push(item.str);
  }
  return parts.join(' ');
}

describe('one VAT figure on the site, the staff copy, the invoice and the mail', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setupApp();
    const template = context.catalog.products.get(1);
    if (!template) throw new Error('the fake catalogue lost product 1');
    context.catalog.products.set(7, { ...template, id: 7, title: 'Milk Chocolate Chips', priceFils: 1750 });
    context.catalog.products.set(12, { ...template, id: 12, title: 'Organic Coconut Sugar', priceFils: 2100 });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('AED 58.50 with delivery: AED 2.79 everywhere, never the per-line 2.78', async () => {
    const { reference, sessionId, headers } = await createOrderWithSession(context, {
      products: [
        { id: 7, quantity: 1 },
        { id: 12, quantity: 1 },
      ],
    });
    context.stripe.pay(sessionId);
    const paid = await postStripeEvent(context, {
      id: 'evt_one_vat_figure',
      type: 'checkout.session.completed',
      data: { object: context.stripe.sessions.get(sessionId) },
    });
    expect(paid.statusCode).toBe(200);

    // What the confirmation page (and checkout before it) shows.
    const view = await context.app.inject({ url: `/v1/orders/${reference}?session_id=${sessionId}`, headers });
    expect(view.statusCode).toBe(200);
    expect(view.json().order).toMatchObject({ totalFils: 5850, deliveryFeeFils: 2000, vatFils: 279 });

    const order = await findOrder(context.db, reference);
    if (!order?.invoice_number) throw new Error('the paid order has no invoice number');
    expect(order.vat_fils).toBe(279);

    const invoice = await pdfText(await documents.invoice(order));
    expect(invoice).toContain('AED 2.79');
    expect(invoice).not.toContain('AED 2.78');

    const mail = buildConfirmationMail(order, { shopUrl: 'http://localhost:5173' });
    expect(mail.text).toContain('AED 2.79');
    expect(mail.text).not.toContain('AED 2.78');
    expect(mail.html).toContain('AED 2.79');
  });

  it("a full refund's credit note credits the same AED 2.79", async () => {
    const { reference, sessionId } = await createOrderWithSession(context, {
      products: [
        { id: 7, quantity: 1 },
        { id: 12, quantity: 1 },
      ],
    });
    context.stripe.pay(sessionId);
    await postStripeEvent(context, {
      id: 'evt_one_vat_figure_refund',
      type: 'checkout.session.completed',
      data: { object: context.stripe.sessions.get(sessionId) },
    });
    const order = await findOrder(context.db, reference);
    if (!order) throw new Error('no order');
    const note = await pdfText(
      await documents.creditNote({ ...order, invoice_number: order.invoice_number ?? 'INV-2026-000001' }, {
        id: '1',
        amount_fils: 5850,
        lines: order.lines,
        includes_delivery: true,
        reason: null,
        credit_note_number: 'CN-2026-000001',
        credited_at: new Date('2026-11-25T08:00:00Z'),
        created_at: new Date('2026-11-25T08:00:00Z'),
        credit_note_supplier: null,
      } as never),
    );
    expect(note).toContain('AED 58.50');
    expect(note).toContain('AED 2.79');
    expect(note).not.toContain('AED 2.78');
  });
});
