import type { Core } from '@strapi/strapi';
import { DEVELOPMENT_SECRETS, type DevelopmentSecretKey } from '../src/config/development-secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => {
  // The development values of .env.example apply only outside production (where src/index.ts
  // refuses them even when set: docs/decisions/059).
  const secret = (key: DevelopmentSecretKey): string =>
    env(key) || (env('NODE_ENV') === 'production' ? '' : DEVELOPMENT_SECRETS[key]);
  return {
    auth: { secret: secret('ADMIN_JWT_SECRET') },
    apiToken: { salt: secret('API_TOKEN_SALT') },
    transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
    flags: { nps: false, promoteEE: false, docLinks: false },
  };
};

export default config;
