/**
 * Server-to-server: the checkout service reads the supplier of its tax documents, staff's
 * mailboxes and the contact details of its mails here (docs/api.md, docs/decisions/084). Service
 * token only; never public, never kept by the response cache (its path is outside the catalogue's).
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/services/shop-setting',
      handler: 'shop-setting.forServices',
      config: { auth: false, middlewares: ['global::service-token'] },
    },
  ],
};
