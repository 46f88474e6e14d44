/** Server-to-server: the checkout service pushes each order here and reads how far staff shipped it (docs/api.md). */
export default {
  routes: [
    {
      method: 'PUT',
      path: '/order-sync/:customer_reference_number',
      handler: 'order-sync.upsert',
      config: { auth: false, middlewares: ['global::service-token'] },
    },
    {
      method: 'GET',
      path: '/order-sync/:customer_reference_number/fulfilment',
      handler: 'order-sync.fulfilment',
      config: { auth: false, middlewares: ['global::service-token'] },
    },
  ],
};
