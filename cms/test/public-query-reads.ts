import { arabicTextsQuery, CART_LINE_CMS_FIELDS, LISTING_SORT_FIELDS, productsQuery } from '@outlet-shop/shop-rules';

/**
 * Every content API read the shop's own clients send, as paths with their query: what
 * `global::public-query` must keep answering. The checkout's are its own query builders; the
 * storefront's (web/src/features/∗/api, web/src/lib/shop-setting.ts: built inline with
 * URLSearchParams, which this workspace cannot import) and the sitemaps' (web-origin/src/seo.ts)
 * are written out as those files build them, in both languages. The journeys' and benches'
 * look-ups of test products (tests/, scripts/bench) follow.
 */
export function clientReads(ids: { product: number; category: number; subCategories: number[] }): string[] {
  const { product, category, subCategories } = ids;
  const q = (entries: [string, string][]) => new URLSearchParams(entries).toString();
  const listing = (sort: readonly string[], extra: [string, string][]) =>
    q([
      ['populate', '*'],
      ...sort.map((field, index): [string, string] => [`sort[${index}]`, field]),
      ['pagination[page]', '1'],
      ['pagination[pageSize]', '24'],
      ...extra,
    ]);
  const storefront = (locale: [string, string][]) => [
    // get-brand-products.ts: every order, a brand, its sub-categories, the search box; Shop all.
    ...Object.values(LISTING_SORT_FIELDS).map(
      (sort) => `/api/products?${listing(sort, [...locale, ['filters[categories][id][$eq]', String(category)]])}`,
    ),
    `/api/products?${listing(LISTING_SORT_FIELDS['price:asc'], [
      ...locale,
      ['filters[categories][id][$eq]', String(category)],
      ...subCategories.map((id, index): [string, string] => [`filters[sub_categories][id][$in][${index}]`, String(id)]),
      ['filters[title][$containsi]', 'date'],
    ])}`,
    `/api/products?${listing(LISTING_SORT_FIELDS.newest, [...locale, ['filters[title][$containsi]', 'تمر']])}`,
    // get-product.ts, get-products-by-ids.ts, get-products-by-type.ts
    `/api/products?${q([['filters[id][$eq]', String(product)], ['populate', '*'], ...locale])}`,
    `/api/products?${q([['filters[id][$in][0]', String(product)], ['populate[0]', 'img'], ['pagination[pageSize]', '1'], ...locale])}`,
    `/api/products?${q([['populate', '*'], ['filters[type][$eq]', 'offers'], ['sort', 'price:asc'], ...locale])}`,
    // refresh-saved-cart.ts
    `/api/products?${q([
      ['pagination[pageSize]', '100'],
      ['filters[id][$in][0]', String(product)],
      ...CART_LINE_CMS_FIELDS.map((field, index): [string, string] => [`fields[${index}]`, field]),
      ...locale,
    ])}`,
    // get-category.ts, get-sub-categories.ts (a brand; Shop all), get-page.ts, shop-setting.ts
    `/api/categories?${q([['filters[id][$eq]', String(category)], ...locale])}`,
    `/api/sub-categories?${q([['sort', 'title:asc'], ...locale, ['filters[categories][id][$eq]', String(category)]])}`,
    `/api/sub-categories?${q([['sort', 'title:asc'], ...locale])}`,
    `/api/pages?${q([['filters[slug][$eq]', 'about'], ...locale])}`,
    `/api/shop-setting${locale.length > 0 ? `?${q(locale)}` : ''}`,
    // search-products.ts
    `/api/products/search?${q([['q', 'dates'], ['page', '1'], ['pageSize', '24'], ...locale])}`,
  ];
  return [
    ...storefront([]),
    ...storefront([['locale', 'ar']]),
    // get-banners.ts: every language at once.
    `/api/banners?${q([
      ['populate', 'image'],
      ['sort', 'position'],
      ['locale', '*'],
    ])}`,
    // web-origin/src/seo.ts: the sitemaps.
    `/api/products?${q([
      ['pagination[page]', '1'],
      ['pagination[pageSize]', '100'],
      ['fields[0]', 'updatedAt'],
    ])}`,
    `/api/categories?${q([
      ['pagination[page]', '1'],
      ['pagination[pageSize]', '100'],
      ['fields[0]', 'updatedAt'],
    ])}`,
    `/api/pages?${q([
      ['pagination[page]', '1'],
      ['pagination[pageSize]', '100'],
      ['fields[0]', 'slug'],
      ['fields[1]', 'updatedAt'],
    ])}`,
    // The checkout's (checkout-service/src/clients/catalog.ts), from shop-rules.
    `/api/products?${productsQuery([product, product + 1])}`,
    `/api/products?${arabicTextsQuery([product, product + 1])}`,
    // The journeys' and benches' look-ups (tests/support/shop.ts, tests/e2e, scripts/bench).
    '/api/products?filters[outofstock][$eq]=false&filters[available][$gte]=20&filters[flash_sale][$eq]=false&filters[max_order_qut][$null]=true&filters[price][$lte]=60&sort=id:asc&pagination[pageSize]=3',
    '/api/products?filters[outofstock][$eq]=false&filters[flash_sale][$eq]=false&filters[max_order_qut][$null]=true&sort=id:desc&pagination[pageSize]=1&pagination[page]=3',
    '/api/products?filters[max_order_qut][$eq]=2&filters[outofstock][$eq]=false&filters[flash_sale][$eq]=false&pagination[pageSize]=1',
    '/api/products?filters[flash_sale][$eq]=true&filters[flash_sale_product_pcs][$eq]=3&filters[outofstock][$eq]=false&filters[max_order_qut][$null]=true&sort=id:asc&pagination[pageSize]=1',
    '/api/products?filters[available][$gte]=10&filters[flash_sale][$eq]=false&filters[id][$ne]=3&pagination[pageSize]=4',
    `/api/products?filters[id][$eq]=${product}&filters[title][$ne]=marker-1`,
    `/api/products?filters[id][$in][0]=${product}&sort=price:asc`,
    '/api/products?filters[title][$eq]=Scale%20Product%200001&fields[0]=title',
    '/api/products?pagination[pageSize]=5&populate=*',
    '/api/products?filters[price][$lt]=99999999',
    `/api/products?populate=*&sort[0]=outofstock:asc&sort[1]=price:asc&sort[2]=id:asc&pagination[page]=1&pagination[pageSize]=60&filters[categories][id][$eq]=${category}&filters[id][$ne]=1000001`,
    `/api/products?populate=*&filters[categories][id][$eq]=${category}&sort=outofstock:asc,price:asc,id:asc`,
    '/api/categories?filters[title][$eq]=Scale%20Test%20Brand',
    '/api/banners?populate=image&filters[position][$eq]=9&locale=ar',
  ];
}
