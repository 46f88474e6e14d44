/**
 * What the fixed pages of docs/product.md 2 show from the catalogue and the CMS, named once for the
 * page and for its route's loader, which reads it on the server before rendering
 * (web/src/app/router.tsx, docs/decisions/081).
 */

/** The fixed products of the home tile grid: coconut sugar, peanut butter, chocolate chips, a gift box. */
export const HOME_TILE_PRODUCT_IDS = [12, 1, 6, 16] as const;

/** The products each marketing page links to (docs/product.md 2 marketing pages), shown as picture tiles. */
export const MARKETING_PRODUCT_IDS = {
  coconutSugar: [12],
  nutButter: [1, 2, 3, 4, 5],
  chocolateChips: [6, 7, 8, 9, 10],
} as const satisfies Record<string, readonly number[]>;

/** The slug of the CMS page (Content Manager → Page) each information page shows. */
export const CMS_PAGE_SLUGS = {
  about: 'about',
  terms: 'terms-and-conditions',
  privacy: 'privacy-policy',
} as const;
