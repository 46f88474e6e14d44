import type { ReactNode } from 'react';
import { PageMeta } from '@/components/page-meta';
import { ProductTiles } from '@/features/products/components/product-tiles';
import { useTranslation } from '@/lib/i18n';

interface MarketingPageProps {
  title: string;
  description: string;
  intro: ReactNode;
  /** The products the page links to (docs/product.md 2 marketing pages), shown as picture tiles. */
  productIds: readonly number[];
  children?: ReactNode;
}

/** The shape shared by the marketing landing pages: intro, shop links to fixed products, extras. */
export function MarketingPage({ title, description, intro, productIds, children }: MarketingPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <article className="card prose marketing">
        <PageMeta title={title} description={description} />
        <h1 className="page-title">{title}</h1>
        {intro}
        {children}
      </article>
      <ProductTiles title={t('marketing.shopTheRange')} productIds={productIds} />
    </>
  );
}
