import { JsonLd, PageMeta } from '@/components/page-meta';
import { HOME_TILE_PRODUCT_IDS } from '@/config/page-content';
import { HeroSlideshow } from '@/features/home/components/hero-slideshow';
import { OutletMap } from '@/features/home/components/outlet-map';
import { homeJsonLd } from '@/features/home/home-json-ld';
import { ProductStrip } from '@/features/products/components/product-strip';
import { ProductTiles } from '@/features/products/components/product-tiles';
import { locale, pathIn, useTranslation } from '@/lib/i18n';
import { pageOrigin } from '@/lib/page-origin';

/**
 * Home `/` (docs/product.md 2): hero slideshow, 'Top Selling Products' (offers), the tile grid,
 * 'Trending Products' (tranding), the factory outlet.
 */
export default function HomeRoute() {
  const { t } = useTranslation();
  const [organization, website] = homeJsonLd(pageOrigin(), `${pageOrigin()}${pathIn(locale, '/')}`);
  return (
    <>
      <PageMeta title={t('home.metaTitle')} description={t('home.metaDescription')} />
      <JsonLd data={organization} />
      <JsonLd data={website} />
      <h1 className="visually-hidden">{t('shopName')}</h1>
      <HeroSlideshow />
      <ProductStrip title={t('home.topSelling')} type="offers" isRow />
      <ProductTiles title={t('home.favourites')} productIds={HOME_TILE_PRODUCT_IDS} />
      <ProductStrip title={t('home.trending')} type="tranding" isRow />
      <OutletMap />
    </>
  );
}
