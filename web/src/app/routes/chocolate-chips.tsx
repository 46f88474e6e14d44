import { MARKETING_PRODUCT_IDS } from '@/config/page-content';
import { useTranslation } from '@/lib/i18n';
import { MarketingPage } from './marketing-page';

/** `/chocolate-chips` (docs/product.md 2): shop links to products 6 to 10. */
export default function ChocolateChipsRoute() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingPage
      title={t('chocolateChips.title')}
      description={t('chocolateChips.description')}
      intro={
        <>
          <p>{t('chocolateChips.intro')}</p>
          <ul>
            {t('chocolateChips.points', { returnObjects: true }).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </>
      }
      productIds={MARKETING_PRODUCT_IDS.chocolateChips}
    />
  );
}
