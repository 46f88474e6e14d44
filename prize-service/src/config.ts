import { z } from 'zod';

/** An env string where empty means "use the default" (as `.env.example` leaves keys blank). */
const setting = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value));

const DEV_SERVICE_TOKEN = 'dev-prize-service-token';

const configSchema = z
  .object({
    NODE_ENV: setting('development'),
    PRIZE_PORT: setting('4343').transform(Number).pipe(z.number().int().min(0).max(65535)),
    PRIZE_DATABASE_URL: setting('postgres://postgres:postgres@127.0.0.1:5433/prize').pipe(z.url()),
    PRIZE_SERVICE_TOKEN: setting(DEV_SERVICE_TOKEN).pipe(z.string().min(16)),
    PRIZE_VERIFY_RATE_LIMIT_PER_MINUTE: setting('10').transform(Number).pipe(z.number().int().min(1)),
    /**
     * Reverse proxies in front that each append the caller to X-Forwarded-For: 1, the shop's
     * one-origin edge (nginx, or `npm start`'s web server). The shopper is the entry that many
     * hops from the end, so an X-Forwarded-For the shopper sends changes nothing.
     */
    TRUSTED_PROXY_HOPS: setting('1').transform(Number).pipe(z.number().int().min(0).max(10)),
    /** Shared rate-limit store for several replicas (redis://…); empty = per-process memory. */
    REDIS_URL: setting('').pipe(z.union([z.literal(''), z.url()])),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && env.PRIZE_SERVICE_TOKEN === DEV_SERVICE_TOKEN) {
      context.addIssue({
        code: 'custom',
        path: ['PRIZE_SERVICE_TOKEN'],
        message: 'development secret used in production',
      });
    }
  });

/** The prize service's settings, parsed once from the environment (see `.env.example`). */
export type Config = z.infer<typeof configSchema>;

/**
 * Parses the settings from an environment (default `process.env`) with the development
 * defaults of `.env.example`. Throws one error naming every bad key.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid prize-service settings:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
