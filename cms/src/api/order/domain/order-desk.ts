import { taxInvoiceLines } from '@outlet-shop/shop-rules';
import {
  allowedMoves,
  type FulfilmentStatus,
  type PaymentStatus,
  type RefundStatus,
  type StatusChange,
} from './fulfilment';

/** An order as the CMS stores it (the fields the desk reads); amounts in AED, as decimals or their text. */
export interface StoredDeskOrder {
  customer_reference_number: string;
  locale_of_shopper?: 'en' | 'ar' | null;
  fulfilment_status?: FulfilmentStatus | null;
  refund_status?: RefundStatus | null;
  payment_status?: PaymentStatus | null;
  lines?: unknown;
  items_total?: number | string | null;
  discount?: number | string | null;
  delivery_fee?: number | string | null;
  total?: number | string | null;
  vat?: number | string | null;
  status_history?: unknown;
}

/** One line of the desk's table, fils. */
export interface DeskLine {
  id: number;
  /** The title in the order's language (Arabic when the shopper bought in Arabic and it was recorded). */
  title: string;
  /** The English title beside an Arabic one, for staff who do not read Arabic; null otherwise. */
  title_en: string | null;
  quantity: number;
  unit_fils: number;
  total_fils: number;
  /** The line's share of the order's VAT, as the tax invoice shows it (docs/decisions/066). */
  vat_fils: number;
}

/** What the order desk shows of an order (`GET /admin/outlet-orders/:documentId/desk`); amounts in fils. */
export interface OrderDesk {
  reference: string;
  locale: 'en' | 'ar';
  fulfilment_status: FulfilmentStatus;
  /** The states staff may move the order to now ({@link allowedMoves}); empty when none. */
  moves: FulfilmentStatus[];
  /** True once the order has left the shop (shipped or delivered): refunded pieces are with the shopper, not on the shelf. */
  has_shipped: boolean;
  lines: DeskLine[];
  totals: {
    items_fils: number;
    discount_fils: number;
    delivery_fee_fils: number;
    vat_fils: number;
    total_fils: number;
  };
  /** Every move, oldest first: from, to, when (ISO time), by whom (staff e-mail), and the parcel when shipped. */
  history: StatusChange[];
}

interface StoredLine {
  id: number;
  title?: string | null;
  title_ar?: string | null;
  quantity: number;
  price?: number | string | null;
}

/** An AED decimal (24.5, '24.50') to whole fils. */
export function aedToFils(value: number | string | null | undefined): number {
  return Math.round(Number(value ?? 0) * 100);
}

/**
 * The order desk's view of a stored order (docs/product.md "Orders in the admin"): its lines with their
 * title in the order's language, quantity, unit price, line total and VAT share (the tax
 * invoice's figures, `taxInvoiceLines`), the totals, the moves staff may make now and the status
 * history. Pure; never throws on an order whose JSON fields are missing (an empty table, no history).
 */
export function orderDeskView(order: StoredDeskOrder): OrderDesk {
  const locale = order.locale_of_shopper === 'ar' ? 'ar' : 'en';
  const stored = (Array.isArray(order.lines) ? order.lines : []) as StoredLine[];
  const items = stored.filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
  const discountFils = Math.max(0, aedToFils(order.discount));
  const deliveryFeeFils = Math.max(0, aedToFils(order.delivery_fee));
  const amounts = taxInvoiceLines({
    lines: items.map((line) => ({
      description: line.title ?? '',
      quantity: line.quantity,
      unitPriceFils: Math.max(0, aedToFils(line.price)),
    })),
    discountFils,
    deliveryFeeFils,
  });
  const itemRows = amounts.lines.filter((line) => line.kind === 'item');
  const lines = items.map((line, index): DeskLine => {
    const english = line.title ?? `Product ${line.id}`;
    const arabic = locale === 'ar' && line.title_ar?.trim() ? line.title_ar : null;
    const row = itemRows[index];
    return {
      id: line.id,
      title: arabic ?? english,
      title_en: arabic ? english : null,
      quantity: line.quantity,
      unit_fils: row?.unitPriceFils ?? 0,
      total_fils: row?.totalFils ?? 0,
      vat_fils: row?.vatFils ?? 0,
    };
  });
  const status = order.fulfilment_status ?? 'paid';
  return {
    reference: order.customer_reference_number,
    locale,
    fulfilment_status: status,
    moves: allowedMoves(status, order.refund_status ?? 'none', order.payment_status ?? 'paid'),
    has_shipped: status === 'shipped' || status === 'delivered',
    lines,
    totals: {
      items_fils: aedToFils(order.items_total),
      discount_fils: discountFils,
      delivery_fee_fils: deliveryFeeFils,
      vat_fils: aedToFils(order.vat),
      total_fils: aedToFils(order.total),
    },
    history: (Array.isArray(order.status_history) ? order.status_history : []) as StatusChange[],
  };
}
