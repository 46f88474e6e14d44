import type { Core } from '@strapi/strapi';

const DEV_APP_KEYS = ['dev-app-key-1', 'dev-app-key-2', 'dev-app-key-3', 'dev-app-key-4'];

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
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
