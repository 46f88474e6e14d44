// The refund contract's shapes (the checkout's answers, passed on by the CMS as they came).
import type { RefundView as Refund, RefundRequest, OrderRefunds as RefundSummary } from '@outlet-shop/shop-rules';
import { useFetchClient } from '@strapi/strapi/admin';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { saveFile } from './save-file';

/** What the content manager hands an edit-view side panel (the subset used here). */
interface PanelProps {
  model: string;
  document?: Record<string, unknown>;
}

interface OrderLine {
  id: number;
  title: string | null;
  /** The Arabic title an order bought in Arabic showed the shopper (docs/decisions/078). */
  title_ar?: string | null;
  quantity: number;
}

/** A line's name for staff: English, with the Arabic the shopper saw when they shopped in Arabic. */
function lineLabel(line: OrderLine, isArabicOrder: boolean): string {
  const english = line.title ?? `Product ${line.id}`;
  return isArabicOrder && line.title_ar ? `${english} (${line.title_ar})` : english;
}

const aed = (fils: number) => `AED ${(fils / 100).toFixed(2)}`;
const link = { color: '#4945ff', fontWeight: 600 } as const;
const box = { display: 'grid', gap: 8, width: '100%' } as const;

function newKey(): string {
  return `refund-${crypto.randomUUID()}`;
}

/** A PDF of the order fetched with the admin's own client (it sends the admin's access token). */
function DocumentLink({ documentId, file, label }: { documentId: string; file: string; label: string }) {
  const { get } = useFetchClient();
  const [isFailed, setIsFailed] = useState(false);
  const href = `/admin/outlet-orders/${documentId}/documents/${file}`;
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setIsFailed(false);
    try {
      const { data } = await get<Blob>(href, { responseType: 'blob' });
      saveFile(data, file.split('/').pop() ?? file);
    } catch {
      setIsFailed(true);
    }
  };
  return (
    <span>
      <a href={href} onClick={download} style={link}>
        {label}
      </a>
      {isFailed && <span role="alert"> (could not be downloaded; try again)</span>}
    </span>
  );
}

/** The server's message from a failed admin call, or a general one. */
function messageOf(error: unknown): string {
  const response = (error as { response?: { data?: { error?: { message?: string } } } }).response;
  return response?.data?.error?.message ?? 'The refund could not be made. Try again.';
}

/**
 * Refunds and tax documents of an order (docs/decisions/049): the tax invoice and every
 * credit note to download, what was refunded, and a form to refund chosen pieces or the whole
 * order (optionally putting the pieces back in stock). The CMS asks the checkout service, which
 * computes the amount and refunds through Stripe; one key per intended refund, so a double click
 * refunds once.
 */
function OrderRefunds({
  documentId,
  lines,
  isArabicOrder,
}: {
  documentId: string;
  lines: OrderLine[];
  isArabicOrder: boolean;
}) {
  const { get, post } = useFetchClient();
  const [summary, setSummary] = useState<RefundSummary | null>(null);
  const [pieces, setPieces] = useState<Record<number, number>>({});
  const [restock, setRestock] = useState(true);
  const [reason, setReason] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const key = useRef(newKey());

  const load = useCallback(async () => {
    try {
      const { data } = await get<{ order: RefundSummary }>(`/admin/outlet-orders/${documentId}/refunds`);
      setSummary(data.order);
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    }
  }, [documentId, get]);

  useEffect(() => {
    void load();
  }, [load]);

  const refundedPieces = (productId: number) =>
    (summary?.refunds ?? [])
      .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
      .flatMap((refund) => refund.lines)
      .filter((line) => line.id === productId)
      .reduce((sum, line) => sum + line.quantity, 0);

  const changePieces = (productId: number, value: number) => {
    key.current = newKey();
    setPieces((current) => ({ ...current, [productId]: value }));
  };

  const submit = async (wholeOrder: boolean) => {
    setIsBusy(true);
    setNotice(null);
    const chosen = lines
      .map((line) => ({ product_id: line.id, quantity: pieces[line.id] ?? 0 }))
      .filter((line) => line.quantity > 0);
    try {
      const request: RefundRequest = {
        idempotency_key: key.current,
        ...(wholeOrder ? { whole_order: true } : { lines: chosen }),
        restock,
        reason: reason || undefined,
      };
      const { data } = await post<{ refund: Refund }>(`/admin/outlet-orders/${documentId}/refunds`, request);
      if (data.refund.status === 'pending' && !data.refund.stripe_refund_id) {
        // The first click is still with Stripe: this answer is the same refund, not a second one.
        setNotice({ kind: 'done', text: `The refund of ${aed(data.refund.amount_fils)} is being made…` });
        return;
      }
      key.current = newKey();
      setPieces({});
      if (data.refund.status !== 'succeeded') {
        // Stripe took it but the money has not gone back yet: the credit note waits for it.
        setNotice({
          kind: 'done',
          text: `Stripe took the refund of ${aed(data.refund.amount_fils)}; it is ${data.refund.status.replace('_', ' ')}. The credit note and the shopper's mail follow once the money is back; staff are mailed if it fails${
            data.refund.restock ? '. The pieces are back in stock' : ''
          }.`,
        });
        return;
      }
      setNotice({
        kind: 'done',
        text: `Refunded ${aed(data.refund.amount_fils)} (credit note ${data.refund.credit_note_number})${
          data.refund.restock ? '; the pieces are back in stock' : ''
        }.`,
      });
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      setIsBusy(false);
      await load();
    }
  };

  if (!summary) return <p>Loading refunds…</p>;
  const isFullyRefunded = summary.refunded_fils >= summary.total_fils;
  return (
    <div style={box}>
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
      {!isFullyRefunded && (
        // Not a <form>: the content manager's edit view is one, and a nested form would submit it.
        <fieldset style={{ ...box, border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 4 }}>Refund</legend>
          {lines.map((line) => {
            const left = line.quantity - refundedPieces(line.id);
            return (
              <label key={line.id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <input
                  type="number"
                  min={0}
                  max={left}
                  value={pieces[line.id] ?? 0}
                  disabled={left === 0}
                  onChange={(event) => changePieces(line.id, Math.max(0, Math.min(left, Number(event.target.value))))}
                  style={{ width: 56 }}
                  aria-label={`Pieces of ${line.title ?? `product ${line.id}`} to refund`}
                />
                <span>
                  {lineLabel(line, isArabicOrder)} ({left} of {line.quantity} refundable)
                </span>
              </label>
            );
          })}
          <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} />
            Put the refunded pieces back in stock
          </label>
          <label style={box}>
            Reason (optional)
            <input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          </label>
          <button
            type="button"
            disabled={isBusy || Object.values(pieces).every((count) => !count)}
            onClick={() => void submit(false)}
          >
            Refund selected pieces
          </button>
          <button type="button" disabled={isBusy} onClick={() => void submit(true)}>
            Refund whole order
          </button>
        </fieldset>
      )}
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          style={{ color: notice.kind === 'error' ? '#d02b20' : '#328048' }}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
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
      />
    ),
  };
}
