import { useState } from 'react';
import { RefundConfirmation } from './refund-confirmation';
import { RefundForm } from './refund-form';
import { RefundHistory } from './refund-history';
import { box, type OrderLine, type RefundNotice } from './refund-text';
import { useRefundDraft } from './use-refund-draft';
import { useRefundSubmission } from './use-refund-submission';
import { useRefundSummary } from './use-refund-summary';

/**
 * Refunds and tax documents of an order (docs/decisions/049, 082): the tax invoice and every
 * credit note to download, what was refunded, and a form to refund chosen pieces, an amount or
 * the whole order. Every refund is confirmed in a dialog that states the amount the checkout
 * works out for it (a preview by the same rules) and what happens; the checkout computes the
 * amount again when it refunds. Putting the pieces back in stock is ticked by default only
 * before the order ships: after that the pieces are with the shopper. One key per intended
 * refund, so a double click refunds once.
 */
export function OrderRefunds({
  documentId,
  lines,
  isArabicOrder,
  hasShipped,
}: {
  documentId: string;
  lines: OrderLine[];
  isArabicOrder: boolean;
  /** The order has left the shop (shipped or delivered). */
  hasShipped: boolean;
}) {
  const [notice, setNotice] = useState<RefundNotice | null>(null);
  const { summary, reload } = useRefundSummary(documentId, setNotice);
  const draft = useRefundDraft(lines, hasShipped);
  const { isBusy, pending, prepare, confirm, cancel } = useRefundSubmission({ documentId, draft, setNotice, reload });

  if (!summary) return <p>Loading refunds…</p>;
  const refundedPieces = (productId: number) =>
    summary.refunds
      .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
      .flatMap((refund) => refund.lines)
      .filter((line) => line.id === productId)
      .reduce((sum, line) => sum + line.quantity, 0);
  const isFullyRefunded = summary.refunded_fils >= summary.total_fils;
  return (
    <div style={box}>
      <RefundHistory documentId={documentId} summary={summary} />
      {!isFullyRefunded && (
        <RefundForm
          lines={lines}
          isArabicOrder={isArabicOrder}
          hasShipped={hasShipped}
          draft={draft}
          isBusy={isBusy}
          refundedPieces={refundedPieces}
          onPrepare={(kind) => void prepare(kind)}
        />
      )}
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          style={{ color: notice.kind === 'error' ? '#d02b20' : '#328048' }}
        >
          {notice.text}
        </p>
      )}
      <RefundConfirmation
        pending={pending}
        isBusy={isBusy}
        onConfirm={(confirmed) => void confirm(confirmed.request)}
        onCancel={cancel}
      />
    </div>
  );
}
