import { Link } from 'react-router-dom';
import { PictureImage } from '@/components/picture-image';
import { paths } from '@/config/paths';
import { toPicture } from '@/lib/strapi-image';
import { useProductsByIds } from '../api/get-products-by-ids';
import './product-tiles.css';
import { useTranslation } from '@/lib/i18n';

/**
 * The home tile grid (docs/product.md 2): large picture tiles linking to a fixed set of products,
 * 'loading' while loading and 'Something went wrong!' on error, like the strips.
 */
export function ProductTiles({ title, productIds }: { title: string; productIds: readonly number[] }) {
  const { t } = useTranslation();
  const products = useProductsByIds(productIds);
  return (
    <section className="strip" aria-labelledby="product-tiles-title">
      <h2 id="product-tiles-title" className="section-title">
        {title}
      </h2>
      {products.isPending ? (
        <p role="status" className="strip__loading">
          {t('loadingLower')}
        </p>
      ) : null}
      {products.isError ? <p className="error-text">{t('somethingWrong')}</p> : null}
      {products.data ? (
        <ul className="product-tiles">
          {products.data.map((product) => (
            <li key={product.id}>
              <Link to={paths.product.getHref(product.id)} className="product-tile">
                <PictureImage
                  picture={toPicture(product.image, product.title)}
                  sizes="(max-width: 600px) 50vw, 300px"
                  className="product-tile__image"
                />
                <span className="product-tile__title">{product.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
