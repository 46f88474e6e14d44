import { toCartLine } from '@outlet-shop/shop-rules';
import { useParams } from 'react-router-dom';
import { DeliveryPromise } from '@/components/delivery-promise';
import { PageMeta } from '@/components/page-meta';
import { Spinner } from '@/components/spinner';
import { AddToCart } from '@/features/cart/components/add-to-cart';
import { useProduct } from '@/features/products/api/get-product';
import { ProductDetails } from '@/features/products/components/product-details';
import { ProductStrip } from '@/features/products/components/product-strip';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

/** Product page `/product/:id` (docs/product.md 2). */
export default function ProductRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const product = useProduct(id);
  return (
    <>
      <PageMeta
        title={product.data?.title ?? t('product.fallbackTitle')}
        description={
          product.data
            ? `${product.data.title} ${product.data.weight}: ${product.data.description}`.slice(0, 155)
            : t('product.metaDescription')
        }
      />
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
