import { PageMeta } from '@/components/page-meta';
import { ProductStrip } from '@/features/products/components/product-strip';
import { useTranslation } from '@/lib/i18n';

/** Offers `/offers` (docs/product.md 2): the products of type offers. */
export default function OffersRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('offers.title')} description={t('offers.metaDescription')} />
      <ProductStrip title={t('offers.title')} type="offers" headingLevel={1} />
    </>
  );
}
