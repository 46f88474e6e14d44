import {
  integerSetting,
  listenHostSetting,
  loadSettings,
  portSetting,
  setting,
  urlSetting,
} from '@outlet-shop/service-kit';
import { z } from 'zod';

const configSchema = z.object({
  /** The interface to listen on: loopback unless set (its container sets 0.0.0.0). */
  HOST: listenHostSetting(),
  STRIPE_SANDBOX_PORT: portSetting('12111'),
  STRIPE_SECRET_KEY: setting('sk_test_sandbox'),
  STRIPE_WEBHOOK_SECRET: setting('whsec_sandbox'),
  STRIPE_SANDBOX_WEBHOOK_URL: urlSetting('http://localhost:4242/v1/stripe/webhook'),
  STRIPE_SANDBOX_PUBLIC_URL: urlSetting('http://localhost:12111'),
  /** How often open sessions past `expires_at` are expired and announced (`checkout.session.expired`), in ms. */
  STRIPE_SANDBOX_EXPIRY_SWEEP_MS: integerSetting('1000', { min: 10, max: 3_600_000 }),
  /** How long creating a Checkout Session takes, in ms (0: at once); Stripe's takes a while, and concurrent calls with one key meet. */
  STRIPE_SANDBOX_SESSION_CREATE_DELAY_MS: integerSetting('0', { min: 0, max: 60_000 }),
  /** How long a bank debit (the card page's delayed payment method) waits for the bank's answer, in ms; then `checkout.session.async_payment_succeeded` or `…_failed`. */
  STRIPE_SANDBOX_ASYNC_SETTLE_MS: integerSetting('10000', { min: 0, max: 86_400_000 }),
  /** How long a refund that waits (Stripe's test cards 4000 0000 0000 7726 and …5126, or its `sandbox_refund_flow` metadata) takes to succeed or fail, in ms; then `refund.updated` (and `refund.failed`). */
  STRIPE_SANDBOX_REFUND_SETTLE_MS: integerSetting('10000', { min: 0, max: 86_400_000 }),
});

/** The sandbox's settings, parsed once from the environment (see `.env.example`). */
export type Config = z.infer<typeof configSchema>;

/**
 * Parses the settings from an environment (default `process.env`) with the development
 * defaults of `.env.example`. Throws one error naming every bad key.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadSettings(configSchema, env, 'stripe-sandbox');
}
