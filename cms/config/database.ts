import type { Core } from '@strapi/strapi';

const DEV_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5433/cms';

/** PostgreSQL only (DESIGN.md 1), from CMS_DATABASE_URL. */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => ({
  connection: {
    client: 'postgres',
    connection: {
      connectionString: env('CMS_DATABASE_URL') || DEV_DATABASE_URL,
    },
    pool: { min: 0, max: env.int('CMS_DATABASE_POOL_MAX', 10) },
    acquireConnectionTimeout: 60_000,
  },
});

export default config;
