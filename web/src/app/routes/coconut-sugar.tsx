import { Link } from 'react-router-dom';
import { MARKETING_PRODUCT_IDS } from '@/config/page-content';
import { paths } from '@/config/paths';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { useTranslation } from '@/lib/i18n';
import { MarketingPage } from './marketing-page';

/**
 * `/coconut-sugar` (docs/product.md 2): health benefits, a shop link to product 12, and a newsletter box
 * that stores the address in the CMS.
 */
export default function CoconutSugarRoute() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingPage
      title={t('coconutSugar.title')}
      description={t('coconutSugar.description')}
      intro={
        <>
          <p>{t('coconutSugar.intro')}</p>
          <h2>{t('coconutSugar.benefitsTitle')}</h2>
          <ul>
            {t('coconutSugar.benefits', { returnObjects: true }).map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <p>
            <Link to={paths.product.getHref(12)} className="button button--primary">
              {t('coconutSugar.shop')}
            </Link>
          </p>
        </>
      }
      productIds={MARKETING_PRODUCT_IDS.coconutSugar}
    >
      <NewsletterForm source="coconut-sugar" />
    </MarketingPage>
  );
}
