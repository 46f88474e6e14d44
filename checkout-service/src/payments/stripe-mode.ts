import type { z } from 'zod';

/**
 * Which Stripe the checkout pays with (docs/architecture.md 6, docs/operations.md "Stripe"), and
 * the settings it refuses so that real money never goes to a stand-in: the shop takes real money
 * in production or with a live key; then it calls Stripe itself, with keys of one mode.
 */

/** Stripe's own API, the SDK's default: as STRIPE_API_URL it means the same as empty. */
export const STRIPE_API_ORIGIN = 'https://api.stripe.com';

/** The Stripe sandbox of `npm start`: STRIPE_API_URL's default in development. */
export const SANDBOX_API_URL = 'http://localhost:12111';

/** A Stripe key's mode. */
export type StripeKeyMode = 'live' | 'test';

/** The settings the Stripe checks read (the raw STRIPE_API_URL: undefined when unset). */
export interface StripeSettings {
  NODE_ENV: string;
  STRIPE_SECRET_KEY: string;
  STRIPE_PUBLISHABLE_KEY: string;
  STRIPE_API_URL?: string;
  STRIPE_TEST_MODE_IN_PRODUCTION: boolean;
}

/**
 * The mode of a Stripe key: `sk_live_…`, `rk_live_…` (restricted) or `pk_live_…` are live,
 * `…_test_…` test; null when `key` is no key of that kind.
 */
export function stripeKeyMode(key: string, kind: 'secret' | 'publishable'): StripeKeyMode | null {
  const pattern = kind === 'secret' ? /^(?:sk|rk)_(live|test)_\S+$/ : /^pk_(live|test)_\S+$/;
  const mode = key.match(pattern)?.[1];
  return mode === 'live' || mode === 'test' ? mode : null;
}

/** Whether the shop takes real money: `NODE_ENV=production`, or a live secret key whatever NODE_ENV says. */
export function takesRealMoney(settings: Pick<StripeSettings, 'NODE_ENV' | 'STRIPE_SECRET_KEY'>): boolean {
  return settings.NODE_ENV === 'production' || stripeKeyMode(settings.STRIPE_SECRET_KEY, 'secret') === 'live';
}

/**
 * The Stripe API the SDK calls, '' meaning Stripe itself: STRIPE_API_URL as set (`https://api.stripe.com`
 * is Stripe itself too); unset, Stripe itself when the shop takes real money, else the sandbox.
 */
export function resolveStripeApiUrl(settings: StripeSettings): string {
  const url = settings.STRIPE_API_URL;
  if (url === undefined) return takesRealMoney(settings) ? '' : SANDBOX_API_URL;
  return url.replace(/\/+$/, '') === STRIPE_API_ORIGIN ? '' : url;
}

/**
 * A `superRefine` refusing the Stripe settings that could take an order's money wrongly: a key that
 * is none of Stripe's; a publishable key of another mode than the secret key's (the card page and
 * the session would be in different Stripe modes); where the shop takes real money, any API but
 * Stripe's (a stand-in would say "paid" for a card that was never charged, and would receive a live
 * key); in production, a test key (no money taken, goods shipped) unless
 * `STRIPE_TEST_MODE_IN_PRODUCTION=true` says the shop is a staging copy.
 */
export function refuseUnsafeStripeSettings(settings: StripeSettings, context: z.RefinementCtx): void {
  const problem = (key: keyof StripeSettings, message: string) =>
    context.addIssue({ code: 'custom', path: [key], message });
  const secretMode = stripeKeyMode(settings.STRIPE_SECRET_KEY, 'secret');
  const publishableMode = stripeKeyMode(settings.STRIPE_PUBLISHABLE_KEY, 'publishable');
  if (!secretMode) problem('STRIPE_SECRET_KEY', 'not a Stripe secret key (sk_live_…, sk_test_…, rk_…)');
  if (!publishableMode) problem('STRIPE_PUBLISHABLE_KEY', 'not a Stripe publishable key (pk_live_…, pk_test_…)');
  if (secretMode && publishableMode && secretMode !== publishableMode) {
    problem(
      'STRIPE_PUBLISHABLE_KEY',
      `a ${publishableMode} key beside a ${secretMode} secret key: use keys of one mode`,
    );
  }
  if (takesRealMoney(settings) && resolveStripeApiUrl(settings) !== '') {
    const why = secretMode === 'live' ? 'a live key goes to Stripe only' : 'production pays with Stripe itself';
    problem('STRIPE_API_URL', `${why}: leave it unset or empty (it names a stand-in)`);
  }
  if (settings.NODE_ENV === 'production' && secretMode === 'test' && !settings.STRIPE_TEST_MODE_IN_PRODUCTION) {
    problem(
      'STRIPE_SECRET_KEY',
      'a test key takes no money in production: use a live key, or set STRIPE_TEST_MODE_IN_PRODUCTION=true for a staging shop',
    );
  }
}

/**
 * Whether the shop takes test payments, so no money at all (docs/product.md "A test shop says so"):
 * it pays through the Stripe sandbox (a resolved STRIPE_API_URL that is not Stripe's), or with a
 * Stripe test secret key (`sk_test_…`, `rk_test_…`). Every notice that the shop is a test shop
 * reads this one rule: `GET /v1/config`'s `testMode` and the line in the shop's mails.
 */
export function takesTestPayments(settings: { STRIPE_API_URL: string; STRIPE_SECRET_KEY: string }): boolean {
  return settings.STRIPE_API_URL !== '' || stripeKeyMode(settings.STRIPE_SECRET_KEY, 'secret') === 'test';
}
