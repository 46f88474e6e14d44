import { PageMeta } from '@/components/page-meta';
import { ProductStrip } from '@/features/products/components/product-strip';

/** Offers `/offers` (docs/product.md 2): the products of type offers. */
export default function OffersRoute() {
  return (
    <>
      <PageMeta title="Offers" description="Today's offers on chocolate, dates and snacks at Outlet Shop." />
      <ProductStrip title="Offers" type="offers" headingLevel={1} />
    </>
  );
}
