import { Button, Typography } from '@strapi/design-system';
import { box, lineLabel, type OrderLine } from './refund-text';
import type { RefundDraft, RefundKind } from './use-refund-draft';

/**
 * The form to refund chosen pieces (at most those not refunded yet), an amount or the whole
 * order, with the restocking tick and an optional reason. Each button asks for a preview
 * (`onPrepare`); nothing is refunded before staff confirm it.
 */
export function RefundForm({
  lines,
  isArabicOrder,
  hasShipped,
  draft,
  isBusy,
  refundedPieces,
  onPrepare,
}: {
  lines: readonly OrderLine[];
  isArabicOrder: boolean;
  hasShipped: boolean;
  draft: RefundDraft;
  isBusy: boolean;
  /** Pieces of a product already refunded (or on their way back). */
  refundedPieces: (productId: number) => number;
  onPrepare: (kind: RefundKind) => void;
}) {
  return (
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
              value={draft.pieces[line.id] ?? 0}
              disabled={left === 0}
              onChange={(event) => draft.changePieces(line.id, Math.max(0, Math.min(left, Number(event.target.value))))}
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
          checked={draft.restock}
          onChange={(event) => draft.setRestock(event.target.checked)}
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
        <input value={draft.reason} maxLength={500} onChange={(event) => draft.setReason(event.target.value)} />
      </label>
      <Button
        type="button"
        variant="secondary"
        disabled={isBusy || Object.values(draft.pieces).every((count) => !count)}
        onClick={() => onPrepare('pieces')}
      >
        Refund selected pieces…
      </Button>
      <label style={box}>
        Amount to refund (AED), without pieces
        <input
          inputMode="decimal"
          value={draft.amountText}
          placeholder="e.g. 12.50"
          onChange={(event) => draft.changeAmount(event.target.value)}
        />
      </label>
      <Button
        type="button"
        variant="secondary"
        disabled={isBusy || draft.amountText.trim() === ''}
        onClick={() => onPrepare('amount')}
      >
        Refund this amount…
      </Button>
      <Button type="button" variant="danger-light" disabled={isBusy} onClick={() => onPrepare('whole')}>
        Refund whole order…
      </Button>
    </fieldset>
  );
}
