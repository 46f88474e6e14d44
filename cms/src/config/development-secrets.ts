/**
 * The CMS's development secrets (`.env.example`'s values), defined once: config/*.ts falls back to
 * them outside production, and {@link developmentSecretsInUse} finds them in production, where the
 * CMS refuses to start with any of them (docs/decisions/059-production-refuses-development-secrets.md).
 */
export const DEVELOPMENT_SECRETS = {
  APP_KEYS: 'dev-app-key-1,dev-app-key-2,dev-app-key-3,dev-app-key-4',
  ADMIN_JWT_SECRET: 'dev-admin-jwt-secret',
  API_TOKEN_SALT: 'dev-api-token-salt',
  TRANSFER_TOKEN_SALT: 'dev-transfer-token-salt',
  ENCRYPTION_KEY: 'dev-encryption-key-32-characters!',
  JWT_SECRET: 'dev-jwt-secret',
  CMS_SERVICE_TOKEN: 'dev-cms-service-token',
  CHECKOUT_SERVICE_TOKEN: 'dev-checkout-service-token',
  CMS_ADMIN_PASSWORD: 'OutletShop-dev-1',
} as const;

/** A development secret's key, as `.env.example` names it. */
export type DevelopmentSecretKey = keyof typeof DEVELOPMENT_SECRETS;

/** Where Strapi keeps each setting once config/*.ts has read it (`strapi.config.get(path)`). */
export const SECRET_CONFIG_PATHS: Readonly<Record<DevelopmentSecretKey, string>> = {
  APP_KEYS: 'server.app.keys',
  ADMIN_JWT_SECRET: 'admin.auth.secret',
  API_TOKEN_SALT: 'admin.apiToken.salt',
  TRANSFER_TOKEN_SALT: 'admin.transfer.token.salt',
  ENCRYPTION_KEY: 'admin.secrets.encryptionKey',
  JWT_SECRET: 'plugin::users-permissions.jwtSecret',
  CMS_SERVICE_TOKEN: 'shop.serviceToken',
  CHECKOUT_SERVICE_TOKEN: 'shop.checkoutServiceToken',
  CMS_ADMIN_PASSWORD: 'shop.adminPassword',
};

/** The placeholder of infra/k8s/secrets.env.example: never a secret. */
const PLACEHOLDER_SECRET = /CHANGE-ME/i;

/**
 * The keys whose configured value is a development secret: equal to it, or, for `APP_KEYS` (a
 * list), holding any one of its keys; or that still hold the examples' placeholder (`CHANGE-ME`).
 *
 * @param read a setting by its config path (`strapi.config.get`).
 * @returns `.env.example` key names, in {@link DEVELOPMENT_SECRETS} order; empty when none is used.
 */
export function developmentSecretsInUse(read: (configPath: string) => unknown): DevelopmentSecretKey[] {
  return (Object.keys(DEVELOPMENT_SECRETS) as DevelopmentSecretKey[]).filter((key) => {
    const value = read(SECRET_CONFIG_PATHS[key]);
    const developmentValues = key === 'APP_KEYS' ? DEVELOPMENT_SECRETS.APP_KEYS.split(',') : [DEVELOPMENT_SECRETS[key]];
    const values = Array.isArray(value) ? value.map(String) : [String(value ?? '')];
    return values.some((item) => developmentValues.includes(item.trim()) || PLACEHOLDER_SECRET.test(item));
  });
}

/**
 * Throws when the CMS runs in production (`NODE_ENV=production`) with any development secret, so
 * it never starts with keys anyone can read in this repository.
 *
 * @throws Error naming every such key.
 */
export function refuseDevelopmentSecrets(environment: unknown, read: (configPath: string) => unknown): void {
  if (environment !== 'production') return;
  const used = developmentSecretsInUse(read);
  if (used.length === 0) return;
  throw new Error(
    `Invalid cms settings:\n  ${used.map((key) => `${key}: development secret used in production`).join('\n  ')}`,
  );
}
