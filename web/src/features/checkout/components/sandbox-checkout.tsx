import { useTranslation } from '@/lib/i18n';

/**
 * The stripe-sandbox's card page (`checkoutUrl`, from `GET /checkout/v1/config`) in an iframe, as
 * Stripe mounts its own (docs/architecture.md 6). After a successful payment the card page itself
 * sends the whole window to the session's return URL (`/check_out?session_id=…`, under `/ar` for
 * an Arabic order), as Stripe's embedded checkout does; the shop's return page takes it from there.
 * The iframe has no `sandbox` attribute, so that top-level navigation is not blocked.
 */
export function SandboxCheckout({ checkoutUrl, clientSecret }: { checkoutUrl: string; clientSecret: string }) {
  const { t } = useTranslation('checkout');
  return (
    <iframe
      className="payment-frame"
      title={t('payment.frame')}
      src={`${checkoutUrl}?client_secret=${encodeURIComponent(clientSecret)}`}
      allow="payment"
    />
  );
}
