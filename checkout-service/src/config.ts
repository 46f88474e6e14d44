import { z } from 'zod';

/** An env string where empty means "use the default" (as `.env.example` leaves keys blank). */
const setting = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value));

const url = (fallback: string) => setting(fallback).pipe(z.url());

const DEV_SECRETS = {
  CMS_SERVICE_TOKEN: 'dev-cms-service-token',
  PRIZE_SERVICE_TOKEN: 'dev-prize-service-token',
  STRIPE_SECRET_KEY: 'sk_test_sandbox',
  STRIPE_WEBHOOK_SECRET: 'whsec_sandbox',
} as const;

const configSchema = z
  .object({
    NODE_ENV: setting('development'),
    CHECKOUT_PORT: setting('4242').transform(Number).pipe(z.number().int().min(0).max(65535)),
    CHECKOUT_DATABASE_URL: url('postgres://postgres:postgres@127.0.0.1:5433/checkout'),
    CMS_URL: url('http://localhost:1337'),
    CMS_SERVICE_TOKEN: setting(DEV_SECRETS.CMS_SERVICE_TOKEN),
    PRIZE_URL: url('http://localhost:4343'),
    PRIZE_SERVICE_TOKEN: setting(DEV_SECRETS.PRIZE_SERVICE_TOKEN),
    STRIPE_SECRET_KEY: setting(DEV_SECRETS.STRIPE_SECRET_KEY),
    STRIPE_PUBLISHABLE_KEY: setting('pk_test_sandbox'),
    STRIPE_WEBHOOK_SECRET: setting(DEV_SECRETS.STRIPE_WEBHOOK_SECRET),
    // Not `setting`: an empty value is meaningful (real Stripe), only absence means the sandbox.
    STRIPE_API_URL: z
      .string()
      .optional()
      .transform((value) => (value === undefined ? 'http://localhost:12111' : value))
      .pipe(z.union([z.literal(''), z.url()])),
    STRIPE_SANDBOX_PUBLIC_URL: url('http://localhost:12111'),
    PUBLIC_WEB_URL: url('http://localhost:5173'),
    SHOP_BRAND: setting('OUTLET-SHOP'),
    // Orders and Checkout Sessions one client address may create per minute (429 after).
    CHECKOUT_CREATIONS_PER_MINUTE: setting('120').transform(Number).pipe(z.number().int().min(1)),
    /**
     * Reverse proxies in front that each append the caller to X-Forwarded-For: 1, the shop's
     * one-origin edge (nginx, or `npm start`'s web server). The shopper is the entry that many
     * hops from the end, so an X-Forwarded-For the shopper sends changes nothing.
     */
    TRUSTED_PROXY_HOPS: setting('1').transform(Number).pipe(z.number().int().min(0).max(10)),
    // Order confirmation mails (the same SMTP settings as the CMS's enquiry mails).
    SMTP_HOST: setting('localhost'),
    SMTP_PORT: setting('1025').transform(Number).pipe(z.number().int().min(1).max(65535)),
    SMTP_SECURE: setting('false').transform((value) => value === 'true'),
    SMTP_USER: setting(''),
    SMTP_PASS: setting(''),
    MAIL_FROM: setting('Outlet Shop <shop@outlet-shop.example>'),
    ORDER_MAIL_INTERVAL_MS: setting('5000').transform(Number).pipe(z.number().int().min(100)),
    ORDER_MAIL_RETRY_BASE_MS: setting('30000').transform(Number).pipe(z.number().int().min(10)),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    for (const [key, devValue] of Object.entries(DEV_SECRETS)) {
      if (env[key as keyof typeof DEV_SECRETS] === devValue) {
        context.addIssue({ code: 'custom', path: [key], message: 'development secret used in production' });
      }
    }
  });

/** The checkout service's settings, parsed once from the environment (see `.env.example`). */
export type Config = z.infer<typeof configSchema>;

/**
 * Parses the settings from an environment (default `process.env`), applying the
 * development defaults of `.env.example`. Throws one error naming every bad key.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid checkout-service settings:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** True when the Stripe SDK is pointed at the local stripe-sandbox (STRIPE_API_URL set). */
export function isSandboxPayment(config: Config): boolean {
  return config.STRIPE_API_URL !== '';
}
