import type { Core } from '@strapi/strapi';
import { adminMediaOrigin, adminSecurityMiddleware } from '../src/config/admin-media';

/**
 * Origins allowed to call the CMS from a browser with credentials (docs/architecture.md 1): the storefront
 * (PUBLIC_WEB_URL), the CMS's own public URL (CMS_URL, the admin panel) and the admin's own host
 * (ADMIN_PUBLIC_URL, when set: its media library reads the shop's `/uploads/` with CORS). Extra ones:
 * CMS_CORS_ORIGINS, comma-separated. Any other origin gets no CORS headers; never `*`.
 */
export function corsOrigins(env: Core.Config.Shared.ConfigParams['env']): string[] {
  const listed = [
    env('PUBLIC_WEB_URL', 'http://localhost:5173'),
    env('CMS_URL', 'http://localhost:1337'),
    env('ADMIN_PUBLIC_URL', ''),
  ];
  const extra = (env('CMS_CORS_ORIGINS', '') as string).split(',');
  return [...new Set([...listed, ...extra].map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean))];
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // JSON request logs with a request id (replaces strapi::logger), outermost so it sees final statuses.
  'global::request-log',
  // Prometheus's HTTP, response-cache and media metrics, served on CMS_METRICS_PORT only (src/server/metrics.ts).
  'global::metrics',
  'strapi::errors',
  // PostgreSQL unreachable → 503 service_unavailable instead of 500.
  'global::service-unavailable',
  // A read's filter value its column cannot hold (filters[id][$eq]=99999999999) → 400 invalid_query.
  'global::invalid-query',
  // Strapi's CSP and headers; with the admin on its own host (ADMIN_PUBLIC_URL) or media on
  // S3_PUBLIC_URL, the admin may show images from there (src/config/admin-media.ts).
  adminSecurityMiddleware((key) => env(key)),
  {
    name: 'strapi::cors',
    config: {
      origin: corsOrigins(env),
      credentials: true,
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'X-Request-Id', 'If-None-Match'],
      expose: ['X-Request-Id', 'ETag', 'Retry-After'],
    },
  },
  'strapi::poweredBy',
  // Catalogue answers are 50–70 KB of JSON (populate=*); gzip makes them ≈ 8 KB on a phone's connection.
  'strapi::compression',
  'strapi::query',
  // Content API reads take only the shop's own query shapes (400 invalid_query otherwise), answers
  // at most CMS_MAX_ANSWER_BYTES, and a read past the database's statement timeout answers 503.
  'global::public-query',
  // Public catalogue reads: ETag, 304 and Cache-Control ...
  'global::catalogue-cache',
  // ... anonymous product reads made by the catalogue, ahead of Strapi's router (docs/decisions/100)
  // and of what they need none of (bodies, sessions, files).
  'global::catalogue',
  // Multipart only on the upload routes, into a folder per request removed when it ends; 415 elsewhere
  // before a byte is read (docs/decisions/055).
  'global::multipart',
  // JSON bodies (order sync, enquiries, admin edits): 1 MB; urlencoded and text: 64 kB; never multipart.
  {
    name: 'strapi::body',
    config: { jsonLimit: '1mb', formLimit: '64kb', textLimit: '64kb', multipart: false },
  },
  // With the admin on its own host (which serves no /uploads), its answers name media on the shop's
  // origin; what it sends back is stored as /uploads/… again.
  { name: 'global::admin-media-urls', config: { origin: adminMediaOrigin((key) => env(key)) } },
  'strapi::session',
  'strapi::favicon',
  // Every /uploads/* answer: nosniff, a CSP under which nothing runs (sandbox), a download unless an image.
  'global::uploads-headers',
  // Media kept in S3 (S3_BUCKET) answered from the bucket at /uploads/* (docs/decisions/086); else local files.
  'global::s3-media',
  'strapi::public',
  // The other public catalogue reads (inside global::catalogue-cache) from the CMS's response cache,
  // purged on every write (docs/decisions/050).
  'plugin::response-cache.catalogue',
];

export default config;
