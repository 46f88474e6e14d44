/**
 * Where the shop shows a product or an information page (docs/decisions/084): the admin's
 * Preview opens it, in English or Arabic (`/ar` before the path, docs/decisions/048). Products and
 * pages have no drafts: a save is live, so the preview is the shop's own page of what was saved.
 */

/** The information pages' shop paths by slug, as the storefront routes them (web/src/config/paths.ts, page-content.ts). */
export const PAGE_PATHS: Readonly<Record<string, string>> = {
  about: '/about',
  'terms-and-conditions': '/terms-&-conditions',
  'privacy-policy': '/privacy-policy',
};

/** The types the admin previews. */
export const PREVIEWED_TYPES = ['api::product.product', 'api::page.page'] as const;

/** What the preview of one entry needs: its type, the shop's product id (the English entry's) or the page's slug, and the locale. */
export interface PreviewTarget {
  uid: string;
  /** The product's numeric id, the same in both languages (the shop's ids are the English entry's). */
  productId?: number | null;
  slug?: string | null;
  locale?: string | null;
}

/**
 * The shop's address of an entry, or null when the shop has no page for it (a page with another
 * slug, another type): Strapi then offers no preview.
 *
 * @param shopUrl the storefront's origin (PUBLIC_WEB_URL), without a trailing slash.
 */
export function shopPreviewUrl(shopUrl: string, target: PreviewTarget): string | null {
  const prefix = target.locale === 'ar' ? '/ar' : '';
  if (target.uid === 'api::product.product' && target.productId)
    return `${shopUrl}${prefix}/product/${target.productId}`;
  const pagePath = target.uid === 'api::page.page' && target.slug ? PAGE_PATHS[target.slug] : undefined;
  if (pagePath) return `${shopUrl}${prefix}${pagePath}`;
  return null;
}
