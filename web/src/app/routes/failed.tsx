import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

/** `/failed` (docs/product.md 2, 8): the payment failed page. */
export default function FailedRoute() {
  const { t } = useTranslation('checkout');
  return (
    <section className="card message-page">
      <PageMeta title={t('failed.metaTitle')} description={t('failed.metaDescription')} />
      <h1 className="page-title">{t('failed.title')}</h1>
      <p>{t('failed.text')}</p>
      <Link to={paths.brand.getHref(1)} className="button button--primary">
        {t('continueShopping', { ns: 'common' })}
      </Link>
    </section>
  );
}
