import {
  DELIVERY_CITY_NAMES_AR,
  deliveryCityName,
  lineTextsIn,
  prizeName,
  taxInvoiceLines,
} from '@outlet-shop/shop-rules';
import type { Config } from '../config.ts';
import type { OrderLine, OrderRow, RefundRow } from '../db/rows.ts';
import type { DocumentCopy } from './document-links.ts';
import { renderCreditNote } from './pdf/credit-note.ts';
import type { InvoiceCustomer, Supplier } from './pdf/documents.ts';
import { LABELS } from './pdf/labels.ts';
import { type PackingSlipDocument, renderPackingSlip } from './pdf/packing-slip.ts';
import { renderTaxInvoice } from './pdf/tax-invoice.ts';

/**
 * An order's tax documents as PDF bytes (decision 047): the simplified tax invoice of a
 * paid order and the credit note of each refund, in Arabic and English. Rendered from the stored
 * order and refund (with the supplier as it was when each was issued), so the same document
 * comes out every time. `copy` `'without-customer'` leaves out the customer block (the shopper's
 * name, e-mail and address): the copy the order status page links (a simplified tax invoice needs
 * no recipient).
 */
export interface OrderDocuments {
  invoice(order: OrderRow, copy?: DocumentCopy): Promise<Buffer>;
  creditNote(order: OrderRow, refund: RefundRow, copy?: DocumentCopy): Promise<Buffer>;
}

/** The supplier of the settings (SHOP_LEGAL_NAME_EN/AR, SHOP_ADDRESS_EN/AR, SHOP_TRN). */
export function supplierOf(
  config: Pick<
    Config,
    'SHOP_LEGAL_NAME_EN' | 'SHOP_LEGAL_NAME_AR' | 'SHOP_ADDRESS_EN' | 'SHOP_ADDRESS_AR' | 'SHOP_TRN'
  >,
): Supplier {
  return {
    nameEn: config.SHOP_LEGAL_NAME_EN,
    nameAr: config.SHOP_LEGAL_NAME_AR,
    addressEn: config.SHOP_ADDRESS_EN,
    addressAr: config.SHOP_ADDRESS_AR,
    trn: config.SHOP_TRN,
  };
}

/** No customer block: the copy without the shopper's details. */
const NO_CUSTOMER: InvoiceCustomer = { name: '', email: '', addressLines: [] };

function customerOf(order: OrderRow, copy: DocumentCopy = 'full'): InvoiceCustomer {
  if (copy === 'without-customer') return NO_CUSTOMER;
  return {
    name: order.customer_name,
    email: order.email,
    addressLines: [
      [order.house_no, order.building_name !== order.house_no ? order.building_name : ''].filter(Boolean).join(', '),
      order.area,
      `${order.city}, United Arab Emirates`,
      ...(Object.hasOwn(DELIVERY_CITY_NAMES_AR, order.city)
        ? [`${deliveryCityName(order.city, 'ar')}، الإمارات العربية المتحدة`]
        : []),
    ].filter(Boolean),
  };
}

/**
 * A line's description in both languages, whatever the order's (docs/decisions/078): the English
 * title and weight, and under it the Arabic ones the order recorded; one line when it has none
 * (an order placed before they were recorded, a product staff never translated).
 */
function describeLine(line: OrderLine): string {
  const english = [line.title, line.weight].filter(Boolean).join(' ');
  if (!line.title_ar?.trim()) return english;
  const texts = lineTextsIn(line, 'ar');
  const arabic = [texts.title, texts.weight].filter(Boolean).join(' ');
  return `${english}\n${arabic}`;
}

/**
 * The discount line's description in both languages: the prize named in English, and under it in
 * Arabic ('Discount (50% Off on next order)' above 'الخصم (خصم 50% على الطلب التالي)').
 */
function discountDescription(order: OrderRow): string {
  if (!order.prize_win_item) return `${LABELS.discount.en}\n${LABELS.discount.ar}`;
  return [
    `${LABELS.discount.en} (${order.prize_win_item})`,
    `${LABELS.discount.ar} (${prizeName(order.prize_win_item, 'ar')})`,
  ].join('\n');
}

function itemLines(lines: readonly OrderLine[]) {
  return lines.map((line) => ({
    description: describeLine(line),
    quantity: line.quantity,
    unitPriceFils: line.priceFils,
  }));
}

