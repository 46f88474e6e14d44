import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { expect, it } from 'vitest';
import { DEVELOPMENT_SECRETS } from '../src/config/development-secrets';
import { startTestCms } from './strapi-harness';

// A compose stack started from a `.env` copied from `.env.example` runs its CMS in production
// (docker-compose.yml fixes NODE_ENV): it must not start with the secrets anyone can read here.
const ENV_EXAMPLE = parseEnv(readFileSync(path.resolve(__dirname, '../../.env.example'), 'utf8'));
const EXAMPLE_SECRETS = Object.fromEntries(
  Object.keys(DEVELOPMENT_SECRETS).map((key) => [key, ENV_EXAMPLE[key] ?? '']),
);

it("refuses to start in production with .env.example's secrets, naming each", async () => {
  const started = startTestCms({ ...EXAMPLE_SECRETS, NODE_ENV: 'production' });
  await expect(started).rejects.toThrow(/APP_KEYS: development secret used in production/);
  await expect(started).rejects.toThrow(/ADMIN_JWT_SECRET[\s\S]*CMS_SERVICE_TOKEN[\s\S]*CMS_ADMIN_PASSWORD/);
});
