/**
 * The newsletter box's only public call: create a subscription (no list, read or delete; staff see
 * subscriptions in the admin). JSON bodies only; rate limited per client address.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/newsletter-subscriptions',
      handler: 'newsletter-subscription.subscribe',
      config: {
        auth: false,
        middlewares: [
          'global::json-only',
          {
            name: 'global::rate-limit',
            config: { bucket: 'newsletter', message: 'Too many sign-ups from your connection. Please try later.' },
          },
        ],
      },
    },
  ],
};
