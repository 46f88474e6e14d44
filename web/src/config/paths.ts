/**
 * Every route of the SPA (docs/product.md 2, route table). `path` is the router pattern,
 * `getHref` builds a link. The spec's spellings (`/succsess`, `/loadding`) are kept.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  brand: { path: '/products/:id', getHref: (id: number | string) => `/products/${id}` },
  /** The category listing of docs/product.md 2 (its path is not given there): the brand listing's screen. */
  category: { path: '/categories/:id', getHref: (id: number | string) => `/categories/${id}` },
  product: { path: '/product/:id', getHref: (id: number | string) => `/product/${id}` },
  offers: { path: '/offers', getHref: () => '/offers' },
  /** The whole catalogue's search (docs/decisions/076): the words in `?q=`. */
  search: { path: '/search', getHref: (query: string) => `/search?${new URLSearchParams({ q: query })}` },
  coconutSugar: { path: '/coconut-sugar', getHref: () => '/coconut-sugar' },
  nutButter: { path: '/nut-butter', getHref: () => '/nut-butter' },
  chocolateChips: { path: '/chocolate-chips', getHref: () => '/chocolate-chips' },
  contact: { path: '/contact', getHref: () => '/contact' },
  about: { path: '/about', getHref: () => '/about' },
  terms: { path: '/terms-&-conditions', getHref: () => '/terms-&-conditions' },
  privacy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  checkout: { path: '/check_out', getHref: () => '/check_out' },
  waiting: { path: '/loadding', getHref: () => '/loadding' },
  success: {
    path: '/succsess',
    getHref: (reference: string, sessionId: string) =>
      `/succsess?${new URLSearchParams({ ref: reference, session_id: sessionId })}`,
  },
  failed: { path: '/failed', getHref: () => '/failed' },
  /** The guests' order status page (docs/decisions/075): the reference may come in `?ref=`, the e-mail never. */
  orderStatus: {
    path: '/order-status',
    getHref: (reference?: string) =>
      reference ? `/order-status?${new URLSearchParams({ ref: reference })}` : '/order-status',
  },
  mail: { path: '/mail', getHref: () => '/mail' },
} as const;

/** The brand listings of docs/product.md 2 (category ids fixed by the seed data, docs/architecture.md 2). */
export const brands = [
  { id: 1, name: 'Shop all' },
  { id: 2, name: 'Arabian Delights' },
  { id: 3, name: 'Chocodate' },
  { id: 4, name: 'Wishes' },
  { id: 5, name: 'Luxury Chocolate' },
  { id: 6, name: 'XL' },
  { id: 7, name: 'Raja' },
  { id: 8, name: 'Zein' },
  { id: 9, name: 'Dara' },
] as const;

/** The brands linked from the top navigation (5 is linked from the footer only). */
export const navigationBrandIds = [2, 3, 4, 6, 7, 8, 9] as const;
