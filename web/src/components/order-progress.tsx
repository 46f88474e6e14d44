import type { OrderProgress, OrderStep } from '@outlet-shop/shop-rules';
import { locale, useTranslation } from '@/lib/i18n';
import './order-progress.css';

/** The steps a parcel takes after payment; a processing payment comes before them, a cancelled order ends after paid. */
const AHEAD: readonly OrderStep[] = ['paid', 'packed', 'shipped', 'delivered'];

/** When a step was reached, in the shop's time zone and the page's language; '' when unknown. */
function formatTime(iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-AE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));
}

/** The steps shown: those reached, then (unless cancelled) the ones still ahead. */
function stepsOf(progress: OrderProgress): { step: OrderStep; at: string | null; isReached: boolean }[] {
  const reached = progress.timeline.map((entry) => ({ ...entry, isReached: true }));
  if (progress.current === 'cancelled') return reached;
  const seen = new Set(reached.map((entry) => entry.step));
  const ahead = AHEAD.filter((step) => !seen.has(step)).map((step) => ({ step, at: null, isReached: false }));
  return [...reached, ...ahead];
}

/**
 * How far an order is (docs/decisions/075): processing or paid, packed, shipped with the courier,
 * tracking number and tracking link (`https:` only, checked by the checkout service), delivered, or
 * cancelled; each reached step with its time. Shown on the confirmation page and the order status page.
 */
export function OrderProgressSteps({ progress }: { progress: OrderProgress }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="order-progress">
      <p className="order-progress__current" data-testid="order-progress-current">
        {t('orderProgress.current', { step: t(`orderProgress.steps.${progress.current}`) })}
      </p>
      <ol className="order-progress__steps">
        {stepsOf(progress).map(({ step, at, isReached }) => (
          <li
            key={step}
            className={isReached ? 'order-progress__step order-progress__step--done' : 'order-progress__step'}
            aria-current={step === progress.current ? 'step' : undefined}
          >
            <span className="order-progress__name">{t(`orderProgress.steps.${step}`)}</span>
            {at ? <time dateTime={at}>{formatTime(at)}</time> : null}
          </li>
        ))}
      </ol>
      {progress.shipping ? (
        <p className="order-progress__shipping">
          {progress.shipping.courier ? (
            <span>{t('orderProgress.courier', { courier: progress.shipping.courier })} </span>
          ) : null}
          {progress.shipping.tracking_number ? (
            <span>{t('orderProgress.trackingNumber', { number: progress.shipping.tracking_number })} </span>
          ) : null}
          {progress.shipping.tracking_url ? (
            <a href={progress.shipping.tracking_url} target="_blank" rel="noopener noreferrer">
              {t('orderProgress.track')}
            </a>
          ) : null}
        </p>
      ) : null}
      {progress.fulfilment_known ? null : <p className="hint">{t('orderProgress.unknown')}</p>}
    </div>
  );
}
