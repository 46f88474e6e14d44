import { Spinner } from '@/components/spinner';
import { useTranslation } from '@/lib/i18n';

/** The 'please wait...' screen shown while an order is being confirmed (docs/product.md 2 /loadding, 4). */
export function WaitingScreen() {
  const { t } = useTranslation('checkout');
  return (
    <section className="waiting" aria-labelledby="waiting-title">
      <h1 id="waiting-title" className="page-title">
        {t('waiting.title')}
      </h1>
      <Spinner label={t('waiting.confirming')} />
      <p>{t('waiting.doNotClose')}</p>
    </section>
  );
}
