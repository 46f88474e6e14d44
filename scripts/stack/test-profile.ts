/**
 * The ports and URLs of the stack that `npm test` starts: all different from `npm start`'s,
 * so the journeys can run while a development shop is open. Data in `.data/test/`, wiped
 * before each run. `TEST_PORT_OFFSET` (default 0) shifts every port and names the data folder
 * (`.data/test-<offset>/`), so two runs of the journeys on one machine never share a database.
 */
const offset = Number.parseInt(process.env.TEST_PORT_OFFSET ?? '0', 10) || 0;

const port = {
  web: 5183 + offset,
  cms: 1347 + offset,
  checkout: 4252 + offset,
  prize: 4353 + offset,
  stripeSandbox: 12121 + offset,
  postgres: 5443 + offset,
  smtp: 1035 + offset,
  maildevWeb: 1090 + offset,
};

export const TEST_PORTS = port;

/** The test stack's data folder under `.data/`: one per port offset. */
export const TEST_DATA_FOLDER = offset === 0 ? 'test' : `test-${offset}`;

/** How often the test stack's checkout looks for due job retries, ms: journeys watch several rounds. */
export const TEST_JOB_POLL_INTERVAL_MS = 500;

export const TEST_OVERRIDES: Record<string, string> = {
  STACK_DATA_FOLDER: TEST_DATA_FOLDER,
  WEB_PORT: String(port.web),
  CMS_PORT: String(port.cms),
  CHECKOUT_PORT: String(port.checkout),
  PRIZE_PORT: String(port.prize),
  STRIPE_SANDBOX_PORT: String(port.stripeSandbox),
  POSTGRES_PORT: String(port.postgres),
  SMTP_PORT: String(port.smtp),
  MAILDEV_WEB_PORT: String(port.maildevWeb),
  PUBLIC_WEB_URL: `http://localhost:${port.web}`,
  CMS_URL: `http://localhost:${port.cms}`,
  CHECKOUT_URL: `http://localhost:${port.checkout}`,
  PRIZE_URL: `http://localhost:${port.prize}`,
  STRIPE_API_URL: `http://localhost:${port.stripeSandbox}`,
  STRIPE_SANDBOX_PUBLIC_URL: `http://localhost:${port.stripeSandbox}`,
  STRIPE_SANDBOX_WEBHOOK_URL: `http://localhost:${port.checkout}/v1/stripe/webhook`,
  // Every journey comes from one address: room for all their enquiries and uploads.
  CMS_ENQUIRY_RATE_LIMIT: '200',
  CMS_UPLOAD_RATE_LIMIT: '200',
  CMS_SEARCH_RATE_LIMIT: '1000',
  // ... and all their orders, and the checkout benchmark's open loop of shoppers, each with its own popups
  // and pieces (docs/decisions/058): the journeys and the bench order with one mobile number
  // (tests/support/shop.ts), so they are one shopper to the per-shopper limits, and they all come from
  // 127.0.0.1, more open popups over a run than the per-address ceiling. The shared-address journey
  // checks the real per-shopper limit (3) on a checkout of its own.
  CHECKOUT_CREATIONS_PER_MINUTE: '10000',
  CHECKOUT_OPEN_SESSIONS_PER_SHOPPER: '100000',
  CHECKOUT_OPEN_SESSIONS_PER_ADDRESS: '100000',
  CHECKOUT_CLIENT_HOLD_SHARE_PERCENT: '100',
  CHECKOUT_PAYMENT_CHECKS_PER_MINUTE: '10000',
  // ... and every journey's order status look-ups (docs/decisions/075).
  ORDER_STATUS_TRIES_PER_ADDRESS: '10000',
  JOB_POLL_INTERVAL_MS: String(TEST_JOB_POLL_INTERVAL_MS),
  // A brand with 2,000 products, for the listing-at-scale journey and bench.
  CMS_SEED_SCALE_PRODUCTS: '2000',
};
