import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { paymentConfigQueryOptions } from '../api/get-payment-config';

/** How long the notice waits for an idle moment at most, ms (and where no browser idle callback exists). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * True once the browser is idle after the app has taken the page over: the first screen is drawn
 * and its requests are under way, so a request started then takes nothing from them.
 */
function useIsIdleAfterFirstPaint(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    const becomeIdle = () => setIsIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(becomeIdle, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(becomeIdle, IDLE_TIMEOUT_MS / 2);
    return () => window.clearTimeout(id);
  }, []);
  return isIdle;
}

/**
 * "Test shop — no money is taken" on every page of a shop that takes test payments only (the
 * Stripe sandbox or Stripe's test keys: `testMode` of `GET /checkout/v1/config`, docs/product.md
 * "A test shop says so"); nothing with live keys. The checkout's config is asked for once the
 * browser is idle after the first paint, never on the first screen's path (docs/performance.md),
 * and the payment popup reuses the answer. A small badge fixed at the bottom-start corner: it moves
 * nothing on the page (no layout shift) and lets taps through to what it covers.
 */
export function TestShopNotice() {
  const { t } = useTranslation();
  const isIdle = useIsIdleAfterFirstPaint();
  const { data } = useQuery({ ...paymentConfigQueryOptions(), enabled: isIdle });
  if (!data?.testMode) return null;
  return (
    <p className="test-shop-notice" role="note">
      {t('testShop')}
    </p>
  );
}
