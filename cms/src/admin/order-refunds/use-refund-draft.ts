import type { RefundRequest } from '@outlet-shop/shop-rules';
import { useEffect, useRef, useState } from 'react';
import { filsOf, newKey, type OrderLine } from './refund-text';

/** What kind of refund staff ask for: the chosen pieces, an amount, or the whole order. */
export type RefundKind = 'pieces' | 'amount' | 'whole';

/** The refund form's fields and the idempotency key of the refund they describe. */
export interface RefundDraft {
  /** Pieces to refund per product id. */
  pieces: Record<number, number>;
  amountText: string;
  restock: boolean;
  reason: string;
  changePieces(productId: number, count: number): void;
  changeAmount(text: string): void;
  setRestock(restock: boolean): void;
  setReason(reason: string): void;
  /** The request for `kind`, or null when an amount is asked for and the text is not one. */
  requestFor(kind: RefundKind): RefundRequest | null;
  /** A refund was made: the next one gets a new key and empty pieces and amount. */
  startOver(): void;
}

/**
 * The refund form's state. Putting the pieces back in stock is ticked by default only before the
 * order ships (after that the pieces are with the shopper): shipping the order unticks it,
 * unpacking back to paid ticks it again. Changing the pieces or the amount is another intended
 * refund, with a new key; asking twice for the same one sends the same key, so it refunds once.
 */
export function useRefundDraft(lines: readonly OrderLine[], hasShipped: boolean): RefundDraft {
  const [pieces, setPieces] = useState<Record<number, number>>({});
  const [amountText, setAmountText] = useState('');
  const [restock, setRestock] = useState(!hasShipped);
  const [reason, setReason] = useState('');
  const key = useRef(newKey());

  useEffect(() => setRestock(!hasShipped), [hasShipped]);

  return {
    pieces,
    amountText,
    restock,
    reason,
    changePieces: (productId, count) => {
      key.current = newKey();
      setPieces((current) => ({ ...current, [productId]: count }));
    },
    changeAmount: (text) => {
      key.current = newKey();
      setAmountText(text);
    },
    setRestock,
    setReason,
    requestFor: (kind) => {
      const amountFils = filsOf(amountText);
      if (kind === 'amount' && !amountFils) return null;
      const chosen = lines
        .map((line) => ({ product_id: line.id, quantity: pieces[line.id] ?? 0 }))
        .filter((line) => line.quantity > 0);
      return {
        idempotency_key: key.current,
        ...(kind === 'whole'
          ? { whole_order: true }
          : kind === 'amount'
            ? { amount_fils: amountFils ?? 0 }
            : { lines: chosen }),
        restock: kind !== 'amount' && restock,
        reason: reason || undefined,
      };
    },
    startOver: () => {
      key.current = newKey();
      setPieces({});
      setAmountText('');
    },
  };
}
