import {
  integerSetting,
  listenHostSetting,
  loadSettings,
  portSetting,
  refuseDevelopmentSecrets,
  setting,
  urlSetting,
} from '@outlet-shop/service-kit';
import { z } from 'zod';

const DEV_SECRETS = { PRIZE_SERVICE_TOKEN: 'dev-prize-service-token' } as const;

const configSchema = z
  .object({
    NODE_ENV: setting('development'),
    // The interface to listen on: loopback unless set (containers set 0.0.0.0).
    HOST: listenHostSetting(),
    PRIZE_PORT: portSetting('4343'),
    // Prometheus's port (GET /metrics) on HOST, never served by the edge; 0: no metrics listener.
    PRIZE_METRICS_PORT: portSetting('9466'),
    PRIZE_DATABASE_URL: urlSetting('postgres://postgres:postgres@127.0.0.1:5433/prize'),
    // A statement of the service's pool running longer is cancelled, ms (SQLSTATE 57014, answered
    // 503): no request holds a connection for more than this (docs/operations.md).
    PRIZE_DATABASE_STATEMENT_TIMEOUT_MS: integerSetting('5000', { min: 100, max: 600_000 }),
    PRIZE_SERVICE_TOKEN: setting(DEV_SECRETS.PRIZE_SERVICE_TOKEN).pipe(z.string().min(16)),
    // Code checks one client address may make per minute (429 after): a mobile carrier's address
    // has dozens of shoppers behind it, each checking their code.
    PRIZE_VERIFY_RATE_LIMIT_PER_MINUTE: integerSetting('120', { min: 1 }),
    // Code checks that found no code one browser (its own id, header X-Browser-Session, on one
    // client address) may make per 15 minutes; then every check of that browser waits (429):
    // guessing stays bounded and a guesser stops only themselves. Checks without the id share one
    // such count per address.
    PRIZE_VERIFY_FAILURES_PER_BROWSER: integerSetting('20', { min: 1 }),
    // Code checks that found no code one client address may make per 15 minutes, whatever browser
    // ids they carry; then every check from it waits (429). Sized for a carrier's address (dozens of
    // shoppers), it stops a guesser who makes up a new browser id for every 20 guesses.
    PRIZE_VERIFY_FAILURES_PER_ADDRESS: integerSetting('200', { min: 1 }),
    /**
     * Reverse proxies in front that each append the caller to X-Forwarded-For: 1, the shop's
     * one-origin edge (nginx, or `npm start`'s web server). The shopper is the entry that many
     * hops from the end, so an X-Forwarded-For the shopper sends changes nothing.
     */
    TRUSTED_PROXY_HOPS: integerSetting('1', { min: 0, max: 10 }),
    /** Shared rate-limit store for several replicas (redis://…); empty = per-process memory. */
    REDIS_URL: setting('').pipe(z.union([z.literal(''), z.url()])),
  })
  .superRefine(refuseDevelopmentSecrets(DEV_SECRETS));

/** The prize service's settings, parsed once from the environment (see `.env.example`). */
export type Config = z.infer<typeof configSchema>;

/**
 * Parses the settings from an environment (default `process.env`) with the development
 * defaults of `.env.example`. Throws one error naming every bad key.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadSettings(configSchema, env, 'prize-service');
}
