import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { SEARCH_QUERY_LENGTH, type SearchPage, useSearchProducts } from '../api/search-products';
import { ProductResults } from './product-results';
import './search-results.css';

/**
 * The whole catalogue's search results (docs/product.md 2 Search, docs/decisions/076) in the
 * listing's product tiles; a word shorter than the CMS searches for asks for a longer one. A search
 * that finds nothing never ends on a dead page: it says so and offers what the CMS suggests
 * (`meta.suggestions`): "Did you mean" the closest products, and "Browse" the shop's categories.
 */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const products = useSearchProducts(query);
  if (query.trim().length < SEARCH_QUERY_LENGTH.min) return <p role="status">{t('search.tooShort')}</p>;
  const first = products.data?.pages[0];
  if (first && first.total === 0 && first.suggestions && !products.isPlaceholderData) {
    return <NoResults query={query.trim()} suggestions={first.suggestions} />;
  }
  return <ProductResults products={products} />;
}

/** "No products for X", the closest products (when any) and the categories, as links. */
function NoResults({ query, suggestions }: { query: string; suggestions: NonNullable<SearchPage['suggestions']> }) {
  const { t } = useTranslation();
  return (
    <section className="search-empty">
      <p role="status">{t('search.noResults', { query })}</p>
      {suggestions.products.length > 0 ? (
        <nav className="search-empty__group" aria-labelledby="search-did-you-mean">
          <h2 id="search-did-you-mean">{t('search.didYouMean')}</h2>
          <ul className="search-empty__links">
            {suggestions.products.map((product) => (
              <li key={product.id}>
                <Link to={paths.product.getHref(product.id)}>{product.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {suggestions.categories.length > 0 ? (
        <nav className="search-empty__group" aria-labelledby="search-browse">
          <h2 id="search-browse">{t('search.browse')}</h2>
          <ul className="search-empty__links">
            {suggestions.categories.map((category) => (
              <li key={category.id}>
                <Link to={paths.brand.getHref(category.id)}>{category.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
