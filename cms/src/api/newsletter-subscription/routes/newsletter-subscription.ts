/**
 * The newsletter box's only public call: create a subscription (no list, read or delete; staff see
 * subscriptions in the admin). Rate limited per client address.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/newsletter-subscriptions',
      handler: 'newsletter-subscription.subscribe',
      config: { auth: false, middlewares: ['api::newsletter-subscription.rate-limit'] },
    },
  ],
};
