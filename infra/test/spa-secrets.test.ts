import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Secrets as the build machine would have them in its environment, each with a marker.
const SECRETS: Record<string, string> = {
  STRIPE_SECRET_KEY: 'sk_test_LEAKCHECK0000000000000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_LEAKCHECK0000000000000000',
  CMS_SERVICE_TOKEN: 'cms-token-LEAKCHECK-000000',
  PRIZE_SERVICE_TOKEN: 'prize-token-LEAKCHECK-00000',
  APP_KEYS: 'app-key-LEAKCHECK-1,app-key-LEAKCHECK-2',
  ADMIN_JWT_SECRET: 'admin-jwt-LEAKCHECK',
  JWT_SECRET: 'jwt-LEAKCHECK',
  CMS_ADMIN_PASSWORD: 'admin-password-LEAKCHECK',
  SMTP_PASS: 'smtp-pass-LEAKCHECK',
  CHECKOUT_DATABASE_URL: 'postgres://checkout:db-password-LEAKCHECK@db:5432/checkout',
};
// The development values of .env.example, which must not ship either.
const DEV_SECRETS = [
  'sk_test_sandbox',
  'whsec_sandbox',
  'dev-cms-service-token',
  'dev-prize-service-token',
  'dev-app-key',
  'dev-jwt-secret',
  'OutletShop-dev-1',
];

let outDir: string;
let files: { name: string; text: string }[] = [];
const saved = { ...process.env };

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'outlet-spa-'));
  Object.assign(process.env, SECRETS);
  await build({
    root: path.join(ROOT, 'web'),
    configFile: path.join(ROOT, 'web', 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const names = (await readdir(outDir, { recursive: true })).map(String);
  files = await Promise.all(
    names
      .filter((name) => /\.(js|css|html|json|txt|map)$/.test(name))
      .map(async (name) => ({ name, text: await readFile(path.join(outDir, name), 'utf8') })),
  );
}, 180_000);

afterAll(async () => {
  process.env = saved;
  await rm(outDir, { recursive: true, force: true });
});

it('builds the SPA', () => {
  expect(files.some((file) => file.name === 'index.html')).toBe(true);
  expect(files.filter((file) => file.name.endsWith('.js')).length).toBeGreaterThan(1);
});

it('ships no secret or token from the build environment in the built files', () => {
  const leaks = files.flatMap((file) =>
    [...Object.values(SECRETS).flatMap((value) => value.split(',')), ...DEV_SECRETS]
      .filter((secret) => file.text.includes(secret))
      .map((secret) => `${file.name}: ${secret}`),
  );
  expect(leaks).toEqual([]);
  expect(files.filter((file) => /LEAKCHECK|sk_(test|live)_|whsec_/.test(file.text)).map((file) => file.name)).toEqual(
    [],
  );
});
