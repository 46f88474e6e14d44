import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { z } from 'zod';

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const port = z.coerce.number().int().min(1).max(65535);

const StackEnv = z.object({
  WEB_PORT: port,
  CMS_PORT: port,
  CHECKOUT_PORT: port,
  PRIZE_PORT: port,
  STRIPE_SANDBOX_PORT: port,
  POSTGRES_PORT: port,
  SMTP_PORT: port,
  MAILDEV_WEB_PORT: port,
  PUBLIC_WEB_URL: z.url(),
  DATABASE_URL: z.string(),
  CMS_DATABASE_URL: z.string(),
  CHECKOUT_DATABASE_URL: z.string(),
  PRIZE_DATABASE_URL: z.string(),
  CMS_ADMIN_EMAIL: z.email(),
  CMS_ADMIN_PASSWORD: z.string().min(8),
  STRIPE_API_URL: z.string(),
  STRIPE_SANDBOX_PUBLIC_URL: z.string(),
});

/** What the stack runner needs to know, parsed once from the environment. */
export interface StackConfig {
  ports: {
    web: number;
    cms: number;
    checkout: number;
    prize: number;
    stripeSandbox: number;
    postgres: number;
    smtp: number;
    maildevWeb: number;
  };
  publicWebUrl: string;
  adminEmail: string;
  adminPassword: string;
  /** Server URL given by the operator; empty means embedded PostgreSQL. */
  databaseUrl: string;
  serviceDatabaseUrls: { cms: string; checkout: string; prize: string };
  /** Whether stripe-sandbox is used (no real Stripe API configured). */
  usesStripeSandbox: boolean;
  /** Where this profile keeps PostgreSQL data, logs and build stamps. */
  dataDir: string;
  postgresDataDir: string;
  /** Every setting, defaults included: what the child processes receive. */
  env: Record<string, string>;
}

/**
 * Reads `.env.example` (the defaults), then `.env`, then the process environment, and
 * validates the result.
 *
 * @param overrides settings that win over everything (the test profile's ports).
 * @param profile `dev` keeps data in `.data/`, `test` in `.data/test/` (`.data/<STACK_DATA_FOLDER>/`
 *   when the test profile names another, one per port offset).
 * @throws naming every invalid key.
 */
export function loadStackConfig(overrides: Record<string, string> = {}, profile: 'dev' | 'test' = 'dev'): StackConfig {
  const env: Record<string, string> = {
    ...readEnvFile(path.join(ROOT, '.env.example')),
    ...readEnvFile(path.join(ROOT, '.env')),
    ...definedOnly(process.env),
    ...overrides,
  };
  // What `.env.example` leaves unset means this runner's own stand-ins (docker-compose.yml's dev
  // file chooses its containers for the same keys); an empty STRIPE_API_URL stays empty: real
  // Stripe, as an unset one is in production or with a live key (the checkout refuses a sandbox then).
  const takesRealMoney = env.NODE_ENV === 'production' || /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY ?? '');
  env.PUBLIC_WEB_URL ??= `http://localhost:${env.WEB_PORT}`;
  env.STRIPE_API_URL ??= takesRealMoney ? '' : `http://localhost:${env.STRIPE_SANDBOX_PORT}`;
  env.STRIPE_SANDBOX_WEBHOOK_URL ??= `http://localhost:${env.CHECKOUT_PORT}/v1/stripe/webhook`;
  env.SMTP_HOST ??= 'localhost';
  const parsed = StackEnv.safeParse(env);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n  ${keys.join('\n  ')}`);
  }
  const e = parsed.data;
  const testFolder = /^test(-\d+)?$/.test(env.STACK_DATA_FOLDER ?? '') ? (env.STACK_DATA_FOLDER as string) : 'test';
  const dataDir = profile === 'dev' ? path.join(ROOT, '.data') : path.join(ROOT, '.data', testFolder);
  return {
    ports: {
      web: e.WEB_PORT,
      cms: e.CMS_PORT,
      checkout: e.CHECKOUT_PORT,
      prize: e.PRIZE_PORT,
      stripeSandbox: e.STRIPE_SANDBOX_PORT,
      postgres: e.POSTGRES_PORT,
      smtp: e.SMTP_PORT,
      maildevWeb: e.MAILDEV_WEB_PORT,
    },
    publicWebUrl: e.PUBLIC_WEB_URL,
    adminEmail: e.CMS_ADMIN_EMAIL,
    adminPassword: e.CMS_ADMIN_PASSWORD,
    databaseUrl: e.DATABASE_URL,
    serviceDatabaseUrls: { cms: e.CMS_DATABASE_URL, checkout: e.CHECKOUT_DATABASE_URL, prize: e.PRIZE_DATABASE_URL },
    usesStripeSandbox: e.STRIPE_API_URL !== '',
    dataDir,
    postgresDataDir: path.join(dataDir, 'postgres'),
    env,
  };
}

function readEnvFile(file: string): Record<string, string> {
  return existsSync(file) ? definedOnly(parseEnv(readFileSync(file, 'utf8'))) : {};
}

function definedOnly(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
