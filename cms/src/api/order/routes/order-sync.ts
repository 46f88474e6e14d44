/** Server-to-server: the checkout service pushes each order here (docs/api.md). */
export default {
  routes: [
    {
      method: 'PUT',
      path: '/order-sync/:customer_reference_number',
      handler: 'order-sync.upsert',
      config: { auth: false, policies: ['global::has-service-token'] },
    },
  ],
};
