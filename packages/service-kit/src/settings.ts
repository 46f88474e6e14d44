import { z } from 'zod';

/** An env string where empty or absent means `fallback` (as `.env.example` leaves keys blank). */
export function setting(fallback: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value));
}

/** A URL setting (`setting` then `z.url()`). */
export function urlSetting(fallback: string) {
  return setting(fallback).pipe(z.url());
}

/** A whole-number setting between `min` and `max` (inclusive), e.g. a count or a time in ms. */
export function integerSetting(fallback: string, { min, max }: { min: number; max?: number }) {
  const number = z.number().int().min(min);
  return setting(fallback)
    .transform(Number)
    .pipe(max === undefined ? number : number.max(max));
}

/** A TCP port to listen on, 0–65535 (0: any free port). */
export function portSetting(fallback: string) {
  return integerSetting(fallback, { min: 0, max: 65535 });
}

/**
 * The interface a service listens on (`HOST`, the same key for every service): loopback
 * (`127.0.0.1`) unless set, so a development machine's services answer no one on its network
 * (they trust X-Forwarded-For from whoever reaches their port, docs/operations.md "Client
 * addresses"). Containers set `HOST=0.0.0.0` (their images and docker-compose.yml): only the edge
 * reaches them there. An IPv4 or IPv6 address, or `localhost`.
 */
export function listenHostSetting() {
  return setting('127.0.0.1').pipe(z.union([z.ipv4(), z.ipv6(), z.literal('localhost')], 'an IP address to listen on'));
}

/** A flag: true only for the string `true`. */
export function flagSetting(fallback: 'true' | 'false') {
  return setting(fallback).transform((value) => value === 'true');
}

/** The placeholder of the secrets' examples (infra/k8s/secrets.env.example): never a secret. */
export const PLACEHOLDER_SECRET = /CHANGE-ME/i;

/**
 * A `superRefine` for a settings schema refusing, in production, every key whose value is still
 * its development default (`developmentSecrets`: key → development value), whether it came from
 * the default or was set to it (a `.env` copied from `.env.example`), or still holds the examples'
 * placeholder ({@link PLACEHOLDER_SECRET}). Production is `NODE_ENV` `production` unless
 * `isProduction` says more (the checkout: a live Stripe key too;
 * docs/decisions/059-production-refuses-development-secrets.md).
 */
export function refuseDevelopmentSecrets<Env extends object>(
  developmentSecrets: Readonly<Record<string, string>>,
  isProduction: (env: Env) => boolean = (env) => (env as { NODE_ENV?: unknown }).NODE_ENV === 'production',
) {
  return (env: Env, context: z.RefinementCtx): void => {
    if (!isProduction(env)) return;
    for (const [key, developmentValue] of Object.entries(developmentSecrets)) {
      const value = (env as Record<string, unknown>)[key];
      if (value === developmentValue) {
        context.addIssue({ code: 'custom', path: [key], message: 'development secret used in production' });
      } else if (typeof value === 'string' && PLACEHOLDER_SECRET.test(value)) {
        context.addIssue({ code: 'custom', path: [key], message: 'placeholder (CHANGE-ME) used in production' });
      }
    }
  };
}

/**
 * Parses a service's settings from `env` with `schema` and returns them.
 * @throws Error `Invalid <serviceName> settings:` followed by one line per bad key (`KEY: reason`).
 */
export function loadSettings<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
  serviceName: string,
): z.output<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid ${serviceName} settings:\n  ${problems.join('\n  ')}`);
}
