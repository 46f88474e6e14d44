import type { Product } from '@outlet-shop/shop-rules';
import type { BreadcrumbList, Organization, Product as ProductSchema, WebSite, WithContext } from 'schema-dts';

/** The shop's name in structured data and Open Graph. */
export const SHOP_NAME = 'Outlet Shop';

/** An address on the shop's origin (`/product/1` → `https://shop.example/product/1`); absolute ones stay. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** A price in fils as the decimal AED string of structured data and Open Graph (`2450` → `"24.50"`). */
export function aedAmount(fils: number): string {
  return (fils / 100).toFixed(2);
}

/**
 * A product page's schema.org `Product` with its `Offer` (docs/decisions/079): the price as a
 * decimal AED string, `InStock` or `OutOfStock` from the stock, the page's address, the image's
 * absolute address, the brand (the product's category among `brandNames`, by id).
 */
export function productJsonLd(
  product: Product,
  page: { url: string; origin: string; brandNames: Readonly<Record<number, string>> },
): WithContext<ProductSchema> {
  const brand = product.categories.find((category) => page.brandNames[category.id] !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    sku: String(product.id),
    url: page.url,
    ...(product.imageUrl ? { image: absoluteUrl(page.origin, product.imageUrl) } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: page.brandNames[brand.id] ?? brand.title } } : {}),
    offers: {
      '@type': 'Offer',
      url: page.url,
      price: aedAmount(product.priceFils),
      priceCurrency: 'AED',
      availability: product.isOutOfStock ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
  };
}

/** A `BreadcrumbList` of a listing or product page: each step's name and absolute address, home first. */
export function breadcrumbJsonLd(steps: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * The home page's `Organization` and `WebSite`, whose `SearchAction` is the shop's search page
 * (`/search?q=…`, docs/decisions/076), at `homeUrl` (the page's own language).
 */
export function homeJsonLd(origin: string, homeUrl: string): [WithContext<Organization>, WithContext<WebSite>] {
  const searchTarget = `${homeUrl.replace(/\/$/, '')}/search?q={search_term_string}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SHOP_NAME,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SHOP_NAME,
      url: homeUrl,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: searchTarget },
        // schema.org's `query-input`, which schema-dts does not name.
        ...{ 'query-input': 'required name=search_term_string' },
      },
    },
  ];
}

/** Structured data as the text of a `<script type="application/ld+json">`: `<` escaped, so no `</script>` can end it. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
