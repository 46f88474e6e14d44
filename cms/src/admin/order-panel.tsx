import { OrderRefunds } from './order-refunds/order-refunds';
import type { OrderLine } from './order-refunds/refund-text';

/** What the content manager hands an edit-view side panel (the subset used here). */
interface PanelProps {
  model: string;
  document?: Record<string, unknown>;
}

/** Side panel on an Order entry: refunds and the tax documents (docs/decisions/049). */
export function OrderPanel({ model, document }: PanelProps) {
  if (model !== 'api::order.order' || typeof document?.documentId !== 'string') return null;
  if (document.payment_status !== 'paid') return null;
  const lines = Array.isArray(document.lines) ? (document.lines as OrderLine[]) : [];
  return {
    title: 'Refunds and tax invoice',
    content: (
      <OrderRefunds
        documentId={document.documentId}
        lines={lines}
        isArabicOrder={document.locale_of_shopper === 'ar'}
        hasShipped={document.fulfilment_status === 'shipped' || document.fulfilment_status === 'delivered'}
      />
    ),
  };
}
