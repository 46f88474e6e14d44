import { z } from 'zod';
import { PRODUCT_TYPES, type Product, toProduct } from './product.ts';

/**
 * The product's wire contract as zod schemas (docs/api.md `GET /api/products`): what the CMS
 * sends, parsed by the checkout's catalogue, the SPA's reads (loaded when a page first asks the
 * CMS itself) and the journeys. Its types and its one mapping are in ./product.ts.
 */

/** One rendition of a Strapi image (`formats.small`, …). */
export const productImageFormatSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });

/** A Strapi media field (`img`, `img2`); a query may ask for its `url` alone (checkout's does). */
export const productImageSchema = z.object({
  url: z.string(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  alternativeText: z.string().nullish(),
  formats: z.partialRecord(z.enum(['thumbnail', 'small', 'medium', 'large']), productImageFormatSchema).nullish(),
});

const relation = z.object({ id: z.number().int(), title: z.string() });

/**
 * One product on the wire. Only `id`, `title` and `price` are always there; a `fields[…]` query
 * leaves the rest out, and Strapi sends `null` for an empty field.
 */
export const productWireSchema = z.object({
  id: z.number().int(),
  documentId: z.string().optional(),
  title: z.string(),
  desc: z.string().nullish(),
  /** The ingredient list as the pack's label gives it, in the entry's language; optional. */
  ingredients: z.string().nullish(),
  weight: z.string().nullish(),
  /** AED, 2 decimals, VAT inclusive. */
  price: z.number().nonnegative(),
  /** AED, the struck-through price when `discount`. */
  oldprice: z.number().nonnegative().nullish(),
  discount: z.boolean().nullish(),
  /** Percent off, shown when `discount`. */
  discoamount: z.number().int().nullish(),
  outofstock: z.boolean().nullish(),
  /** Pieces in stock and not held by open checkouts (docs/decisions/046). */
  available: z.number().int().nullish(),
  flash_sale: z.boolean().nullish(),
  flash_sale_product_pcs: z.number().int().nullish(),
  max_order_qut: z.number().int().nullish(),
  type: z.enum(PRODUCT_TYPES).nullish(),
  img: productImageSchema.nullish(),
  img2: productImageSchema.nullish(),
  categories: z.array(relation).nullish(),
  sub_categories: z.array(relation).nullish(),
  /** `ar` when the entry was answered from its Arabic row (docs/decisions/048). */
  locale: z.string().nullish(),
});

/** Strapi's paging of a list (`meta.pagination`). */
export const paginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});

/** `GET /api/products?…`: the products and, for a paged query, its paging. */
export const productListSchema = z.object({
  data: z.array(productWireSchema),
  meta: z.object({ pagination: paginationSchema.optional() }).optional(),
});

/** One page of a paged product query (`pagination[page]`, a listing): `meta.pagination` is always there. */
export const productPageSchema = productListSchema.extend({ meta: z.object({ pagination: paginationSchema }) });

/** A product or category a search that found nothing offers: its shop id and its title in the page's language. */
export const searchSuggestionSchema = z.object({ id: z.number().int(), title: z.string() });

/**
 * `GET /api/products/search`: one page of a search (docs/api.md). When nothing matches,
 * `meta.suggestions` offers the closest products (often none) and the shop's categories.
 */
export const productSearchPageSchema = productPageSchema.extend({
  meta: z.object({
    pagination: paginationSchema,
    suggestions: z
      .object({ products: z.array(searchSuggestionSchema), categories: z.array(searchSuggestionSchema) })
      .optional(),
  }),
});

/** Parses the CMS's product list and maps each product once. @throws z.ZodError when the answer is not one. */
export function parseProductList(answer: unknown): Product[] {
  return productListSchema.parse(answer).data.map(toProduct);
}

/**
 * One cart line as the SPA keeps it in localStorage (`root`) and sends it as a line of the order
 * payload (docs/product.md 3 cart line): the product's wire fields under their wire names, the
 * first image's URL as `img`, and the quantity. Checkout reads only `id` and `quantity` of it.
 */
export const cartLineSchema = productWireSchema
  .pick({ id: true, title: true, price: true, available: true, max_order_qut: true, flash_sale_product_pcs: true })
  .extend({
    desc: z.string(),
    weight: z.string(),
    img: z.string(),
    outofstock: z.boolean(),
    flash_sale: z.boolean(),
    quantity: z.number().int().min(1),
  });
