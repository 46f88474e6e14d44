import {
  flagSetting,
  integerSetting,
  listenHostSetting,
  loadSettings,
  portSetting,
  refuseDevelopmentSecrets,
  setting,
  urlSetting,
} from '@outlet-shop/service-kit';
import { z } from 'zod';
import { refuseUnsafeStripeSettings, resolveStripeApiUrl, takesRealMoney } from './payments/stripe-mode.ts';

const DEV_SECRETS = {
  CMS_SERVICE_TOKEN: 'dev-cms-service-token',
  CHECKOUT_SERVICE_TOKEN: 'dev-checkout-service-token',
  DOCUMENT_LINK_SECRET: 'dev-document-link-secret',
  PRIZE_SERVICE_TOKEN: 'dev-prize-service-token',
  STRIPE_SECRET_KEY: 'sk_test_sandbox',
  STRIPE_WEBHOOK_SECRET: 'whsec_sandbox',
} as const;

const configSchema = z
  .object({
    NODE_ENV: setting('development'),
    // The interface to listen on: loopback unless set (containers set 0.0.0.0).
    HOST: listenHostSetting(),
    CHECKOUT_PORT: portSetting('4242'),
    // Prometheus's port (GET /metrics) on HOST, never served by the edge; 0: no metrics listener.
    CHECKOUT_METRICS_PORT: portSetting('9465'),
    CHECKOUT_DATABASE_URL: urlSetting('postgres://postgres:postgres@127.0.0.1:5433/checkout'),
    // Connections the service's pool may open (its job worker has a pool of its own): the shop's
    // busiest service, so more than the kit's 10.
    CHECKOUT_DATABASE_POOL_MAX: integerSetting('20', { min: 2, max: 200 }),
    // A statement of the service's pool running longer is cancelled, ms (SQLSTATE 57014, answered
    // 503): no request holds a connection for more than this (docs/operations.md).
    CHECKOUT_DATABASE_STATEMENT_TIMEOUT_MS: integerSetting('5000', { min: 100, max: 600_000 }),
    CMS_URL: urlSetting('http://localhost:1337'),
    CMS_SERVICE_TOKEN: setting(DEV_SECRETS.CMS_SERVICE_TOKEN),
    // What the CMS (staff's refunds, invoice downloads) sends to this service (decision 005).
    CHECKOUT_SERVICE_TOKEN: setting(DEV_SECRETS.CHECKOUT_SERVICE_TOKEN),
    // Signs the shopper's invoice links (HMAC-SHA256); DOCUMENT_LINK_TTL_DAYS is how long one works.
    DOCUMENT_LINK_SECRET: setting(DEV_SECRETS.DOCUMENT_LINK_SECRET),
    DOCUMENT_LINK_TTL_DAYS: integerSetting('90', { min: 1, max: 3650 }),
    // The supplier on tax invoices and credit notes (UAE simplified tax invoice, decision 047) and
    // staff's mailbox for new paid orders: the first values only. Staff edit both in the CMS's shop
    // setting, which the checkout reads (docs/decisions/084); these apply until the CMS answers.
    SHOP_LEGAL_NAME_EN: setting('Outlet Shop Trading LLC'),
    SHOP_LEGAL_NAME_AR: setting('أوتلت شوب للتجارة ذ.م.م'),
    SHOP_ADDRESS_EN: setting('Warehouse 12, Al Quoz Industrial Area 3, Dubai, United Arab Emirates'),
    SHOP_ADDRESS_AR: setting('مستودع 12، منطقة القوز الصناعية 3، دبي، الإمارات العربية المتحدة'),
    SHOP_TRN: setting('100000000000003'),
    ORDERS_MAILBOX: setting('orders@outlet-shop.example'),
    // How long the shop setting read from the CMS is used before it is asked again, ms.
    SHOP_SETTING_CACHE_MS: integerSetting('10000', { min: 0, max: 600_000 }),
    PRIZE_URL: urlSetting('http://localhost:4343'),
    PRIZE_SERVICE_TOKEN: setting(DEV_SECRETS.PRIZE_SERVICE_TOKEN),
    STRIPE_SECRET_KEY: setting(DEV_SECRETS.STRIPE_SECRET_KEY),
    STRIPE_PUBLISHABLE_KEY: setting('pk_test_sandbox'),
    STRIPE_WEBHOOK_SECRET: setting(DEV_SECRETS.STRIPE_WEBHOOK_SECRET),
    // Not `setting`: empty means Stripe itself; unset, Stripe in production (or with a live key), the
    // sandbox in development (resolved below by stripe-mode.ts, which refuses a stand-in for real money).
    STRIPE_API_URL: z.union([z.literal(''), z.url()]).optional(),
    // A staging shop in production mode may pay with Stripe's test keys; a real one never does.
    STRIPE_TEST_MODE_IN_PRODUCTION: flagSetting('false'),
    STRIPE_SANDBOX_PUBLIC_URL: urlSetting('http://localhost:12111'),
    PUBLIC_WEB_URL: urlSetting('http://localhost:5173'),
    // The staff admin's own origin (docs/decisions/060), for the links in staff mails; empty: PUBLIC_WEB_URL.
    ADMIN_PUBLIC_URL: z.union([z.literal(''), z.url()]).default(''),
    SHOP_BRAND: setting('OUTLET-SHOP'),
    // Orders and Checkout Sessions one client address may create per minute (429 after).
    CHECKOUT_CREATIONS_PER_MINUTE: integerSetting('120', { min: 1 }),
    // `session-status` and `create_order` calls one client address may make per minute, each (429 after).
    CHECKOUT_PAYMENT_CHECKS_PER_MINUTE: integerSetting('120', { min: 1 }),
    // Order status page (docs/decisions/075): tries one client address may make per 15 minutes (429
    // after), enough for the dozens of shoppers behind a mobile carrier's address.
    ORDER_STATUS_TRIES_PER_ADDRESS: integerSetting('60', { min: 1 }),
    // Order status page: tries that found no order one client address may make per hour, of one
    // reference, and of any reference; then that address waits (429). The guesser is locked, not the order.
    ORDER_STATUS_MISSES_PER_REFERENCE: integerSetting('5', { min: 1 }),
    ORDER_STATUS_MISSES_PER_ADDRESS: integerSetting('30', { min: 1 }),
    // Order status page: tries that found no order one reference may take per hour from every address
    // together (429 after, for every address): a ceiling only many addresses reach.
    ORDER_STATUS_MISSES_PER_REFERENCE_ALL: integerSetting('50', { min: 1 }),
    /**
     * Reverse proxies in front that each append the caller to X-Forwarded-For: 1, the shop's
     * one-origin edge (nginx, or `npm start`'s web server). The shopper is the entry that many
     * hops from the end, so an X-Forwarded-For the shopper sends changes nothing.
     */
    TRUSTED_PROXY_HOPS: integerSetting('1', { min: 0, max: 10 }),
    // Shared rate-limit counters for several replicas (redis://host:6379); empty: each process counts its own.
    REDIS_URL: setting('').pipe(z.union([z.literal(''), z.url()])),
    // Order confirmation mails (the same SMTP settings as the CMS's enquiry mails).
    SMTP_HOST: setting('localhost'),
    SMTP_PORT: integerSetting('1025', { min: 1, max: 65535 }),
    SMTP_SECURE: flagSetting('false'),
    SMTP_USER: setting(''),
    SMTP_PASS: setting(''),
    MAIL_FROM: setting('Outlet Shop <shop@outlet-shop.example>'),
    // First wait after a refused shopper or staff mail, ms; doubling, at most an hour, 30 attempts (docs/decisions/069).
    ORDER_MAIL_RETRY_BASE_MS: integerSetting('30000', { min: 10 }),
    // The same for a failed stock commit, prize redemption or CMS order push (docs/decisions/044, 069).
    SIDE_EFFECT_RETRY_BASE_MS: integerSetting('30000', { min: 10 }),
    // How often the job worker looks for retries that came due, ms; new jobs start at once (NOTIFY).
    JOB_POLL_INTERVAL_MS: integerSetting('2000', { min: 10 }),
    // How long a Checkout Session (and the stock it holds) stays open, ms: 30 minutes, Stripe's
    // shortest; at most 24 hours, Stripe's longest (docs/decisions/046).
    CHECKOUT_SESSION_TTL_MS: integerSetting('1800000', { min: 1_800_000, max: 86_400_000 }),
    // How often the sweeper gives back the stock of unpaid sessions past expiry, ms (a lost
    // `checkout.session.expired` webhook loses nothing).
    ABANDONED_CHECKOUT_SWEEP_MS: integerSetting('60000', { min: 100 }),
    // How long an unpaid order can be paid, ms (24 h): the sweeper then marks it `expired`, and it
    // opens no payment popup again (docs/decisions/058).
    PENDING_ORDER_TTL_MS: integerSetting('86400000', { min: 1_800_000, max: 2_592_000_000 }),
    // How long an order whose payment is processing (a bank debit: the session completed unpaid)
    // keeps its pieces and prize code, ms (7 days; at most 30); then the sweeper asks Stripe again
    // (docs/decisions/062).
    CHECKOUT_PROCESSING_PAYMENT_HOLD_MS: integerSetting('604800000', { min: 3_600_000, max: 2_592_000_000 }),
    // Hold limits per shopper (docs/decisions/058; a shopper is its browser's session, its e-mail,
    // its mobile number: any matching): open unpaid payment popups at once, and the share of a
    // product's pieces (those nobody else holds) one shopper may hold, never fewer than
    // CHECKOUT_CLIENT_HOLD_MIN_PIECES (or what is left), so the last few jars can be bought.
    CHECKOUT_OPEN_SESSIONS_PER_SHOPPER: integerSetting('3', { min: 1, max: 100_000 }),
    // Open unpaid payment popups of all shoppers of one client address at once: high enough for a
    // carrier's address (many phones behind one public address), a ceiling for a stranger who
    // changes its browser's session, e-mail and mobile number.
    CHECKOUT_OPEN_SESSIONS_PER_ADDRESS: integerSetting('50', { min: 1, max: 100_000 }),
    CHECKOUT_CLIENT_HOLD_SHARE_PERCENT: integerSetting('50', { min: 1, max: 100 }),
    CHECKOUT_CLIENT_HOLD_MIN_PIECES: integerSetting('5', { min: 0, max: 99 }),
  })
  .superRefine(refuseDevelopmentSecrets(DEV_SECRETS, takesRealMoney))
  .superRefine(refuseUnsafeStripeSettings)
  .transform((settings) => ({ ...settings, STRIPE_API_URL: resolveStripeApiUrl(settings) }));

/** The checkout service's settings, parsed once from the environment (see `.env.example`). */
export type Config = z.infer<typeof configSchema>;

/**
 * Parses the settings from an environment (default `process.env`), applying the
 * development defaults of `.env.example`. Throws one error naming every bad key.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadSettings(configSchema, env, 'checkout-service');
}

/** True when the Stripe SDK is pointed at the local stripe-sandbox (STRIPE_API_URL names one; never in production). */
export function isSandboxPayment(config: Config): boolean {
  return config.STRIPE_API_URL !== '';
}
