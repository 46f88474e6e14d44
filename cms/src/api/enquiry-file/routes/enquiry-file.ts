/** Public upload of enquiry attachments (docs/product.md 7 Mail API `/upload`, moved to its own path; docs/architecture.md 5). */
export default {
  routes: [
    {
      method: 'POST',
      path: '/enquiry-files',
      handler: 'enquiry-file.upload',
      config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { bucket: 'enquiry-upload' } }] },
    },
  ],
};
