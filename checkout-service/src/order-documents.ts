import type { OrderRow } from './orders.ts';
import type { RefundRow } from './refunds.ts';

/**
 * An order's tax documents as PDF bytes (issue 15, decision 047): the simplified tax invoice of a
 * paid order and the credit note of each refund, in Arabic and English. Rendered from the stored
 * order on demand, so the same document comes out every time.
 */
export interface OrderDocuments {
  invoice(order: OrderRow): Promise<Buffer>;
  creditNote(order: OrderRow, refund: RefundRow): Promise<Buffer>;
}
