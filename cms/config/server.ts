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
  // Behind a reverse proxy that sets X-Forwarded-For (nginx), trust it so per-client rate
  // limits see the visitor's address; never when the CMS port is reachable directly.
  proxy: { koa: env.bool('CMS_TRUST_PROXY', false) },
  logger: {
    updates: { enabled: false },
  },
  webhooks: {
    populateRelations: false,
  },
});

export default config;
