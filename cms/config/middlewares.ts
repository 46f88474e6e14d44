import type { Core } from '@strapi/strapi';

const config: Core.Config.Middlewares = [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  // Catalogue answers are 50–70 KB of JSON (populate=*); gzip makes them ≈ 8 KB on a phone's connection.
  'strapi::compression',
  'strapi::query',
  // Enquiry uploads: at most 10 files of 5 MB per request (formidable counts the request's total).
  { name: 'strapi::body', config: { formidable: { maxFileSize: 55 * 1024 * 1024 } } },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  // Public catalogue reads: ETag, 304 and Cache-Control with stale-while-revalidate (issue 6).
  'global::catalogue-cache',
];

export default config;
