import type { Core } from '@strapi/strapi';

const DEV_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5433/cms';

/** PostgreSQL only (docs/architecture.md 1), from CMS_DATABASE_URL. */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database<'postgres'> => {
  const url = new URL(env('CMS_DATABASE_URL') || DEV_DATABASE_URL);
  return {
    connection: {
      client: 'postgres',
      connection: {
        host: url.hostname,
        port: Number(url.port || 5432),
        database: decodeURIComponent(url.pathname.slice(1)),
        user: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        ssl: url.searchParams.get('sslmode') === 'require' ? { rejectUnauthorized: false } : false,
        schema: 'public',
      },
      pool: { min: 0, max: env.int('CMS_DATABASE_POOL_MAX', 10) },
      acquireConnectionTimeout: 60_000,
    },
  };
};

export default config;
