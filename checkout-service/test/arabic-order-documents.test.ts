import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../scripts/test/pdf-text.ts';
import type { OrderRow } from '../src/db/rows.ts';
import { buildConfirmationMail } from '../src/mail/confirmation-mail.ts';
import { findOrder } from '../src/orders/orders.ts';
import { createOrderDocuments, supplierOf } from '../src/tax-documents/order-documents.ts';
import { createOrderWithSession, postStripeEvent, setupApp, type TestContext } from './helper.ts';

/*
 * An order remembers its lines in both languages and documents them in the shopper's
 * (docs/decisions/078): an order bought in Arabic has Arabic titles and the Arabic city in its
 * confirmation mail, and every tax invoice shows each line in English with its Arabic beneath.
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

const PEANUT_AR = 'زبدة الفول السوداني المقرمشة';

let eventCount = 0;

/** Places and pays an order; answers the stored paid row. */
async function payOrder(context: TestContext, overrides: Record<string, unknown>): Promise<OrderRow> {
  const { reference, sessionId } = await createOrderWithSession(context, overrides);
  context.stripe.pay(sessionId);
  eventCount += 1;
  const paid = await postStripeEvent(context, {
    id: `evt_arabic_order_${eventCount}`,
    type: 'checkout.session.completed',
    data: { object: context.stripe.sessions.get(sessionId) },
  });
  expect(paid.statusCode).toBe(200);
  const order = await findOrder(context.db, reference);
  if (!order?.invoice_number) throw new Error('the paid order has no invoice number');
  return order;
}

/** The shopper's confirmation mail of the order, in either language. */
async function confirmationMailOf(context: TestContext, reference: string) {
  const isConfirmation = (mail: { to: string; subject: string }) =>
    mail.to === 'aisha@example.ae' && mail.subject.includes(reference);
  await expect.poll(() => context.mailer.sent.filter(isConfirmation).length).toBe(1);
  const mail = context.mailer.sent.find(isConfirmation);
  if (!mail) throw new Error('no confirmation mail');
  return { text: String(mail.text), html: String(mail.html) };
}

describe('an order bought in Arabic is documented in Arabic', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await setupApp({ jobPollIntervalMs: 50, mailRetryBaseMs: 50 });
  });
  afterAll(() => context.close());

  it("stores the CMS's titles in both languages, whatever the browser sent, and the order's language", async () => {
    const { order } = await createOrderWithSession(context, {
      locale: 'ar',
      products: [
        { id: 1, quantity: 2, title: 'Cheap Thing', title_ar: 'شيء رخيص' },
        { id: 5, quantity: 1 },
      ],
    });
    expect(order.locale).toBe('ar');
    expect(order.products).toEqual([
      expect.objectContaining({ id: 1, title: 'Crunchy Peanut Butter', title_ar: PEANUT_AR, weight_ar: '340 غ' }),
      expect.objectContaining({ id: 5, title: 'Flash Wafer' }),
    ]);
    // Staff never translated product 5: no Arabic is recorded, the English stands in.
    expect((order.products as Record<string, unknown>[])[1]).not.toHaveProperty('title_ar');
    const stored = await findOrder(context.db, order.customer_reference_number);
    expect(stored?.lines[0]).toMatchObject({ title: 'Crunchy Peanut Butter', title_ar: PEANUT_AR });
  });

  it('mails the confirmation with Arabic line titles and the Arabic city', async () => {
    const order = await payOrder(context, { locale: 'ar', products: [{ id: 1, quantity: 2 }] });
    const mail = await confirmationMailOf(context, order.customer_reference_number);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`${PEANUT_AR} 340 غ`);
      expect(part).toContain('دبي، الإمارات العربية المتحدة');
      expect(part).not.toContain('Crunchy Peanut Butter');
      expect(part).not.toContain('Dubai');
    }
  });

  it("shows each line of the invoice and credit note in English with its Arabic, and the city in both, for an English order's too", async () => {
    for (const locale of ['ar', 'en']) {
      const order = await payOrder(context, { locale, products: [{ id: 1, quantity: 2 }] });
      const invoice = await pdfText(await documents.invoice(order));
      expect(invoice).toContain('Crunchy Peanut Butter 340 g');
      expect(invoice).toContain(PEANUT_AR);
      expect(invoice).toContain('Dubai, United Arab Emirates');
      expect(invoice).toContain('دبي، الإمارات العربية المتحدة');
      const note = await pdfText(
        await documents.creditNote(order, {
          id: '1',
          amount_fils: order.lines[0]?.priceFils ?? 0,
          lines: [{ ...order.lines[0], quantity: 1 }],
          includes_delivery: false,
          reason: null,
          credit_note_number: 'CN-2026-000078',
          credited_at: new Date('2026-11-25T08:00:00Z'),
          created_at: new Date('2026-11-25T08:00:00Z'),
          credit_note_supplier: null,
        } as never),
      );
      expect(note).toContain('Crunchy Peanut Butter 340 g');
      expect(note).toContain(PEANUT_AR);
    }
  });

  it("names the prize of an Arabic order's discount in Arabic in its mail, and in both languages on its invoice", async () => {
    const code = context.prizes.issueHalfOff('aisha@example.ae');
    const order = await payOrder(context, { locale: 'ar', coupon_code: code, products: [{ id: 1, quantity: 2 }] });
    expect(order.discount_fils).toBeGreaterThan(0);
    const mail = await confirmationMailOf(context, order.customer_reference_number);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('الخصم (خصم 50% على الطلب التالي)');
      expect(part).not.toContain('Off on next order');
    }
    // pdf.js reads the Arabic line back in the pieces it was drawn in: 'الخصم (خصم 50% على الطلب التالي)'.
    const invoice = await pdfText(await documents.invoice(order));
    expect(invoice).toMatch(/Discount \(50% Off on next order\) \( على الطلب التالي +%50 +خصم \) +الخصم/);
  });

  it('still mails and invoices an order stored before its Arabic titles were recorded: in English', async () => {
    const paid = await payOrder(context, { locale: 'ar', products: [{ id: 2, quantity: 1 }] });
    await confirmationMailOf(context, paid.customer_reference_number);
    const old: OrderRow = {
      ...paid,
      lines: paid.lines.map(({ title_ar: _title, weight_ar: _weight, ...line }) => line),
    };
    const invoice = await pdfText(await documents.invoice(old));
    expect(invoice).toContain('Dates Maamoul 340 g');
    expect(invoice).not.toContain('معمول التمر');
    const mail = buildConfirmationMail(old, { shopUrl: 'http://localhost:5173' });
    expect(mail.text).toContain('1 × Dates Maamoul 340 g');
    expect(mail.text).toContain('دبي');
  });
});
