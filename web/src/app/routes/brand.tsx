import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { brands } from '@/config/paths';
import { BrandListing } from '@/features/products/components/brand-listing';
import { useTranslation } from '@/lib/i18n';
import NotFoundRoute from './not-found';

/** Brand listing `/products/:id` (docs/product.md 2). */
export default function BrandRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundRoute />;
  const brand = brands.find((candidate) => candidate.id === id);
  const name = brand ? t(`brands.${brand.id}`) : t('listing.fallbackTitle');
  return (
    <>
      <PageMeta title={name} description={t('listing.metaDescription', { name })} />
      {/* key: a new brand starts with a clear search and no checked sub-categories */}
      <BrandListing key={id} categoryId={id} fallbackTitle={name} />
    </>
  );
}
