import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => {
  // The development values of .env.example apply only outside production.
  const secret = (key: string, developmentValue: string): string =>
    env(key) || (env('NODE_ENV') === 'production' ? '' : developmentValue);
  return {
    auth: { secret: secret('ADMIN_JWT_SECRET', 'dev-admin-jwt-secret') },
    apiToken: { salt: secret('API_TOKEN_SALT', 'dev-api-token-salt') },
    transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT', 'dev-transfer-token-salt') } },
    secrets: { encryptionKey: secret('ENCRYPTION_KEY', 'dev-encryption-key-32-characters!') },
    flags: { nps: false, promoteEE: false, docLinks: false },
  };
};

export default config;
