import { AppError } from '@outlet-shop/service-kit';
import {
  arabicTextsQuery,
  type ProductWire,
  productListSchema,
  productsQuery,
  productWireSchema,
  type Product as ShopProduct,
  toProduct,
} from '@outlet-shop/shop-rules';
import { z } from 'zod';
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
> & {
  imageUrl: string | null;
  /** The Arabic title and weight (docs/decisions/078); null when the product has no Arabic entry. */
  titleAr: string | null;
  weightAr: string | null;
};

/** Reads products from the catalogue. */
export interface Catalog {
  /** The products with these ids (unknown ids are simply absent). Throws `catalog_unavailable` (503). */
  findProducts(ids: readonly number[]): Promise<Product[]>;
}

const TIMEOUT_MS = 5000;

/** The Arabic read's answer: the product contract's texts, each product answered from its Arabic row (`locale: 'ar'`) or not. */
const arabicTextsSchema = z.object({
  data: z.array(productWireSchema.pick({ id: true, title: true, weight: true, locale: true })),
});

/** The Arabic texts by product id, only of products the CMS answered from an Arabic row. */
type ArabicTexts = Map<number, { title: string; weight: string | null }>;

/** The contract's one mapping of the wire product, narrowed to what checkout reads. */
function toCatalogProduct(wire: ProductWire, arabic: ArabicTexts): Product {
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
    titleAr: arabic.get(id)?.title ?? null,
    weightAr: arabic.get(id)?.weight ?? null,
  };
}

/** One read of the CMS's products; a failed or non-200 answer throws. */
async function readProducts(target: string): Promise<unknown> {
  const answer = await callService(target, { timeoutMs: TIMEOUT_MS });
  if (!answer.ok) throw new Error(`CMS answered ${answer.status}`);
  return answer.json();
}

/**
 * The catalogue over the CMS REST API (`GET ${cmsUrl}/api/products?filters[id][$in]…`,
 * Strapi 5 flat JSON), validated with the shared product contract (`productListSchema`): the
 * English read (prices, stock, texts) and, at the same time, the Arabic texts of the same ids
 * (`locale=ar`, docs/decisions/078). CMS down, slow (> 5000 ms) or answering an unexpected shape
 * to either → `AppError('catalog_unavailable', 503)`.
 */
export function createCmsCatalog(cmsUrl: string): Catalog {
  return {
    async findProducts(ids) {
      if (ids.length === 0) return [];
      try {
        const [english, arabic] = await Promise.all([
          readProducts(`${cmsUrl}/api/products?${productsQuery(ids)}`),
          readProducts(`${cmsUrl}/api/products?${arabicTextsQuery(ids)}`),
        ]);
        const arabicTexts: ArabicTexts = new Map(
          arabicTextsSchema
            .parse(arabic)
            .data.filter((product) => product.locale === 'ar')
            .map((product) => [product.id, { title: product.title, weight: product.weight ?? null }]),
        );
        return productListSchema.parse(english).data.map((wire) => toCatalogProduct(wire, arabicTexts));
      } catch (cause) {
        // What failed (the CMS's status, a validation text) is logged with the answer, never sent.
        throw new AppError('catalog_unavailable', 503, 'The catalogue is unavailable, please try again', undefined, {
          cause: cause instanceof Error ? cause : new Error(String(cause)),
        });
      }
    },
  };
}
