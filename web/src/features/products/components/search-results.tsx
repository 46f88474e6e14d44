import { useTranslation } from '@/lib/i18n';
import { SEARCH_QUERY_LENGTH, useSearchProducts } from '../api/search-products';
import { ProductResults } from './product-results';

/**
 * The whole catalogue's search results (docs/product.md 2 Search, docs/decisions/076) in the
 * listing's product tiles; a word shorter than the CMS searches for asks for a longer one.
 */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const products = useSearchProducts(query);
  if (query.trim().length < SEARCH_QUERY_LENGTH.min) return <p role="status">{t('search.tooShort')}</p>;
  return <ProductResults products={products} />;
}
