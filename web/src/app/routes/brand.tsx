import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { brands } from '@/config/paths';
import { BrandListing } from '@/features/products/components/brand-listing';
import NotFoundRoute from './not-found';

/** Brand listing `/products/:id` (docs/product.md 2). */
export default function BrandRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundRoute />;
  const name = brands.find((brand) => brand.id === id)?.name ?? 'Products';
  return (
    <>
      <PageMeta
        title={name}
        description={`Shop ${name} at Outlet Shop: chocolate, dates and snacks delivered across the UAE.`}
      />
      {/* key: a new brand starts with a clear search and no checked sub-categories */}
      <BrandListing key={id} categoryId={id} fallbackTitle={name} />
    </>
  );
}
