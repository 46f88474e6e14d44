import type { BreadcrumbList, WithContext } from 'schema-dts';

/*
 * What every page's tags and structured data need (web/src/components/page-meta.tsx): the shop's
 * name, absolute addresses, a listing's or product's breadcrumb and the JSON-LD block's text. The
 * home page's and a product's own structured data are their pages' (features/home/home-json-ld.ts,
 * lib/structured-data.ts), loaded with those pages, not with every first page (docs/performance.md,
 * "Storefront's first page").
 */

/** The shop's name in structured data and Open Graph. */
export const SHOP_NAME = 'Outlet Shop';

/** An address on the shop's origin (`/product/1` → `https://shop.example/product/1`); absolute ones stay. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
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

/** Structured data as the text of a `<script type="application/ld+json">`: `<` escaped, so no `</script>` can end it. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
