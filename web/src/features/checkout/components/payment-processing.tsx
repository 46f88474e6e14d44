import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Spinner } from '@/components/spinner';
import { useTranslation } from '@/lib/i18n';
import { orderQueryOptions } from '../api/get-order';

/** How often the page asks whether the bank has answered, ms. */
const POLL_INTERVAL_MS = 5_000;
/** The payment states after which nothing changes any more. */
const SETTLED = new Set(['paid', 'failed']);

/**
 * The return page while the payment is processing (docs/decisions/062): the session completed but
 * the shopper's bank answers later (a bank debit), so the order is neither confirmed nor failed.
 * Says so, and that the confirmation and tax invoice are e-mailed once the money arrives. With the
 * order's access token it asks `GET /checkout/v1/orders/:ref` every `pollIntervalMs` and calls
 * `onPaid` or `onFailed` when the order's `payment_status` becomes `paid` or `failed`.
 */
export function PaymentProcessing({
  reference,
  sessionId,
  orderAccessToken,
  onPaid,
  onFailed,
  pollIntervalMs = POLL_INTERVAL_MS,
}: {
  reference: string;
  sessionId: string;
  orderAccessToken: string | null;
  onPaid: () => void;
  onFailed: () => void;
  pollIntervalMs?: number;
}) {
  const { t } = useTranslation('checkout');
  const order = useQuery({
    ...orderQueryOptions(reference, sessionId, orderAccessToken ?? ''),
    enabled: Boolean(orderAccessToken),
    refetchInterval: (query) => (SETTLED.has(query.state.data?.payment_status ?? '') ? false : pollIntervalMs),
  });
  const paymentStatus = order.data?.payment_status;

  useEffect(() => {
    if (paymentStatus === 'paid') onPaid();
    if (paymentStatus === 'failed') onFailed();
  }, [paymentStatus, onPaid, onFailed]);

  return (
    <section className="card waiting" aria-labelledby="processing-title">
      <h1 id="processing-title" className="page-title">
        {t('processing.title')}
      </h1>
      <p>{t('processing.text', { reference })}</p>
      <p>{t('processing.reserved')}</p>
      <p>{t('processing.mail')}</p>
      <Spinner label={t('processing.waitingForBank')} />
      <p className="hint">{t('processing.canClose')}</p>
    </section>
  );
}
