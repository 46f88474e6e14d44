import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { SearchResults } from '@/features/products/components/search-results';
import { useTranslation } from '@/lib/i18n';

/** The whole catalogue's search `/search?q=` (docs/product.md 2 Search, docs/decisions/076). */
export default function SearchRoute() {
  const { t } = useTranslation();
  const query = (useSearchParams()[0].get('q') ?? '').trim();
  const title = query ? t('search.resultsFor', { query }) : t('search.title');
  return (
    <div className="listing">
      <PageMeta title={title} description={t('search.metaDescription')} />
      <h1 className="page-title">{title}</h1>
      <SearchResults query={query} />
    </div>
  );
}
