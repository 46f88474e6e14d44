import type { RefundPreview, RefundView } from '@outlet-shop/shop-rules';

/** An order line as the order's `lines` hold it (the subset the refunds panel reads). */
export interface OrderLine {
  id: number;
  title: string | null;
  /** The Arabic title an order bought in Arabic showed the shopper (docs/decisions/078). */
  title_ar?: string | null;
  quantity: number;
}

/** A line's name for staff: English, with the Arabic the shopper saw when they shopped in Arabic. */
export function lineLabel(line: OrderLine, isArabicOrder: boolean): string {
  const english = line.title ?? `Product ${line.id}`;
  return isArabicOrder && line.title_ar ? `${english} (${line.title_ar})` : english;
}

/** An amount in fils as staff read it: 1250 → 'AED 12.50'. */
export const aed = (fils: number) => `AED ${(fils / 100).toFixed(2)}`;

/** The panel's column layout. */
export const box = { display: 'grid', gap: 8, width: '100%' } as const;

/** A new idempotency key: one per intended refund, so a double click refunds once. */
export function newKey(): string {
  return `refund-${crypto.randomUUID()}`;
}

/** 'AED 12.5', '12.50' → 1250 fils; null when it is not an amount. */
export function filsOf(text: string): number | null {
  const match = /^\s*(?:AED\s*)?(\d+)(?:\.(\d{1,2}))?\s*$/i.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** What a confirmed refund does, in the words of the confirmation dialog. */
export function consequences(preview: RefundPreview, restock: boolean): string[] {
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
export function messageOf(error: unknown): string {
  const response = (error as { response?: { data?: { error?: { message?: string } } } }).response;
  return response?.data?.error?.message ?? 'The refund could not be made. Try again.';
}

/** A message under the refund form: a refund made or on its way, or why not. */
export interface RefundNotice {
  kind: 'done' | 'error';
  text: string;
}

/**
 * What staff read once the checkout answered a refund, and whether the form starts over (a new
 * refund). A refund still with Stripe and without its id is the first click's, answered again:
 * the form keeps its key. One Stripe took that has not succeeded yet waits for the money before its
 * credit note; a succeeded one names its credit note.
 */
export function refundNotice(refund: RefundView): { startsOver: boolean; notice: RefundNotice } {
  if (refund.status === 'pending' && !refund.stripe_refund_id) {
    // The first click is still with Stripe: this answer is the same refund, not a second one.
    return {
      startsOver: false,
      notice: { kind: 'done', text: `The refund of ${aed(refund.amount_fils)} is being made…` },
    };
  }
  if (refund.status !== 'succeeded') {
    // Stripe took it but the money has not gone back yet: the credit note waits for it.
    return {
      startsOver: true,
      notice: {
        kind: 'done',
        text: `Stripe took the refund of ${aed(refund.amount_fils)}; it is ${refund.status.replace('_', ' ')}. The credit note and the shopper's mail follow once the money is back; staff are mailed if it fails${
          refund.restock ? '. The pieces are back in stock' : ''
        }.`,
      },
    };
  }
  return {
    startsOver: true,
    notice: {
      kind: 'done',
      text: `Refunded ${aed(refund.amount_fils)} (credit note ${refund.credit_note_number})${
        refund.restock ? '; the pieces are back in stock' : '; stock unchanged'
      }.`,
    },
  };
}
