import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { usePage } from '../api/get-page';
import { PageBody } from './page-body';

interface CmsPageProps {
  slug: string;
  /** Title and description while loading or when the CMS cannot be reached. */
  fallbackTitle: string;
  fallbackDescription: string;
}

/**
 * A page whose text staff edit in the CMS (Content Manager → Page): its title, meta description
 * and rich-text body (PageBody).
 */
export function CmsPage({ slug, fallbackTitle, fallbackDescription }: CmsPageProps) {
  const { t } = useTranslation();
  const page = usePage(slug);
  return (
    <article className="card prose">
      <PageMeta title={page.data?.title ?? fallbackTitle} description={page.data?.description || fallbackDescription} />
      <h1 className="page-title">{page.data?.title ?? fallbackTitle}</h1>
      {page.isPending ? <Spinner /> : null}
      {page.isError ? (
        <>
          <p className="alert" role="alert">
            {errorMessage(page.error)}
          </p>
          <Link to={paths.contact.getHref()}>{t('footer.contact')}</Link>
        </>
      ) : null}
      {page.data ? <PageBody content={page.data.body} /> : null}
    </article>
  );
}
