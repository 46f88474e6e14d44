import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText as text } from '../../scripts/test/pdf-text.ts';
import type { OrderRow, RefundRow } from '../src/db/rows.ts';
import type { DocumentCopy } from '../src/tax-documents/document-links.ts';
import { createOrderDocuments, supplierOf } from '../src/tax-documents/order-documents.ts';
import { createOrderWithSession, setupApp, type TestContext } from './helper.ts';

/*
 * The order status page promises never to show the shopper's name, e-mail or address, and anyone
 * with the reference and the e-mail opens it: the documents it links are the copies without the
 * customer. The confirmation page, which holds the order's token, still links the full invoice.
 */

/** What the documents route was asked for: which document, and which copy. */
const asked: { kind: 'invoice' | 'credit-note'; copy: DocumentCopy }[] = [];

let context: TestContext;
beforeAll(async () => {
  context = await setupApp();
  const { documents } = context;
  const invoice = documents.invoice.bind(documents);
  const creditNote = documents.creditNote.bind(documents);
  documents.invoice = async (order, copy: DocumentCopy = 'full') => {
    asked.push({ kind: 'invoice', copy });
    return invoice(order);
  };
  documents.creditNote = async (order, refund, copy: DocumentCopy = 'full') => {
    asked.push({ kind: 'credit-note', copy });
    return creditNote(order, refund);
  };
});
afterAll(() => context.close());

/** A link on the shop's origin as the checkout service itself answers it. */
const onService = (url: string) => url.replace(/^https?:\/\/[^/]+\/checkout/, '');

describe("the order status page's documents", () => {
  it('links the invoice without the customer; the link cannot be turned into the full one', async () => {
    const { reference, sessionId, headers } = await createOrderWithSession(context);
    context.stripe.pay(sessionId);
    const payload = { customer_reference_number: reference, sessionId };
    expect((await context.app.inject({ method: 'POST', url: '/v1/create_order', headers, payload })).statusCode).toBe(
      200,
    );

    const status = await context.app.inject({
      method: 'POST',
      url: '/v1/order-status',
      payload: { reference, email: 'aisha@example.ae' },
      remoteAddress: '10.9.0.1',
    });
    const statusLink = onService(status.json().order.invoice_url);
    expect(statusLink).toContain('customer=omitted');
    asked.length = 0;
    expect((await context.app.inject(statusLink)).statusCode).toBe(200);
    expect(asked).toEqual([{ kind: 'invoice', copy: 'without-customer' }]);
    // Taking the marker off (or changing it) does not open the full copy.
    const stripped = await context.app.inject(statusLink.replace('customer=omitted&', ''));
    expect(stripped.statusCode).toBe(403);
    expect(stripped.json().error.code).toBe('document_link_invalid');

    // The confirmation page (the order's token) links the full invoice.
    const confirmation = await context.app.inject({
      url: `/v1/orders/${reference}?session_id=${sessionId}`,
      headers,
    });
    const fullLink = onService(confirmation.json().order.invoice_url);
    expect(fullLink).not.toContain('customer=');
    asked.length = 0;
    expect((await context.app.inject(fullLink)).statusCode).toBe(200);
    expect(asked).toEqual([{ kind: 'invoice', copy: 'full' }]);
  });
});

describe('the copy without the customer', () => {
  const documents = createOrderDocuments(
    supplierOf({
      SHOP_LEGAL_NAME_EN: 'Outlet Shop Trading LLC',
      SHOP_LEGAL_NAME_AR: 'أوتلت شوب للتجارة ذ.م.م',
      SHOP_ADDRESS_EN: 'Warehouse 12, Al Quoz, Dubai',
      SHOP_ADDRESS_AR: 'مستودع 12، القوز، دبي',
      SHOP_TRN: '100000000000003',
    }),
  );
  const order = {
    customer_reference_number: 'NOT-1764000000009',
    customer_name: 'Aisha Khan',
    email: 'aisha@example.ae',
    house_no: 'Villa 7',
    building_name: 'Villa 7',
    area: 'Al Barsha 1',
    city: 'Dubai',
    lines: [
      { id: 1, title: 'Crunchy Peanut Butter', weight: '340 g', quantity: 2, priceFils: 2450, lineTotalFils: 4900 },
    ],
    items_total_fils: 4900,
    discount_fils: 0,
    delivery_fee_fils: 2000,
    total_fils: 6900,
    prize_win_item: null,
    invoice_number: 'INV-2026-000043',
    invoiced_at: new Date('2026-11-23T10:00:00Z'),
    paid_at: new Date('2026-11-23T10:00:00Z'),
    invoice_supplier: null,
  } as unknown as OrderRow;
  const refund = {
    id: '1',
    amount_fils: 2450,
    lines: [{ ...order.lines[0], quantity: 1, lineTotalFils: 2450 }],
    includes_delivery: false,
    reason: null,
    credit_note_number: 'CN-2026-000009',
    credited_at: new Date('2026-11-24T08:00:00Z'),
    created_at: new Date('2026-11-24T08:00:00Z'),
    credit_note_supplier: null,
  } as unknown as RefundRow;
  const personal = ['Aisha Khan', 'aisha@example.ae', 'Villa 7', 'Al Barsha 1'];

  it('has the invoice and credit note figures, and no name, e-mail or address', async () => {
    for (const pdf of [
      await documents.invoice(order, 'without-customer'),
      await documents.creditNote(order, refund, 'without-customer'),
    ]) {
      const content = await text(pdf);
      expect(content).toContain('NOT-1764000000009');
      expect(content).toContain('100000000000003');
      for (const value of personal) expect(content).not.toContain(value);
    }
    const full = await text(await documents.invoice(order));
    for (const value of personal) expect(full).toContain(value);
  });
});
