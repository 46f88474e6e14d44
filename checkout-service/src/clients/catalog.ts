import { AppError } from '@outlet-shop/service-kit';
import { type ProductWire, productListSchema, type Product as ShopProduct, toProduct } from '@outlet-shop/shop-rules';
import { callService } from './service-http.ts';

/**
 * A catalogue product as checkout needs it (docs/product.md 3): the shared product contract's
 * `Product`, the fields pricing and the cart rules read; `imageUrl` null without an image.
 */
export type Product = Pick<
  ShopProduct,
  | 'id'
  | 'title'
  | 'weight'
  | 'priceFils'
  | 'isOutOfStock'
  | 'available'
  | 'isFlashSale'
  | 'flashSaleLimit'
  | 'maxOrderQuantity'
> & { imageUrl: string | null };

/** Reads products from the catalogue. */
export interface Catalog {
  /** The products with these ids (unknown ids are simply absent). Throws `catalog_unavailable` (503). */
  findProducts(ids: readonly number[]): Promise<Product[]>;
}

const TIMEOUT_MS = 5000;

/** The contract's one mapping of the wire product, narrowed to what checkout reads. */
function toCatalogProduct(wire: ProductWire): Product {
  const { id, title, weight, priceFils, isOutOfStock, available, isFlashSale, flashSaleLimit, maxOrderQuantity } =
    toProduct(wire);
  const imageUrl = wire.img?.url ?? null;
  return {
    id,
    title,
    weight,
    priceFils,
    isOutOfStock,
    available,
    isFlashSale,
    flashSaleLimit,
    maxOrderQuantity,
    imageUrl,
  };
}

/** The product query of docs/api.md: every id in one call, only the image url populated. */
export function productsQuery(ids: readonly number[]): string {
  const params = new URLSearchParams();
  for (const [index, id] of ids.entries()) params.append(`filters[id][$in][${index}]`, String(id));
  params.append('populate[img][fields][0]', 'url');
  params.append('pagination[pageSize]', '100');
  return params.toString();
}

/**
 * The catalogue over the CMS REST API (`GET ${cmsUrl}/api/products?filters[id][$in]…`,
 * Strapi 5 flat JSON), validated with the shared product contract (`productListSchema`). CMS down, slow (> 5000 ms) or answering an
 * unexpected shape → `AppError('catalog_unavailable', 503)`.
 */
export function createCmsCatalog(cmsUrl: string): Catalog {
  return {
    async findProducts(ids) {
      if (ids.length === 0) return [];
      const target = `${cmsUrl}/api/products?${productsQuery(ids)}`;
      try {
        const answer = await callService(target, { timeoutMs: TIMEOUT_MS });
        if (!answer.ok) throw new Error(`CMS answered ${answer.status}`);
        return productListSchema.parse(answer.json()).data.map(toCatalogProduct);
      } catch (cause) {
        // What failed (the CMS's status, a validation text) is logged with the answer, never sent.
        throw new AppError('catalog_unavailable', 503, 'The catalogue is unavailable, please try again', undefined, {
          cause: cause instanceof Error ? cause : new Error(String(cause)),
        });
      }
    },
  };
}
