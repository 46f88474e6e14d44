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

/** A flag: true only for the string `true`. */
export function flagSetting(fallback: 'true' | 'false') {
  return setting(fallback).transform((value) => value === 'true');
}

/**
 * A `superRefine` for a settings schema refusing, when `NODE_ENV` is `production`, every key
 * whose value is still its development default (`developmentSecrets`: key → development value).
 */
export function refuseDevelopmentSecrets(developmentSecrets: Readonly<Record<string, string>>) {
  return (env: Record<string, unknown>, context: z.RefinementCtx): void => {
    if (env.NODE_ENV !== 'production') return;
    for (const [key, developmentValue] of Object.entries(developmentSecrets)) {
      if (env[key] === developmentValue) {
        context.addIssue({ code: 'custom', path: [key], message: 'development secret used in production' });
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
