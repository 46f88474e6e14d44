import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

/** `/mail` and every unknown path (docs/product.md 2, 8). */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="card message-page">
      <PageMeta title={t('notFound.metaTitle')} description={t('notFound.metaDescription')} />
      <h1 className="page-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={paths.home.getHref()} className="button button--primary">
        {t('notFound.back')}
      </Link>
    </section>
  );
}
