import { PageMeta } from '@/components/page-meta';
import { HeroSlideshow } from '@/features/home/components/hero-slideshow';
import { OutletMap } from '@/features/home/components/outlet-map';
import { ProductStrip } from '@/features/products/components/product-strip';
import { ProductTiles } from '@/features/products/components/product-tiles';

/** The fixed products of the home tile grid: coconut sugar, peanut butter, chocolate chips, a gift box. */
const TILE_PRODUCT_IDS = [12, 1, 6, 16] as const;

/**
 * Home `/` (docs/product.md 2): hero slideshow, 'Top Selling Products' (offers), the tile grid,
 * 'Trending Products' (tranding), the factory outlet.
 */
export default function HomeRoute() {
  return (
    <>
      <PageMeta
        title="Chocolate, dates and snacks"
        description="Shop chocolate, dates, snacks and nut butters from the UAE's confectionery brands at factory outlet prices."
      />
      <h1 className="visually-hidden">Outlet Shop</h1>
      <HeroSlideshow />
      <ProductStrip title="Top Selling Products" type="offers" isRow />
      <ProductTiles title="Shop our favourites" productIds={TILE_PRODUCT_IDS} />
      <ProductStrip title="Trending Products" type="tranding" isRow />
      <OutletMap />
    </>
  );
}
