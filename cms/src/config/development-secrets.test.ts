import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { env } from '@strapi/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminConfig from '../../config/admin';
import pluginsConfig from '../../config/plugins';
import serverConfig from '../../config/server';
import shopConfig from '../../config/shop';
import { DEVELOPMENT_SECRETS, developmentSecretsInUse, refuseDevelopmentSecrets } from './development-secrets';

const ENV_EXAMPLE = parseEnv(readFileSync(path.resolve(__dirname, '../../../.env.example'), 'utf8'));

/** The CMS's settings as Strapi reads them from config/*.ts under `values` (then `strapi.config.get`). */
function configUnder(values: Record<string, string | undefined>): (configPath: string) => unknown {
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
  const config: Record<string, unknown> = {
    server: serverConfig({ env }),
    admin: adminConfig({ env }),
    shop: shopConfig({ env }),
    'plugin::users-permissions': (pluginsConfig({ env }) as Record<string, { config: unknown }>)['users-permissions']
      ?.config,
  };
  return (configPath) =>
    configPath.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], config);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the development secrets of .env.example', () => {
  it('are the ones .env.example sets', () => {
    for (const [key, value] of Object.entries(DEVELOPMENT_SECRETS)) expect(ENV_EXAMPLE[key], key).toBe(value);
  });

  it('are all found when a production CMS is started from a .env copied from .env.example', () => {
    const read = configUnder({ ...ENV_EXAMPLE, NODE_ENV: 'production' });
    expect(developmentSecretsInUse(read)).toEqual(Object.keys(DEVELOPMENT_SECRETS));
    expect(() => refuseDevelopmentSecrets('production', read)).toThrow(
      /APP_KEYS: development secret used in production[\s\S]*CMS_ADMIN_PASSWORD: development secret/,
    );
  });

  it('are refused in production even as one key of a list (APP_KEYS), and allowed in development', () => {
    const secrets = Object.fromEntries(Object.keys(DEVELOPMENT_SECRETS).map((key) => [key, `real-${key}-value`]));
    const read = configUnder({ ...secrets, APP_KEYS: 'real-key-1,dev-app-key-2', NODE_ENV: 'production' });
    expect(developmentSecretsInUse(read)).toEqual(['APP_KEYS']);
    expect(
      developmentSecretsInUse(configUnder({ ...secrets, JWT_SECRET: 'CHANGE-ME', NODE_ENV: 'production' })),
    ).toEqual(['JWT_SECRET']);
    expect(() =>
      refuseDevelopmentSecrets('production', configUnder({ ...secrets, NODE_ENV: 'production' })),
    ).not.toThrow();
    expect(() => refuseDevelopmentSecrets('development', configUnder(ENV_EXAMPLE))).not.toThrow();
  });
});

describe('config/server.ts', () => {
  it('listens on loopback unless HOST is set (the containers set 0.0.0.0)', () => {
    vi.stubEnv('HOST', undefined);
    expect(serverConfig({ env }).host).toBe('127.0.0.1');
    expect(configUnder(ENV_EXAMPLE)('server.host')).toBe('127.0.0.1');
    vi.stubEnv('HOST', '0.0.0.0');
    expect(serverConfig({ env }).host).toBe('0.0.0.0');
  });
});
