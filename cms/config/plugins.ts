import path from 'node:path';
import { MAX_UPLOAD_FILE_BYTES } from '@outlet-shop/shop-rules';
import type { Core } from '@strapi/strapi';
import { DEVELOPMENT_SECRETS } from '../src/config/development-secrets';
import { uploadProviderConfig } from '../src/config/upload-provider';
import { MEDIA_MIME_TYPES } from '../src/extensions/upload/media-check';
import { responseCacheConfig } from '../src/plugins/response-cache/server/settings';

/** Only the image types staff need (JPEG, PNG, WebP, GIF, AVIF); never SVG, HTML or PDF. */
const allowedMediaTypes = [...MEDIA_MIME_TYPES];

/** SVG runs script when opened: refused even if someone widens the list above. */
const deniedTypes = ['image/svg+xml'];

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET') || (env('NODE_ENV') === 'production' ? '' : DEVELOPMENT_SECRETS.JWT_SECRET),
      jwtManagement: 'refresh',
      sessions: { httpOnly: true },
    },
  },
  upload: {
    config: {
      // Local disk, or S3-compatible storage when S3_BUCKET is set (before scaling the CMS out).
      ...uploadProviderConfig((key) => env(key)),
      sizeLimit: MAX_UPLOAD_FILE_BYTES,
      security: { allowedTypes: allowedMediaTypes, deniedTypes },
    },
  },
  // Public catalogue reads answered from memory (or Redis with REDIS_URL), purged on every write (docs/decisions/050).
  'strapi-cache': {
    enabled: true,
    config: responseCacheConfig((key) => env(key)),
  },
  // The shop's side of that cache (src/plugins/response-cache): which reads it answers (none that
  // shows a product: those are the catalogue's, src/api/product/catalogue), purges after writes. Resolved beside this file, so the compiled plugin is the one loaded.
  'response-cache': {
    enabled: true,
    resolve: path.join(__dirname, '..', 'src', 'plugins', 'response-cache'),
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', 'localhost'),
        port: env.int('SMTP_PORT', 1025),
        secure: false,
        ignoreTLS: true,
      },
      settings: {
        defaultFrom: env('MAIL_FROM', 'Outlet Shop <shop@outlet-shop.example>'),
      },
    },
  },
});

export default config;
