import { toFils } from '@outlet-shop/shop-rules';
import { type Picture, type StrapiMedia, toPicture } from '@/lib/strapi-image';

/** The product types the home, offers and product pages list (docs/product.md 3). */
export type ProductType = 'offers' | 'tranding' | 'featured';

/** A product as the CMS answers it (flat Strapi 5 REST, docs/api.md; wire names kept). */
export interface StrapiProduct {
  id: number;
  title: string;
  desc?: string | null;
  weight?: string | null;
  price: number;
  oldprice?: number | null;
  discount?: boolean | null;
  discoamount?: number | null;
  outofstock?: boolean | null;
  /** Pieces in stock and not held by open checkouts (issue 13). */
  available?: number | null;
  flash_sale?: boolean | null;
  flash_sale_product_pcs?: number | null;
  max_order_qut?: number | null;
  type?: ProductType | null;
  img?: StrapiMedia | null;
  img2?: StrapiMedia | null;
  categories?: { id: number; title: string }[] | null;
}

/** A product inside the SPA: clean names, money in fils, images ready for `<img>`. */
export interface Product {
  id: number;
  title: string;
  description: string;
  weight: string;
  priceFils: number;
  /** The struck-through price, only when the product is discounted and it is higher. */
  oldPriceFils: number | null;
  discountPercent: number | null;
  isOutOfStock: boolean;
  /** Pieces the shop can sell now (stock minus holds); null when the CMS did not say. */
  available: number | null;
  isFlashSale: boolean;
  /** How many flash-sale pieces the cart may hold (docs/product.md 5). */
  flashSalePieces: number | null;
  /** 2 caps the cart quantity at 2 (docs/product.md 5); null means no cap. */
  maxOrderQuantity: number | null;
  image: Picture | null;
  image2: Picture | null;
  /** Raw image URLs, for the cart line (docs/product.md 3 `img`). */
  imageUrl: string;
  /** The CMS's displayed AED price, kept for the cart line (docs/product.md 3 `price`). */
  price: number;
  /** The categories it is listed in (links to their category listings). */
  categories: { id: number; title: string }[];
}

/** Maps one CMS product to a {@link Product}; the only place that reads the wire names. */
export function toProduct(raw: StrapiProduct): Product {
  const priceFils = toFils(raw.price);
  const oldPriceFils = raw.oldprice != null ? toFils(raw.oldprice) : null;
  const isDiscounted = Boolean(raw.discount) && oldPriceFils !== null && oldPriceFils > priceFils;
  return {
    id: raw.id,
    title: raw.title,
    description: raw.desc ?? '',
    weight: raw.weight ?? '',
    price: raw.price,
    priceFils,
    oldPriceFils: isDiscounted ? oldPriceFils : null,
    discountPercent: isDiscounted ? (raw.discoamount ?? null) : null,
    isOutOfStock: Boolean(raw.outofstock),
    available: raw.available ?? null,
    isFlashSale: Boolean(raw.flash_sale),
    flashSalePieces: raw.flash_sale_product_pcs ?? null,
    maxOrderQuantity: raw.max_order_qut ?? null,
    image: toPicture(raw.img, raw.title),
    image2: toPicture(raw.img2, raw.title),
    imageUrl: raw.img?.url ?? '',
    categories: (raw.categories ?? []).map((category) => ({ id: category.id, title: category.title })),
  };
}

/** In-stock products first, keeping the server's order within each group (docs/product.md 2, 7). */
export function inStockFirst(products: Product[]): Product[] {
  return [...products.filter((p) => !p.isOutOfStock), ...products.filter((p) => p.isOutOfStock)];
}

/** Strapi's list envelope. */
export interface StrapiList<T> {
  data: T[];
}
