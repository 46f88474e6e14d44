import type { RateLimitConfig } from '../../../middlewares/rate-limit';

/** JSON bodies only (415 otherwise, before the count), then the per-client rate limit. */
const limited = (bucket: RateLimitConfig['bucket']) => [
  'global::json-only',
  { name: 'global::rate-limit', config: { bucket } },
];

/** Public contact enquiry calls (docs/product.md 7 Mail API); they do not clash with /api/auth/local/*. */
export default {
  routes: [
    {
      method: 'POST',
      path: '/auth/register',
      handler: 'enquiry-mail.register',
      config: { auth: false, middlewares: limited('enquiry-register') },
    },
    {
      method: 'POST',
      path: '/auth/sendmail',
      handler: 'enquiry-mail.sendmail',
      config: { auth: false, middlewares: limited('enquiry-sendmail') },
    },
  ],
};
