/**
 * The catalogue search (docs/api.md `GET /api/products/search`, docs/decisions/076, 100): public,
 * answered by the catalogue like every product read (the catalogue's Cache-Control sees its
 * `/api/products/…` path). Its file name sorts before `product.ts`, so Strapi routes `search` here
 * before the core router's `/products/:id` could take it for an id. Every search matches the words
 * in PostgreSQL, so searches are counted per client address (`CMS_SEARCH_RATE_LIMIT` a minute): a
 * stranger cannot keep the CMS busy with new words.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/products/search',
      handler: 'product.search',
      config: {
        auth: false,
        middlewares: [
          {
            name: 'global::rate-limit',
            config: {
              bucket: 'catalogue-search',
              message: 'Too many searches from your connection. Please wait a minute.',
            },
          },
        ],
      },
    },
  ],
};
