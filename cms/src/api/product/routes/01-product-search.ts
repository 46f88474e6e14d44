/**
 * The catalogue search (docs/api.md `GET /api/products/search`, docs/decisions/076, 100): public,
 * answered by the catalogue like every product read (the catalogue's Cache-Control sees its
 * `/api/products/…` path). Its file name sorts before `product.ts`, so Strapi routes `search` here
 * before the core router's `/products/:id` could take it for an id. A search whose words the
 * catalogue has not matched since the last write reads PostgreSQL, so those count per client
 * address (`CMS_SEARCH_RATE_LIMIT` a minute, in the controller): a stranger cannot keep the CMS
 * busy with new words, and shoppers behind one address asking the same words are not held back.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/products/search',
      handler: 'product.search',
      config: { auth: false },
    },
  ],
};
