import type { ProductType } from '@outlet-shop/shop-rules';
import { ProductGrid } from '@/components/product-card';
import { useTranslation } from '@/lib/i18n';
import { useProductsByType } from '../api/get-products-by-type';

/**
 * A titled list of the products of one type (docs/product.md 2 home strips, offers, product page):
 * 'loading' while loading, 'Something went wrong!' on error.
 */
export function ProductStrip({
  title,
  type,
  headingLevel = 2,
  priorityCount = 0,
  isRow = false,
}: {
  title: string;
  type: ProductType;
  headingLevel?: 1 | 2;
  /** How many of the first images load at once (above the fold: the page's largest paint). */
  priorityCount?: number;
  /** On phones, one row that scrolls sideways (a strip) instead of a tall grid. */
  isRow?: boolean;
}) {
  const { t } = useTranslation();
  const products = useProductsByType(type);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={isRow ? 'strip strip--row' : 'strip'} aria-labelledby={`strip-${type}`}>
      <Heading id={`strip-${type}`} className="section-title">
        {title}
      </Heading>
      {products.isPending ? (
        <p role="status" className="strip__loading">
          {t('loadingLower')}
        </p>
      ) : null}
      {products.isError ? <p className="error-text">{t('somethingWrong')}</p> : null}
      {products.data?.length === 0 ? <p>{t('noProducts')}</p> : null}
      {products.data ? <ProductGrid products={products.data} priorityCount={priorityCount} /> : null}
    </section>
  );
}
