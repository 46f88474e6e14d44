import { PageMeta } from '@/components/page-meta';
import { HeroBanner } from '@/features/products/components/hero-banner';
import { ProductStrip } from '@/features/products/components/product-strip';

/** Home `/` (SPEC.md 2): hero, 'Top Selling Products' (offers), 'Trending Products' (tranding). */
export default function HomeRoute() {
  return (
    <>
      <PageMeta
        title="Chocolate, dates and snacks"
        description="Shop chocolate, dates, snacks and nut butters from the UAE's confectionery brands at factory outlet prices."
      />
      <h1 className="visually-hidden">Outlet Shop</h1>
      <HeroBanner />
      <ProductStrip title="Top Selling Products" type="offers" />
      <ProductStrip title="Trending Products" type="tranding" />
    </>
  );
}
