/** Public upload of enquiry attachments (SPEC.md 7 Mail API `/upload`, moved to its own path; DESIGN.md 5). */
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
