import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { OrderStatusLookup } from '@/features/order-status/components/order-status-lookup';
import { useTranslation } from '@/lib/i18n';

/**
 * `/order-status?ref=` (docs/product.md "Order status", docs/decisions/075): a guest follows an
 * order with its reference and e-mail. Kept out of search engines: it shows nothing without both.
 */
export default function OrderStatusRoute() {
  const { t } = useTranslation('checkout');
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageMeta title={t('orderStatus.metaTitle')} description={t('orderStatus.metaDescription')} />
      <meta name="robots" content="noindex" />
      <section className="card order-status-page" aria-labelledby="order-status-title">
        <h1 id="order-status-title" className="page-title">
          {t('orderStatus.title')}
        </h1>
        <p>{t('orderStatus.intro')}</p>
        <OrderStatusLookup initialReference={searchParams.get('ref') ?? ''} />
      </section>
    </>
  );
}
