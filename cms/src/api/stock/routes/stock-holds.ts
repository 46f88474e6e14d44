const serviceOnly = { auth: false as const, middlewares: ['global::service-token'] };

/**
 * Server-to-server: the checkout service holds, releases and commits an order's stock here
 * (docs/api.md, docs/decisions/046). Service token only; never public.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/stock-holds/:customer_reference_number',
      handler: 'stock-holds.hold',
      config: serviceOnly,
    },
    {
      method: 'POST',
      path: '/stock-holds/:customer_reference_number/release',
      handler: 'stock-holds.release',
      config: serviceOnly,
    },
    {
      method: 'POST',
      path: '/stock-holds/:customer_reference_number/commit',
      handler: 'stock-holds.commit',
      config: serviceOnly,
    },
  ],
};
