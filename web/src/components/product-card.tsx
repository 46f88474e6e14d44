import type { Product } from '@outlet-shop/shop-rules';
import { Link } from 'react-router-dom';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { paths } from '@/config/paths';
import { formatDiscount } from '@/lib/format-discount';
import { useTranslation } from '@/lib/i18n';
import { toPicture } from '@/lib/strapi-image';
import { PictureImage } from './picture-image';
import { PriceTag } from './price-tag';

/** What a card shows of a product (the shared `Product`, docs/product.md 3). */
export type ProductCardData = Pick<
  Product,
  | 'id'
  | 'title'
  | 'weight'
  | 'priceFils'
  | 'oldPriceFils'
  | 'discountPercent'
  | 'isOutOfStock'
  | 'isFlashSale'
  | 'image'
>;

/** A product tile linking to its page: image, title, weight, price, badges (docs/product.md 2). */
export function ProductCard({ product, isPriority = false }: { product: ProductCardData; isPriority?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className={`product-card${product.isOutOfStock ? ' product-card--out' : ''}`}>
      <Link to={paths.product.getHref(product.id)} className="product-card__link">
        <div className="product-card__media">
          <PictureImage
            picture={toPicture(product.image, product.title)}
            sizes={IMAGE_SIZES.productCard}
            isPriority={isPriority}
            className="product-card__image"
          />
          <div className="product-card__badges">
            {product.isOutOfStock ? <span className="badge badge--muted">{t('product.outOfStock')}</span> : null}
            {product.discountPercent ? (
              <span className="badge badge--sale">
                <bdi>{formatDiscount(product.discountPercent)}</bdi>
              </span>
            ) : null}
            {product.isFlashSale ? <span className="badge badge--flash">{t('product.flashSale')}</span> : null}
          </div>
        </div>
        <h3 className="product-card__title">{product.title}</h3>
      </Link>
      {product.weight ? <p className="product-card__weight">{product.weight}</p> : null}
      <PriceTag priceFils={product.priceFils} oldPriceFils={product.oldPriceFils} />
    </article>
  );
}

/** A responsive grid of product cards. */
export function ProductGrid({ products, priorityCount = 0 }: { products: ProductCardData[]; priorityCount?: number }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} isPriority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
