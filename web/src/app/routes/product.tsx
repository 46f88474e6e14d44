import { toCartLine } from '@outlet-shop/shop-rules';
import { useParams } from 'react-router-dom';
import { DeliveryPromise } from '@/components/delivery-promise';
import { JsonLd, PageMeta } from '@/components/page-meta';
import { Spinner } from '@/components/spinner';
import { brands, paths } from '@/config/paths';
import { AddToCart } from '@/features/cart/components/add-to-cart';
import { useProduct } from '@/features/products/api/get-product';
import { ProductDetails } from '@/features/products/components/product-details';
import { ProductStrip } from '@/features/products/components/product-strip';
import { errorMessage } from '@/lib/api-client';
import { locale, pathIn, useTranslation } from '@/lib/i18n';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { pageOrigin } from '@/lib/page-origin';
import { useShopSetting } from '@/lib/shop-setting';
import { aedAmount, productJsonLd } from '@/lib/structured-data';

/** Product page `/product/:id` (docs/product.md 2). */
export default function ProductRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const product = useProduct(id);
  const shopSetting = useShopSetting();
  const origin = pageOrigin();
  const url = (path: string) => `${origin}${pathIn(locale, path)}`;
  // The brands (not "Shop all") by id, in the page's language: the product's brand in its structured data.
  const brandNames = Object.fromEntries(
    brands.filter((brand) => brand.id !== 1).map((brand) => [brand.id, t(`brands.${brand.id}`)]),
  );
  const brand = product.data?.categories.find((category) => brandNames[category.id] !== undefined);
  return (
    <>
      <PageMeta
        title={product.data?.title ?? t('product.fallbackTitle')}
        description={
          product.data
            ? `${product.data.title} ${product.data.weight}: ${product.data.description}`.slice(0, 155)
            : t('product.metaDescription')
        }
        type="product"
        image={product.data?.imageUrl || undefined}
        canonicalPath={paths.product.getHref(id)}
      >
        {product.data ? (
          <>
            <meta property="product:price:amount" content={aedAmount(product.data.priceFils)} />
            <meta property="product:price:currency" content="AED" />
            <meta property="og:price:amount" content={aedAmount(product.data.priceFils)} />
            <meta property="og:price:currency" content="AED" />
          </>
        ) : null}
      </PageMeta>
      {product.data ? (
        <>
          <JsonLd
            data={productJsonLd(product.data, {
              url: url(paths.product.getHref(id)),
              origin,
              brandNames,
              delivery: shopSetting.data?.delivery,
            })}
          />
          <JsonLd
            data={breadcrumbJsonLd([
              { name: t('shopName'), url: url(paths.home.getHref()) },
              ...(brand
                ? [{ name: brandNames[brand.id] ?? brand.title, url: url(paths.brand.getHref(brand.id)) }]
                : []),
              { name: product.data.title, url: url(paths.product.getHref(id)) },
            ])}
          />
        </>
      ) : null}
      {/* Holds the details' room while they load, so the strip below does not jump (CLS). */}
      {product.isPending ? (
        <div className="product-details product-details--loading">
          <Spinner />
        </div>
      ) : null}
      {product.isError ? (
        <p className="alert" role="alert">
          {errorMessage(product.error)}
        </p>
      ) : null}
      {product.data ? (
        <ProductDetails
          product={product.data}
          actions={
            <>
              <AddToCart key={product.data.id} product={toCartLine(product.data)} />
              {product.data.isOutOfStock ? null : <DeliveryPromise />}
            </>
          }
        />
      ) : null}
      <ProductStrip title={t('product.topSelling')} type="featured" />
    </>
  );
}
