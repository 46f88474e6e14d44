import { DELIVERY_TIERS } from '@outlet-shop/shop-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../scripts/test/pdf-text.ts';
import { buildConfirmationMail } from '../src/mail/confirmation-mail.ts';
import { findOrder } from '../src/orders/orders.ts';
import { createOrderDocuments, supplierOf } from '../src/tax-documents/order-documents.ts';
import { createOrderWithSession, postStripeEvent, setupApp, type TestContext } from './helper.ts';

/*
 * One VAT figure (docs/decisions/066-one-vat-figure.md): for a paid order, the VAT that checkout,
 * the confirmation page and the staff's copy show is the VAT on the tax invoice PDF and in the
 * confirmation mail. The cart is the seeded shop's 3 × Dark Chocolate Chips (AED 18.50) and
 * Dara Sukkari Dates (AED 45.00): AED 100.50, above the free delivery tier, whose VAT is AED 4.79,
 * where VAT rounded per line makes AED 4.78 (2.64 + 2.14). The same rule with a delivery fee is
 * the VAT rule's own test (packages/shop-rules/src/vat.test.ts).
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

describe('one VAT figure on the site, the staff copy, the invoice and the mail', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setupApp();
    const template = context.catalog.products.get(1);
    if (!template) throw new Error('the fake catalogue lost product 1');
    context.catalog.products.set(60, { ...template, id: 60, title: 'Dark Chocolate Chips', priceFils: 1850 });
    context.catalog.products.set(46, { ...template, id: 46, title: 'Dara Sukkari Dates', priceFils: 4500 });
    expect(3 * 1850 + 4500).toBeGreaterThanOrEqual(DELIVERY_TIERS.freeFromFils);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('AED 100.50: AED 4.79 everywhere, never the per-line 4.78', async () => {
    const { reference, sessionId, headers } = await createOrderWithSession(context, {
      products: [
        { id: 60, quantity: 3 },
        { id: 46, quantity: 1 },
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
    expect(view.json().order).toMatchObject({ totalFils: 10050, deliveryFeeFils: 0, vatFils: 479 });

    const order = await findOrder(context.db, reference);
    if (!order?.invoice_number) throw new Error('the paid order has no invoice number');
    expect(order.vat_fils).toBe(479);

    const invoice = await pdfText(await documents.invoice(order));
    expect(invoice).toContain('AED 4.79');
    expect(invoice).not.toContain('AED 4.78');

    const mail = buildConfirmationMail(order, { shopUrl: 'http://localhost:5173' });
    expect(mail.text).toContain('AED 4.79');
    expect(mail.text).not.toContain('AED 4.78');
    expect(mail.html).toContain('AED 4.79');
  });

  it("a full refund's credit note credits the same AED 4.79", async () => {
    const { reference, sessionId } = await createOrderWithSession(context, {
      products: [
        { id: 60, quantity: 3 },
        { id: 46, quantity: 1 },
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
        amount_fils: 10050,
        lines: order.lines,
        includes_delivery: true,
        reason: null,
        credit_note_number: 'CN-2026-000001',
        credited_at: new Date('2026-11-25T08:00:00Z'),
        created_at: new Date('2026-11-25T08:00:00Z'),
        credit_note_supplier: null,
      } as never),
    );
    expect(note).toContain('AED 100.50');
    expect(note).toContain('AED 4.79');
    expect(note).not.toContain('AED 4.78');
  });
});
