import type { Core } from '@strapi/strapi';
import { DEVELOPMENT_SECRETS } from '../src/config/development-secrets';

const DEV_APP_KEYS = DEVELOPMENT_SECRETS.APP_KEYS.split(',');

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // Loopback unless set, as every service (docs/operations.md "Client addresses"); the image and
  // docker-compose.yml set 0.0.0.0, where only the edge reaches the CMS.
  host: env('HOST') || '127.0.0.1',
  port: env.int('CMS_PORT', 1337),
  app: {
    // Development keys only outside production: production must set APP_KEYS.
    keys: env.array('APP_KEYS', env('NODE_ENV') === 'production' ? undefined : DEV_APP_KEYS) as string[],
  },
  dirs: {
    public: env('CMS_PUBLIC_DIR') || './public',
  },
  // Behind the shop's one-origin edge (nginx, or `npm start`'s web server), which appends the
  // visitor to X-Forwarded-For: trust exactly TRUSTED_PROXY_HOPS entries from the end, so the
  // per-client rate limits see the visitor and an X-Forwarded-For the visitor sends changes
  // nothing (docs/operations.md, "Client addresses").
  proxy: {
    koa: env.int('TRUSTED_PROXY_HOPS', 1) > 0,
    maxIpsCount: env.int('TRUSTED_PROXY_HOPS', 1),
  },
  logger: {
    updates: { enabled: false },
  },
  webhooks: {
    populateRelations: false,
  },
});

export default config;
