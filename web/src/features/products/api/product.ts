import type { Product } from '@outlet-shop/shop-rules';

/*
 * The product itself is the shared contract (`@outlet-shop/shop-rules`, contracts/product.ts and
 * contracts/product-schema.ts): the fetchers here parse the CMS's answer with its schemas, loaded
 * through `@/lib/cms-contracts` when the answer is in (docs/decisions/090), and map it once with `toProduct`.
 */

/** In-stock products first, keeping the server's order within each group (docs/product.md 2, 7). */
export function inStockFirst(products: Product[]): Product[] {
  return [...products.filter((p) => !p.isOutOfStock), ...products.filter((p) => p.isOutOfStock)];
}

/** Strapi's list envelope. */
export interface StrapiList<T> {
  data: T[];
}
