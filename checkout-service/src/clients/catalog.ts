import { AppError } from '@outlet-shop/service-kit';
import { toFils } from '@outlet-shop/shop-rules';
import { z } from 'zod';
import { callService } from './service-http.ts';

/** A catalogue product as checkout needs it, read from the CMS (docs/product.md 3). */
export interface Product {
  id: number;
  title: string;
  weight: string;
  priceFils: number;
  isOutOfStock: boolean;
  /** Pieces in stock and not held by open checkouts (the CMS's `available`); null = not reported. */
  available: number | null;
  isFlashSale: boolean;
  /** How many flash-sale pieces a cart may hold (`flash_sale_product_pcs`), null = no limit. */
  flashSaleLimit: number | null;
  /** The cart cap (`max_order_qut`), null = no cap. */
  maxOrderQuantity: number | null;
  imageUrl: string | null;
}

/** Reads products from the catalogue. */
export interface Catalog {
  /** The products with these ids (unknown ids are simply absent). Throws `catalog_unavailable` (503). */
  findProducts(ids: readonly number[]): Promise<Product[]>;
}

const strapiProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  weight: z.string().nullish(),
  price: z.number().nonnegative(),
  outofstock: z.boolean().nullish(),
  available: z.number().int().nullish(),
  flash_sale: z.boolean().nullish(),
  flash_sale_product_pcs: z.number().int().nullish(),
  max_order_qut: z.number().int().nullish(),
  img: z.object({ url: z.string() }).nullish(),
});

const strapiProductList = z.object({ data: z.array(strapiProduct) });

const TIMEOUT_MS = 5000;

function toProduct(raw: z.infer<typeof strapiProduct>): Product {
  return {
    id: raw.id,
    title: raw.title,
    weight: raw.weight ?? '',
    priceFils: toFils(raw.price),
    isOutOfStock: raw.outofstock ?? false,
    available: raw.available ?? null,
    isFlashSale: raw.flash_sale ?? false,
    flashSaleLimit: raw.flash_sale_product_pcs ?? null,
    maxOrderQuantity: raw.max_order_qut ?? null,
    imageUrl: raw.img?.url ?? null,
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
 * Strapi 5 flat JSON), validated with zod. CMS down, slow (> 5000 ms) or answering an
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
        return strapiProductList.parse(answer.json()).data.map(toProduct);
      } catch (cause) {
        // What failed (the CMS's status, a validation text) is logged with the answer, never sent.
        throw new AppError('catalog_unavailable', 503, 'The catalogue is unavailable, please try again', undefined, {
          cause: cause instanceof Error ? cause : new Error(String(cause)),
        });
      }
    },
  };
}
