/*
 * The first screen's catalogue read, asked for while the app's script downloads rather than after it
 * (docs/performance.md, "Storefront"): the home page's banners, a listing's first page, a product.
 * A classic script with no imports, so it runs as soon as it arrives; the app's own fetch of the
 * same URL then takes the preloaded answer. The URLs are the app's own (web/src/app/first-screen.test.ts
 * keeps them equal). Paths may start with a locale (`/ar/products/2`).
 */
(() => {
  const api = '/api';
  // The app's locale parameter: none in English, `locale=ar` under /ar (web/src/lib/i18n.ts).
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(location.pathname)?.[1];
  const localeParams = prefix && prefix !== 'en' ? [['locale', prefix]] : [];
  const listing = (categoryId) => {
    const query = new URLSearchParams({
      populate: '*',
      'filters[price][$lte]': '200',
      'sort[0]': 'outofstock:asc',
      'sort[1]': 'price:asc',
      'sort[2]': 'id:asc',
      'pagination[page]': '1',
      'pagination[pageSize]': '24',
    });
    for (const [key, value] of localeParams) query.set(key, value);
    if (categoryId !== '1') query.set('filters[categories][id][$eq]', categoryId);
    return `${api}/products?${query}`;
  };
  const routes = [
    [/^\/$/, () => `${api}/banners?${new URLSearchParams({ populate: 'image', sort: 'position', locale: '*' })}`],
    [/^\/(?:products|categories)\/([1-9]\d*)$/, listing],
    [
      /^\/product\/([1-9]\d*)$/,
      (id) => `${api}/products?${new URLSearchParams([['filters[id][$eq]', id], ['populate', '*'], ...localeParams])}`,
    ],
  ];
  const path = location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '').replace(/(.)\/$/, '$1') || '/';
  for (const [pattern, url] of routes) {
    const match = pattern.exec(path);
    if (!match) continue;
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'fetch');
    link.setAttribute('crossorigin', 'anonymous');
    link.setAttribute('href', url(match[1]));
    document.head.append(link);
    return;
  }
})();
