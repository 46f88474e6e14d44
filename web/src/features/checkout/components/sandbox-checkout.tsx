import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { routerPath, useTranslation } from '@/lib/i18n';

interface SandboxMessage {
  type: 'stripe-sandbox:complete';
  returnUrl: string;
}

function isSandboxMessage(data: unknown): data is SandboxMessage {
  const message = data as Partial<SandboxMessage> | null;
  return message?.type === 'stripe-sandbox:complete' && typeof message.returnUrl === 'string';
}

/**
 * The stripe-sandbox's card page (`checkoutUrl`, from `GET /checkout/v1/config`) in an iframe, as Stripe mounts its own (docs/architecture.md 6). When
 * the page reports `{ type: 'stripe-sandbox:complete', returnUrl }` from its origin, the shop
 * goes to the return URL's path and query (`/check_out?session_id=…`).
 */
export function SandboxCheckout({ checkoutUrl, clientSecret }: { checkoutUrl: string; clientSecret: string }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const origin = new URL(checkoutUrl, window.location.href).origin;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !isSandboxMessage(event.data)) return;
      const target = new URL(event.data.returnUrl, window.location.href);
      // An Arabic order's return URL is under /ar, which this page's router adds itself.
      const path = routerPath(target.pathname);
      if (path === null) window.location.assign(`${target.pathname}${target.search}`);
      else navigate(`${path}${target.search}`);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate, origin]);

  return (
    <iframe
      className="payment-frame"
      title={t('payment.frame')}
      src={`${checkoutUrl}?client_secret=${encodeURIComponent(clientSecret)}`}
      allow="payment"
    />
  );
}
