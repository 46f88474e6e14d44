import { MARKETING_PRODUCT_IDS } from '@/config/page-content';
import { useTranslation } from '@/lib/i18n';
import { MarketingPage } from './marketing-page';

/** `/nut-butter` (docs/product.md 2): shop links to products 1 to 5. */
export default function NutButterRoute() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingPage
      title={t('nutButter.title')}
      description={t('nutButter.description')}
      intro={
        <>
          <p>{t('nutButter.intro')}</p>
          <ul>
            {t('nutButter.points', { returnObjects: true }).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </>
      }
      productIds={MARKETING_PRODUCT_IDS.nutButter}
    />
  );
}
