import type { RefundView as Refund, RefundPreview, RefundRequest } from '@outlet-shop/shop-rules';
import { useFetchClient } from '@strapi/strapi/admin';
import { useState } from 'react';
import { messageOf, type RefundNotice, refundNotice } from './refund-text';
import type { RefundDraft, RefundKind } from './use-refund-draft';

/** A refund asked for and previewed, waiting for staff to confirm it. */
export interface PendingRefund {
  request: RefundRequest;
  preview: RefundPreview;
}

/**
 * Asking for a refund in two steps: `prepare` asks the checkout what it would give back
 * (`POST /admin/outlet-orders/:documentId/refunds/preview`) and opens the confirmation with that
 * amount; `confirm` makes it (`POST …/refunds`, where the checkout works the amount out again),
 * tells staff the outcome through `setNotice`, and reloads the refunds whatever happened.
 * `isBusy` while a call is out.
 */
export function useRefundSubmission({
  documentId,
  draft,
  setNotice,
  reload,
}: {
  documentId: string;
  draft: RefundDraft;
  setNotice: (notice: RefundNotice | null) => void;
  reload: () => Promise<void>;
}) {
  const { post } = useFetchClient();
  const [isBusy, setIsBusy] = useState(false);
  const [pending, setPending] = useState<PendingRefund | null>(null);

  /** Asks the checkout what `kind` of refund would give back, then opens the confirmation. */
  const prepare = async (kind: RefundKind) => {
    setNotice(null);
    const request = draft.requestFor(kind);
    if (!request) {
      setNotice({ kind: 'error', text: 'Type the amount to refund in AED, e.g. 12.50.' });
      return;
    }
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

  /** Makes the confirmed refund; a double click sends the same key, so the checkout refunds once. */
  const confirm = async (request: RefundRequest) => {
    setIsBusy(true);
    setNotice(null);
    try {
      const { data } = await post<{ refund: Refund }>(`/admin/outlet-orders/${documentId}/refunds`, request);
      setPending(null);
      const outcome = refundNotice(data.refund);
      if (outcome.startsOver) draft.startOver();
      setNotice(outcome.notice);
    } catch (error) {
      setPending(null);
      setNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      setIsBusy(false);
      await reload();
    }
  };

  /** Closes the confirmation unless the refund is being made. */
  const cancel = () => {
    if (!isBusy) setPending(null);
  };

  return { isBusy, pending, prepare, confirm, cancel };
}
