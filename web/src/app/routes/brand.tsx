import { useParams } from 'react-router-dom';
import { JsonLd, PageMeta } from '@/components/page-meta';
import { brands, paths } from '@/config/paths';
import { BrandListing } from '@/features/products/components/brand-listing';
import { locale, pathIn, useTranslation } from '@/lib/i18n';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { pageOrigin } from '@/lib/page-origin';
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
      {/* A category's listing (`/categories/:id`) is the brand listing's page: one canonical address. */}
      <PageMeta
        title={name}
        description={t('listing.metaDescription', { name })}
        canonicalPath={paths.brand.getHref(id)}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('shopName'), url: `${pageOrigin()}${pathIn(locale, paths.home.getHref())}` },
          { name, url: `${pageOrigin()}${pathIn(locale, paths.brand.getHref(id))}` },
        ])}
      />
      {/* key: a new brand starts with a clear search and no checked sub-categories */}
      <BrandListing key={id} categoryId={id} fallbackTitle={name} />
    </>
  );
}
