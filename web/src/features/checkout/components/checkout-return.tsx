import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { createOrder } from '../api/create-order';
import { useSessionStatus } from '../api/get-session-status';
import { clearStoredOrder, readStoredOrder, rememberOrderAccess } from '../api/order';
import { PaymentProcessing } from './payment-processing';
import { WaitingScreen } from './waiting-screen';

/**
 * The return from the card page (docs/product.md 4 steps 4 and 5): Stripe's embedded checkout, and
 * the sandbox's card page like it, load `/check_out?session_id=…` (under `/ar` for an Arabic order)
 * in the whole window, so this runs on a fresh page with only `orderData` kept from before. It shows
 * 'please wait...' while the session status loads; when complete and paid, posts the stored order to
 * `create_order`, calls `onPaid` (the page empties the cart), clears `orderData` and goes to
 * the confirmation; open or expired sessions go to /failed. A session complete but unpaid (a bank
 * debit, docs/decisions/062) is posted too, and the page says the payment is processing until the
 * order turns paid (then as above) or failed (/failed; the cart is kept, nothing was bought). Every
 * call carries the stored order's access token (docs/decisions/053), which the confirmation page
 * keeps for this tab. `processingPollMs`: how often a processing order is asked again.
 */
export function CheckoutReturn({
  sessionId,
  onPaid,
  processingPollMs,
}: {
  sessionId: string;
  onPaid: () => void;
  processingPollMs?: number;
}) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [stored] = useState(readStoredOrder);
  const token = stored?.order_access_token ?? null;
  const status = useSessionStatus(sessionId, token);
  const [failure, setFailure] = useState<string | null>(null);
  const [processingReference, setProcessingReference] = useState<string | null>(null);
  const hasStarted = useRef(false);

  const confirmPaid = useCallback(
    (reference: string) => {
      if (token) rememberOrderAccess(reference, token);
      onPaid();
      clearStoredOrder();
      navigate(paths.success.getHref(reference, sessionId), { replace: true });
    },
    [token, onPaid, navigate, sessionId],
  );

  useEffect(() => {
    if (!status.data || hasStarted.current) return;
    hasStarted.current = true;
    if (status.data.status !== 'complete') {
      navigate(paths.failed.getHref(), { replace: true });
      return;
    }
    const reference = status.data.customer_reference_number;
    const isProcessing = status.data.payment_status === 'unpaid';
    // The server fulfils from the session alone (webhook or this call); the stored copy may be gone.
    const order = stored?.customer_reference_number === reference ? stored : { customer_reference_number: reference };
    createOrder(order, sessionId, token)
      .catch((error: unknown) => console.error('create_order failed; the webhook fulfils the order', error))
      .finally(() => (isProcessing ? setProcessingReference(reference) : confirmPaid(reference)));
  }, [status.data, sessionId, navigate, stored, token, confirmPaid]);

  const onProcessingPaid = useCallback(() => {
    if (processingReference) confirmPaid(processingReference);
  }, [processingReference, confirmPaid]);
  const onProcessingFailed = useCallback(() => {
    clearStoredOrder();
    navigate(paths.failed.getHref(), { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (status.isError) setFailure(errorMessage(status.error));
  }, [status.isError, status.error]);

  if (failure) {
    return (
      <p className="alert" role="alert">
        {t('return.failed', { reason: failure })}
      </p>
    );
  }
  if (processingReference) {
    return (
      <PaymentProcessing
        reference={processingReference}
        sessionId={sessionId}
        orderAccessToken={token}
        onPaid={onProcessingPaid}
        onFailed={onProcessingFailed}
        pollIntervalMs={processingPollMs}
      />
    );
  }
  return <WaitingScreen />;
}
