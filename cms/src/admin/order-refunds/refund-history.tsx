import type { OrderRefunds as RefundSummary } from '@outlet-shop/shop-rules';
import { DocumentLink } from '../document-link';
import { aed } from './refund-text';

/** The order's tax invoice, what was paid and refunded, and each refund with its credit note. */
export function RefundHistory({ documentId, summary }: { documentId: string; summary: RefundSummary }) {
  return (
    <>
      {summary.invoice_number && (
        <DocumentLink documentId={documentId} file="invoice.pdf" label={`Tax invoice ${summary.invoice_number}`} />
      )}
      <p>
        Paid {aed(summary.total_fils)} · refunded {aed(summary.refunded_fils)}
      </p>
      {summary.refunds.length > 0 && (
        <ul aria-label="Refunds" style={{ paddingInlineStart: 16 }}>
          {summary.refunds.map((refund) => (
            <li key={refund.id}>
              {aed(refund.amount_fils)} {refund.status}
              {refund.staff_email ? ` by ${refund.staff_email}` : ''}{' '}
              {refund.credit_note_number && (
                <DocumentLink
                  documentId={documentId}
                  file={`credit-notes/${refund.credit_note_number}.pdf`}
                  label={refund.credit_note_number}
                />
              )}
              {refund.failure ? ` (${refund.failure})` : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
