import type { Core } from '@strapi/strapi';

/** The shop's own settings, read as `strapi.config.get('shop.<key>')`. */
const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  const isProduction = env('NODE_ENV') === 'production';
  return {
    /** Bearer token the checkout service sends to PUT /api/order-sync (DESIGN.md 2). */
    serviceToken: env('CMS_SERVICE_TOKEN') || (isProduction ? '' : 'dev-cms-service-token'),
    /** The super admin created on first start when no admin exists. */
    adminEmail: env('CMS_ADMIN_EMAIL') || 'admin@outlet-shop.local',
    adminPassword: env('CMS_ADMIN_PASSWORD') || (isProduction ? '' : 'OutletShop-dev-1'),
    /** How often the enquiry mail outbox looks for due mails, ms. */
    mailOutboxIntervalMs: env.int('CMS_MAIL_OUTBOX_INTERVAL_MS', 30_000),
  };
};

export default config;
