import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { createOrder } from '../api/create-order';
import { useSessionStatus } from '../api/get-session-status';
import { clearStoredOrder, readStoredOrder, rememberOrderAccess } from '../api/order';
import { WaitingScreen } from './waiting-screen';

/**
 * The return from the card page (docs/product.md 4 steps 4 and 5): Stripe's embedded checkout, and
 * the sandbox's card page like it, load `/check_out?session_id=…` (under `/ar` for an Arabic order)
 * in the whole window, so this runs on a fresh page with only `orderData` kept from before. It shows
 * 'please wait...' while the session status loads; when complete, posts the stored order to
 * `create_order`, calls `onPaid` (the page empties the cart), clears `orderData` and goes to
 * the confirmation; open or expired sessions go to /failed. Every call carries the stored order's
 * access token (docs/decisions/053), which the confirmation page keeps for this tab.
 */
export function CheckoutReturn({ sessionId, onPaid }: { sessionId: string; onPaid: () => void }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [stored] = useState(readStoredOrder);
  const token = stored?.order_access_token ?? null;
  const status = useSessionStatus(sessionId, token);
  const [failure, setFailure] = useState<string | null>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!status.data || hasStarted.current) return;
    hasStarted.current = true;
    if (status.data.status !== 'complete') {
      navigate(paths.failed.getHref(), { replace: true });
      return;
    }
    const reference = status.data.customer_reference_number;
    // The server fulfils from the session alone (webhook or this call); the stored copy may be gone.
    const order = stored?.customer_reference_number === reference ? stored : { customer_reference_number: reference };
    createOrder(order, sessionId, token)
      .catch((error: unknown) => console.error('create_order failed; the webhook fulfils the order', error))
      .finally(() => {
        if (token) rememberOrderAccess(reference, token);
        onPaid();
        clearStoredOrder();
        navigate(paths.success.getHref(reference, sessionId), { replace: true });
      });
  }, [status.data, sessionId, navigate, onPaid, stored, token]);

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
  return <WaitingScreen />;
}