/**
 * What a refund credits, as tax lines adding up to its amount: the refunded pieces at their price,
 * the delivery fee when it was refunded, and the part of the prize discount they carried as a
 * negative line; an amount-only refund (or one from Stripe's dashboard) is one line.
 */
function creditLines(order: OrderRow, refund: RefundRow) {
  const gross = refund.lines.reduce((sum, line) => sum + line.priceFils * line.quantity, 0);
  const delivery = refund.includes_delivery ? order.delivery_fee_fils : 0;
  const discount = gross + delivery - refund.amount_fils;
  if (refund.lines.length === 0 || discount < 0) {
    return taxInvoiceLines({
      lines: [
        {
          description: `Refund on order ${order.customer_reference_number}`,
          quantity: 1,
          unitPriceFils: refund.amount_fils,
        },
      ],
      discountFils: 0,
      deliveryFeeFils: 0,
    });
  }
  return taxInvoiceLines({
    lines: itemLines(refund.lines),
    discountFils: discount,
    deliveryFeeFils: delivery,
    discountDescription: discountDescription(order),
  });
}

/** The documents rendered with the invoices module (pdfkit, decision 047). */
export function createOrderDocuments(fallbackSupplier: Supplier): OrderDocuments {
  return {
    async invoice(order, copy) {
      const amounts = taxInvoiceLines({
        lines: itemLines(order.lines),
        discountFils: order.discount_fils,
        deliveryFeeFils: order.delivery_fee_fils,
        discountDescription: discountDescription(order),
      });
      return renderTaxInvoice({
        number: order.invoice_number as string,
        issuedAt: order.invoiced_at ?? order.paid_at ?? new Date(),
        supplier: order.invoice_supplier ?? fallbackSupplier,
        customer: customerOf(order, copy),
        orderReference: order.customer_reference_number,
        lines: amounts.lines,
        discountFils: order.discount_fils,
        deliveryFeeFils: order.delivery_fee_fils,
        totalFils: amounts.totalFils,
        vatFils: amounts.vatFils,
        currency: 'AED',
      });
    },
    async creditNote(order, refund, copy) {
      const amounts = creditLines(order, refund);
      return renderCreditNote({
        number: refund.credit_note_number as string,
        issuedAt: refund.credited_at ?? refund.created_at,
        supplier: refund.credit_note_supplier ?? fallbackSupplier,
        customer: customerOf(order, copy),
        orderReference: order.customer_reference_number,
        invoiceNumber: order.invoice_number as string,
        invoiceDate: order.invoiced_at ?? order.paid_at ?? new Date(),
        reason: refund.reason ?? (refund.lines.length > 0 ? 'Goods returned or not supplied' : 'Refund'),
        lines: amounts.lines,
        totalFils: amounts.totalFils,
        vatFils: amounts.vatFils,
        currency: 'AED',
      });
    },
  };
}

/**
 * The packing slip of an order (docs/product.md "Orders in the admin"): the shop's name as on its
 * tax invoice (the supplier when it was issued, else today's from the shop setting), the reference, the date it was paid,
 * the recipient with the full address, landmark and mobile, and each line with the Arabic title
 * the order recorded under the English one (docs/decisions/078) and its pieces; no prices.
 */
export function packingSlipOf(order: OrderRow, fallbackSupplier: Supplier): PackingSlipDocument {
  const supplier = order.invoice_supplier ?? fallbackSupplier;
  return {
    shop: { en: supplier.nameEn, ar: supplier.nameAr },
    orderReference: order.customer_reference_number,
    orderedAt: order.paid_at ?? order.created_at,
    recipient: {
      name: order.customer_name,
      phone: order.mobile_number,
      addressLines: customerOf(order).addressLines,
      landmark: order.landmark ?? '',
    },
    lines: order.lines.map((line) => ({ description: describeLine(line), quantity: line.quantity })),
  };
}

/** The packing slip's PDF bytes ({@link packingSlipOf}, drawn by `renderPackingSlip`). */
export function renderOrderPackingSlip(order: OrderRow, fallbackSupplier: Supplier): Promise<Buffer> {
  return renderPackingSlip(packingSlipOf(order, fallbackSupplier));
}
