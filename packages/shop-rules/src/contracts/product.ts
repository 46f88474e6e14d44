import type { z } from 'zod';
import { toFils } from '../money.ts';
import type { cartLineSchema, productImageSchema, productWireSchema } from './product-schema.ts';

/**
 * The product as the CMS's public API sends it (docs/api.md `GET /api/products`, docs/product.md 3):
 * flat Strapi 5 REST, the spec's wire names, prices in AED. Every reader parses with its zod schema
 * (./product-schema.ts) or a `.pick` of it (the SPA's pages and saved cart, checkout's catalogue, the journeys), and
 * {@link toProduct} is the one place that turns it into the shop's clean names. A new field is one
 * line here and one in {@link toProduct}.
 */

/*
 * This module builds no zod schema, so the SPA's first page can use the product's mapping and
 * constants without loading zod; the schemas are in ./product-schema.ts (docs/decisions/090).
 */

/** The product types the home, offers and product pages list (docs/product.md 3; `tranding` as spelled). */
export const PRODUCT_TYPES = ['offers', 'tranding', 'featured'] as const;

/**
 * The orders a brand or category listing offers (docs/product.md 2 Sort, docs/decisions/076), as
 * the page's `?sort=`: cheapest first (the listing's own order, the default), dearest first, newest.
 */
export const LISTING_SORTS = ['price:asc', 'price:desc', 'newest'] as const;
/** One of {@link LISTING_SORTS}. */
export type ListingSort = (typeof LISTING_SORTS)[number];
/** The listing's order when the page names none (docs/product.md 2). */
export const DEFAULT_LISTING_SORT: ListingSort = 'price:asc';

/**
 * Each listing order as the CMS's REST `sort[0]`, `sort[1]`, …: in-stock products first whatever
 * the order (docs/product.md 2), and a unique last key, so a product is on exactly one page.
 */
export const LISTING_SORT_FIELDS: Readonly<Record<ListingSort, readonly string[]>> = {
  'price:asc': ['outofstock:asc', 'price:asc', 'id:asc'],
  'price:desc': ['outofstock:asc', 'price:desc', 'id:asc'],
  newest: ['outofstock:asc', 'createdAt:desc', 'id:desc'],
};

/** A product as the CMS sends it. */
export type ProductWire = z.infer<typeof productWireSchema>;
/** A product image as the CMS sends it. */
export type ProductImage = z.infer<typeof productImageSchema>;
/** One of {@link PRODUCT_TYPES}. */
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** A product inside the shop's code: clean names, money in fils as well as the CMS's AED price. */
export interface Product {
  id: number;
  title: string;
  description: string;
  /** The ingredient list (shoppers with allergies read it); absent when the CMS holds none. */
  ingredients?: string;
  weight: string;
  /** The CMS's displayed AED price (`price`), which the cart line keeps (docs/product.md 3). */
  price: number;
  priceFils: number;
  /** The struck-through price, only when the product is discounted and it is higher. */
  oldPriceFils: number | null;
  discountPercent: number | null;
  isOutOfStock: boolean;
  /** Pieces the shop can sell now (stock minus holds); null when the CMS did not say. */
  available: number | null;
  isFlashSale: boolean;
  /** How many flash-sale pieces a whole cart may hold (`flash_sale_product_pcs`); null = no limit. */
  flashSaleLimit: number | null;
  /** The cart cap (`max_order_qut`): 2 caps a line at 2 pieces; null = no cap. */
  maxOrderQuantity: number | null;
  type: ProductType | null;
  image: ProductImage | null;
  image2: ProductImage | null;
  /** The first image's URL (`img.url`), '' without one: the cart line's `img`. */
  imageUrl: string;
  /** The categories it is listed in. */
  categories: { id: number; title: string }[];
}

/** The wire fields the cart rules read (a saved cart line carries them under these names too). */
export type CartRuleWire = Pick<
  ProductWire,
  'outofstock' | 'available' | 'max_order_qut' | 'flash_sale' | 'flash_sale_product_pcs'
>;

/** The cart rules' fields of a product or a saved cart line, from their wire names (docs/product.md 5). */
export function toCartRuleFields(
  wire: CartRuleWire,
): Pick<Product, 'isOutOfStock' | 'available' | 'maxOrderQuantity' | 'isFlashSale' | 'flashSaleLimit'> {
  return {
    isOutOfStock: Boolean(wire.outofstock),
    available: wire.available ?? null,
    maxOrderQuantity: wire.max_order_qut ?? null,
    isFlashSale: Boolean(wire.flash_sale),
    flashSaleLimit: wire.flash_sale_product_pcs ?? null,
  };
}

/** A product from its wire names to the shop's: the only place that reads them. */
export function toProduct(wire: ProductWire): Product {
  const priceFils = toFils(wire.price);
  const oldPriceFils = wire.oldprice != null ? toFils(wire.oldprice) : null;
  const isDiscounted = Boolean(wire.discount) && oldPriceFils !== null && oldPriceFils > priceFils;
  return {
    id: wire.id,
    title: wire.title,
    description: wire.desc ?? '',
    ingredients: wire.ingredients?.trim() || undefined,
    weight: wire.weight ?? '',
    price: wire.price,
    priceFils,
    oldPriceFils: isDiscounted ? oldPriceFils : null,
    discountPercent: isDiscounted ? (wire.discoamount ?? null) : null,
    ...toCartRuleFields(wire),
    type: wire.type ?? null,
    image: wire.img ?? null,
    image2: wire.img2 ?? null,
    imageUrl: wire.img?.url ?? '',
    categories: (wire.categories ?? []).map(({ id, title }) => ({ id, title })),
  };
}

/** A cart line (docs/product.md 3). */
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * The product fields a cart line copies from the CMS (its `img` aside), which a saved cart's
 * refresh asks for (`fields[…]`, docs/api.md). `cartLineSchema`'s fields less `id`, `img` and
 * `quantity` (a test holds the two together).
 */
export const CART_LINE_CMS_FIELDS = [
  'title',
  'price',
  'available',
  'max_order_qut',
  'flash_sale_product_pcs',
  'desc',
  'weight',
  'outofstock',
  'flash_sale',
] as const satisfies readonly (keyof ProductWire & keyof CartLine)[];

/** The cart line a product becomes when added, before its quantity. */
export function toCartLine(product: Product): Omit<CartLine, 'quantity'> {
  return {
    id: product.id,
    title: product.title,
    desc: product.description,
    weight: product.weight,
    price: product.price,
    img: product.imageUrl,
    available: product.available,
    max_order_qut: product.maxOrderQuantity,
    flash_sale: product.isFlashSale,
    flash_sale_product_pcs: product.flashSaleLimit,
    outofstock: product.isOutOfStock,
  };
}
