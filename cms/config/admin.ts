import type { Core } from '@strapi/strapi';
import { DEVELOPMENT_SECRETS, type DevelopmentSecretKey } from '../src/config/development-secrets';
import { PREVIEWED_TYPES, shopPreviewUrl } from '../src/config/shop-preview';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => {
  // The development values of .env.example apply only outside production (where src/index.ts
  // refuses them even when set: docs/decisions/059).
  const secret = (key: DevelopmentSecretKey): string =>
    env(key) || (env('NODE_ENV') === 'production' ? '' : DEVELOPMENT_SECRETS[key]);
  const shopUrl = (env('PUBLIC_WEB_URL') || 'http://localhost:5173').replace(/\/$/, '');
  return {
    auth: { secret: secret('ADMIN_JWT_SECRET') },
    apiToken: { salt: secret('API_TOKEN_SALT') },
    transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
    flags: { nps: false, promoteEE: false, docLinks: false },
    // Preview (docs/decisions/084): a product or information page opens on the shop, in the locale edited.
    preview: {
      enabled: true,
      config: {
        allowedOrigins: [new URL(shopUrl).origin],
        async handler(uid: string, { documentId, locale }: { documentId: string; locale?: string }) {
          if (!(PREVIEWED_TYPES as readonly string[]).includes(uid)) return null;
          // The shop's ids are the English entry's; a page's slug is shared by its languages.
          const english = (await strapi.db.query(uid as (typeof PREVIEWED_TYPES)[number]).findOne({
            select: uid === 'api::page.page' ? ['id', 'slug'] : ['id'],
            where: { documentId, locale: 'en' },
          })) as { id: number; slug?: string } | null;
          if (!english) return null;
          return shopPreviewUrl(shopUrl, { uid, productId: english.id, slug: english.slug, locale });
        },
      },
    },
  };
};

export default config;
