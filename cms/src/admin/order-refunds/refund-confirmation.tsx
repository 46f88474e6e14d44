import { Button, Dialog, Typography } from '@strapi/design-system';
import { aed, consequences } from './refund-text';
import type { PendingRefund } from './use-refund-submission';

/**
 * The dialog that confirms a refund: the amount the checkout works out for it and what happens.
 * Open while `pending` is set; closing it (unless busy) cancels the refund.
 */
export function RefundConfirmation({
  pending,
  isBusy,
  onConfirm,
  onCancel,
}: {
  pending: PendingRefund | null;
  isBusy: boolean;
  onConfirm: (pending: PendingRefund) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root open={pending !== null} onOpenChange={(isOpen) => !isOpen && onCancel()}>
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
              onClick={() => onConfirm(pending)}
            >
              {`Refund ${aed(pending.preview.amount_fils)}`}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
