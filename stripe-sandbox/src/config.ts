import { z } from 'zod';

/** An env string where empty means "use the default" (as `.env.example` leaves keys blank). */
const setting = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value));

const configSchema = z.object({
  STRIPE_SANDBOX_PORT: setting('12111').transform(Number).pipe(z.number().int().min(0).max(65535)),
  STRIPE_SECRET_KEY: setting('sk_test_sandbox'),
  STRIPE_WEBHOOK_SECRET: setting('whsec_sandbox'),
  STRIPE_SANDBOX_WEBHOOK_URL: setting('http://localhost:4242/v1/stripe/webhook').pipe(z.url()),
  STRIPE_SANDBOX_PUBLIC_URL: setting('http://localhost:12111').pipe(z.url()),
});

/** The sandbox's settings, parsed once from the environment (see `.env.example`). */
export type Config = z.infer<typeof configSchema>;

/**
 * Parses the settings from an environment (default `process.env`) with the development
 * defaults of `.env.example`. Throws one error naming every bad key.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid stripe-sandbox settings:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
