/**
 * The shared contract's zod parsers of what the CMS answers (`@outlet-shop/shop-rules`), for the
 * SPA's reads. Import it only with `await import('@/lib/cms-contracts')`: a page's first data comes
 * with the server's HTML, so zod (about 25 KB gzip) loads when the page first asks the CMS itself,
 * not with the first page (docs/decisions/090; the first page's budget, docs/decisions/010).
 */
export {
  deliverySettingWireSchema,
  parseProductList,
  productPageSchema,
  productSearchPageSchema,
  toDeliverySettings,
} from '@outlet-shop/shop-rules';
