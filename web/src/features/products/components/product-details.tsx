import type { Product } from '@outlet-shop/shop-rules';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { PriceTag } from '@/components/price-tag';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { toPicture } from '@/lib/strapi-image';
import { ProductGallery } from './product-gallery';

/**
 * The product page's body: images, title, price, weight, description, ingredients (docs/product.md 2).
 * `actions` is where the page puts the quantity selector and add-to-cart (another feature).
 */
export function ProductDetails({ product, actions }: { product: Product; actions: ReactNode }) {
  const { t } = useTranslation();
  const ingredientsHeading = useId();
  return (
    <article className="product-details">
      <ProductGallery images={[toPicture(product.image, product.title), toPicture(product.image2, product.title)]} />
      <div className="product-details__info">
        <h1 className="product-details__title">{product.title}</h1>
        <PriceTag priceFils={product.priceFils} oldPriceFils={product.oldPriceFils} />
        {product.weight ? (
          <p className="product-details__weight">{t('product.weight', { weight: product.weight })}</p>
        ) : null}
        {product.isOutOfStock ? <p className="badge badge--muted">{t('product.outOfStock')}</p> : null}
        {product.isFlashSale ? <p className="badge badge--flash">{t('product.flashSale')}</p> : null}
        <p className="product-details__description">{product.description}</p>
        {product.ingredients ? (
          <section className="product-details__ingredients" aria-labelledby={ingredientsHeading}>
            <h2 id={ingredientsHeading}>{t('product.ingredients')}</h2>
            <p>{product.ingredients}</p>
          </section>
        ) : null}
        {actions}
        {product.categories.length > 0 ? (
          <p className="product-details__categories">
            {t('product.moreFrom')}{' '}
            {product.categories.map((category, index) => (
              <span key={category.id}>
                {index > 0 ? t('listSeparator') : ''}
                <Link to={paths.category.getHref(category.id)}>{category.title}</Link>
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </article>
  );
}
