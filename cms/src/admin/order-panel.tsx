// The refund contract's shapes (the checkout's answers, passed on by the CMS as they came).
import type {
  RefundView as Refund,
  RefundPreview,
  RefundRequest,
  OrderRefunds as RefundSummary,
} from '@outlet-shop/shop-rules';
import { Button, Dialog, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DocumentLink } from './document-link';

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
const box = { display: 'grid', gap: 8, width: '100%' } as const;

function newKey(): string {
  return `refund-${crypto.randomUUID()}`;
}

/** 'AED 12.5', '12.50' → 1250 fils; null when it is not an amount. */
function filsOf(text: string): number | null {
  const match = /^\s*(?:AED\s*)?(\d+)(?:\.(\d{1,2}))?\s*$/i.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** What a confirmed refund does, in the words of the confirmation dialog. */
function consequences(preview: RefundPreview, restock: boolean): string[] {
  const pieces = preview.lines.map((line) => `${line.quantity} × ${line.title ?? `product ${line.id}`}`);
  return [
    `${aed(preview.amount_fils)} goes back to the shopper's card through Stripe. This cannot be undone.`,
    ...(pieces.length > 0 ? [`Refunded pieces: ${pieces.join(', ')}.`] : []),
    ...(preview.includes_delivery ? ['The delivery fee is included.'] : []),
    'A credit note is issued and mailed to the shopper with the refund.',
    ...(pieces.length > 0
      ? [restock ? 'The pieces go back in stock.' : 'Stock does not change.']
      : ['Stock does not change (an amount refunds no pieces).']),
    `${aed(preview.remaining_after_fils)} remains refundable afterwards.`,
  ];
}

/** The server's message from a failed admin call, or a general one. */
function messageOf(error: unknown): string {
  const response = (error as { response?: { data?: { error?: { message?: string } } } }).response;
  return response?.data?.error?.message ?? 'The refund could not be made. Try again.';
}

/**
 * Refunds and tax documents of an order (docs/decisions/049, 082): the tax invoice and every
 * credit note to download, what was refunded, and a form to refund chosen pieces, an amount or
 * the whole order. Every refund is confirmed in a dialog that states the amount the checkout
 * works out for it (a preview by the same rules) and what happens; the checkout computes the
 * amount again when it refunds. Putting the pieces back in stock is ticked by default only
 * before the order ships: after that the pieces are with the shopper. One key per intended
 * refund, so a double click refunds once.
 */
function OrderRefunds({
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
  const { get, post } = useFetchClient();
  const [summary, setSummary] = useState<RefundSummary | null>(null);
  const [pieces, setPieces] = useState<Record<number, number>>({});
  const [amountText, setAmountText] = useState('');
  const [restock, setRestock] = useState(!hasShipped);
  const [reason, setReason] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState<{ request: RefundRequest; preview: RefundPreview } | null>(null);
  const key = useRef(newKey());

  // Shipping the order (from the order desk) unticks it; unpacking back to paid ticks it again.
  useEffect(() => setRestock(!hasShipped), [hasShipped]);

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

  /** Asks the checkout what `kind` of refund would give back, then opens the confirmation. */
  const prepare = async (kind: 'pieces' | 'amount' | 'whole') => {
    setNotice(null);
    const amountFils = filsOf(amountText);
    if (kind === 'amount' && !amountFils) {
      setNotice({ kind: 'error', text: 'Type the amount to refund in AED, e.g. 12.50.' });
      return;
    }
    const chosen = lines
      .map((line) => ({ product_id: line.id, quantity: pieces[line.id] ?? 0 }))
      .filter((line) => line.quantity > 0);
    const request: RefundRequest = {
      idempotency_key: key.current,
      ...(kind === 'whole'
        ? { whole_order: true }
        : kind === 'amount'
          ? { amount_fils: amountFils ?? 0 }
          : { lines: chosen }),
      restock: kind !== 'amount' && restock,
      reason: reason || undefined,
    };
    setIsBusy(true);
    try {
      const { data } = await post<{ preview: RefundPreview }>(
        `/admin/outlet-orders/${documentId}/refunds/preview`,
        request,
      );
      setPending({ request, preview: data.preview });
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      setIsBusy(false);
    }
  };

  const submit = async (request: RefundRequest) => {
    setIsBusy(true);
    setNotice(null);
    try {
      const { data } = await post<{ refund: Refund }>(`/admin/outlet-orders/${documentId}/refunds`, request);
      setPending(null);
      if (data.refund.status === 'pending' && !data.refund.stripe_refund_id) {
        // The first click is still with Stripe: this answer is the same refund, not a second one.
        setNotice({ kind: 'done', text: `The refund of ${aed(data.refund.amount_fils)} is being made…` });
        return;
      }
      key.current = newKey();
      setPieces({});
      setAmountText('');
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
          data.refund.restock ? '; the pieces are back in stock' : '; stock unchanged'
        }.`,
      });
    } catch (error) {
      setPending(null);
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
          <label style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <input
              type="checkbox"
              checked={restock}
              onChange={(event) => setRestock(event.target.checked)}
              aria-describedby="restock-note"
            />
            Put the refunded pieces back in stock
          </label>
          <Typography id="restock-note" variant="pi" textColor={hasShipped ? 'warning600' : 'neutral600'}>
            {hasShipped
              ? 'This order has shipped: the pieces are with the shopper, not on the shelf. Tick only once they are back and fit to sell.'
              : 'The order has not shipped: its pieces are still here.'}
          </Typography>
          <label style={box}>
            Reason (optional)
            <input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          </label>
          <Button
            type="button"
            variant="secondary"
            disabled={isBusy || Object.values(pieces).every((count) => !count)}
            onClick={() => void prepare('pieces')}
          >
            Refund selected pieces…
          </Button>
          <label style={box}>
            Amount to refund (AED), without pieces
            <input
              inputMode="decimal"
              value={amountText}
              placeholder="e.g. 12.50"
              onChange={(event) => {
                key.current = newKey();
                setAmountText(event.target.value);
              }}
            />
          </label>
          <Button
            type="button"
            variant="secondary"
            disabled={isBusy || amountText.trim() === ''}
            onClick={() => void prepare('amount')}
          >
            Refund this amount…
          </Button>
          <Button type="button" variant="danger-light" disabled={isBusy} onClick={() => void prepare('whole')}>
            Refund whole order…
          </Button>
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
      <Dialog.Root open={pending !== null} onOpenChange={(isOpen) => !isOpen && !isBusy && setPending(null)}>
        {pending && (
          <Dialog.Content>
            <Dialog.Header>{`Refund ${aed(pending.preview.amount_fils)} to the shopper?`}</Dialog.Header>
            <Dialog.Body>
              <ul style={{ display: 'grid', gap: 6, paddingInlineStart: 16, textAlign: 'left' }}>
                {consequences(pending.preview, pending.request.restock ?? false).map((line) => (
                  <li key={line}>
                    <Typography>{line}</Typography>
                  </li>
                ))}
              </ul>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.Cancel>
                <Button variant="tertiary">Do not refund</Button>
              </Dialog.Cancel>
              <Button
                variant="danger"
                loading={isBusy}
                // A double click sends the same key: the checkout refunds once.
                onClick={() => void submit(pending.request)}
              >
                {`Refund ${aed(pending.preview.amount_fils)}`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        )}
      </Dialog.Root>
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
        hasShipped={document.fulfilment_status === 'shipped' || document.fulfilment_status === 'delivered'}
      />
    ),
  };
}
