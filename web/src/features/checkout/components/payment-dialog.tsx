import { lazy, Suspense, useEffect, useRef } from 'react';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { usePaymentConfig } from '../api/get-payment-config';
import type { Order } from '../api/order';
import { PriceChange } from './price-change';
import { SandboxCheckout } from './sandbox-checkout';

// Stripe.js is fetched from Stripe's servers, so it is loaded only when real Stripe is configured.
const StripeCheckout = lazy(() => import('./stripe-checkout'));

/** A changed price waiting for the shopper (docs/decisions/058): the order now, and what confirming does. */
export interface PriceChangePrompt {
  order: Order;
  isConfirming: boolean;
  onConfirm: () => void;
}

/**
 * The payment popup (docs/product.md 2, 4 step 3; docs/architecture.md 6): a modal dialog, at most 500px wide
 * (on a phone the whole screen, with a hint that Pay is at the end of the card page),
 * with a close X, showing the sandbox card page or Stripe's embedded checkout for `clientSecret`,
 * or, when the order's prices changed, its new total to confirm first (`priceChange`).
 * Either card page, once paid, sends the whole window to the session's return URL; nothing here listens for it.
 * `hasPrizeEstimate`: the totals shown include a prize discount estimated from the winner's masked
 * e-mail; the popup then says that it applies only to the e-mail the code was issued to and that the
 * card page shows the amount charged (docs/decisions/054: the checkout answers every e-mail that fits
 * the mask alike, and charges the discount only to the winner's).
 */
export function PaymentDialog({
  clientSecret,
  priceChange,
  hasPrizeEstimate = false,
  onClose,
}: {
  clientSecret: string | null;
  priceChange?: PriceChangePrompt | null;
  hasPrizeEstimate?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('checkout');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const config = usePaymentConfig();

  useEffect(() => {
    const dialog = dialogRef.current;
    // No close() on cleanup: under StrictMode it would fire `close` and dismiss the popup;
    // removing the element from the page ends the modal state anyway.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="dialog dialog--payment"
      aria-modal="true"
      aria-labelledby="payment-title"
      onClose={onClose}
    >
      <div className="dialog__header">
        <h2 id="payment-title" className="dialog__title">
          {t('payment.title')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('payment.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {config.isPending ? <Spinner label={t('payment.loading')} /> : null}
      {config.isError ? (
        <p className="alert" role="alert">
          {errorMessage(config.error)}
        </p>
      ) : null}
      {hasPrizeEstimate ? <p className="hint payment-prize-hint">{t('payment.prizeHint')}</p> : null}
      {priceChange ? <PriceChange {...priceChange} /> : null}
      {/* On a phone the card page fills the screen below this line, Pay at its end (styles.css). */}
      {clientSecret && !priceChange ? (
        <p className="hint payment-hint">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M12 4v15m-6-6 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          {t('payment.scrollHint')}
        </p>
      ) : null}
      {clientSecret && !priceChange && config.data?.paymentMode === 'sandbox' ? (
        <SandboxCheckout checkoutUrl={config.data.sandboxCheckoutUrl} clientSecret={clientSecret} />
      ) : null}
      {clientSecret && !priceChange && config.data?.paymentMode === 'stripe' ? (
        <Suspense fallback={<Spinner label={t('payment.loading')} />}>
          <StripeCheckout publishableKey={config.data.publishableKey} clientSecret={clientSecret} />
        </Suspense>
      ) : null}
    </dialog>
  );
}
