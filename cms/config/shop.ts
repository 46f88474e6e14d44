import type { Core } from '@strapi/strapi';
import { shopSettingDefaults } from '../src/api/shop-setting/domain/defaults';
import { deliveryDefaults } from '../src/api/shop-setting/domain/delivery';
import { supplierDefaults } from '../src/api/shop-setting/domain/supplier';
import { DEVELOPMENT_SECRETS } from '../src/config/development-secrets';
import { privateStorageConfig } from '../src/config/upload-provider';

/** The shop's own settings, read as `strapi.config.get('shop.<key>')`. */
const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  const isProduction = env('NODE_ENV') === 'production';
  const windowSeconds = env.int('CMS_RATE_LIMIT_WINDOW_SECONDS', 15 * 60);
  const enquiryPoints = env.int('CMS_ENQUIRY_RATE_LIMIT', 10);
  return {
    /** Bearer token the checkout service sends to PUT /api/order-sync (docs/architecture.md 2). */
    serviceToken: env('CMS_SERVICE_TOKEN') || (isProduction ? '' : DEVELOPMENT_SECRETS.CMS_SERVICE_TOKEN),
    /** The super admin created on first start when no admin exists. */
    adminEmail: env('CMS_ADMIN_EMAIL') || 'admin@outlet-shop.local',
    adminPassword: env('CMS_ADMIN_PASSWORD') || (isProduction ? '' : DEVELOPMENT_SECRETS.CMS_ADMIN_PASSWORD),
    /**
     * How often the job worker looks for retries that came due, ms (new jobs start at once).
     * CMS_MAIL_OUTBOX_INTERVAL_MS is its former name, still read.
     */
    jobPollIntervalMs: env.int('CMS_JOB_POLL_INTERVAL_MS', env.int('CMS_MAIL_OUTBOX_INTERVAL_MS', 2_000)),
    /** First wait before retrying a mail the SMTP server refused, ms; doubles up to 1 h. */
    mailRetryBaseMs: env.int('CMS_MAIL_RETRY_BASE_MS', 30_000),
    /** The checkout service (refunds, invoice downloads for staff) and the token it expects from the CMS. */
    checkoutUrl: env('CHECKOUT_URL') || 'http://localhost:4242',
    checkoutServiceToken:
      env('CHECKOUT_SERVICE_TOKEN') || (isProduction ? '' : DEVELOPMENT_SECRETS.CHECKOUT_SERVICE_TOKEN),
    /**
     * The shop is a test shop that takes no money (SHOP_TEST_MODE; docs/product.md "A test shop says
     * so"): its mails say so and the admin shows a badge. Unset: true outside production, false in
     * production; a staging shop in production on Stripe's test keys sets it true.
     */
    isTestShop: env.bool('SHOP_TEST_MODE', !isProduction),
    /** Pieces available at or below which a product's low-stock mail goes out, unless the product sets its own. */
    lowStockThreshold: env.int('LOW_STOCK_THRESHOLD', 5),
    /**
     * Where staff reach the admin, `${adminUrl}/admin` (links in staff mails): its own origin
     * (ADMIN_PUBLIC_URL, docs/decisions/060), else the shop's.
     */
    adminUrl: env('ADMIN_PUBLIC_URL') || env('PUBLIC_WEB_URL') || 'http://localhost:5173',
    /** The storefront's origin, for the links in shoppers' mails (the order status page, docs/decisions/075). */
    publicWebUrl: env('PUBLIC_WEB_URL') || 'http://localhost:5173',
    /**
     * The shop setting's first values (contact details; api/shop-setting), used only while the
     * database has none: staff edit them in the admin afterwards. Invalid phones or links stop the start.
     */
    shopSettingDefaults: shopSettingDefaults((key) => env(key)),
    /**
     * The shop setting's first delivery promise (cut-off, working days, delivery days, the UAE's
     * fixed public holidays; docs/decisions/077), used while the setting has none. Bad values stop the start.
     */
    shopDeliveryDefaults: deliveryDefaults((key) => env(key)),
    /**
     * The shop setting's first supplier (legal name, address, TRN of the tax invoices) and staff's
     * orders and stock mailboxes (docs/decisions/084): the setting's values while it has none.
     * A TRN that is not 15 digits or a mailbox that is no e-mail address stops the start.
     */
    shopSupplierDefaults: supplierDefaults((key) => env(key)),
    /** Seed the catalogue on first start (service tests turn it off; the routing table is always seeded). */
    seedCatalogue: env.bool('CMS_SEED_CATALOGUE', true),
    /** Tests and benchmarks only: a category with this many products (0 = none). */
    seedScaleProducts: env.int('CMS_SEED_SCALE_PRODUCTS', 0),
    /** Where enquiry attachments are kept: outside the public folder, never served as static files. */
    privateDir: env('CMS_PRIVATE_DIR') || '.data/private',
    /**
     * Where the attachments go instead when `S3_PRIVATE_BUCKET` is set: a private bucket every CMS
     * replica shares (docs/decisions/086); `{ kind: 'disk' }` keeps them under `privateDir`.
     */
    privateStorage: privateStorageConfig((key) => env(key)),
    /**
     * Where multipart uploads are received (global::multipart): one folder per request, removed
     * when it ends. Never the OS temporary folder, which may share a disk with PostgreSQL.
     */
    uploadTmpDir: env('CMS_UPLOAD_TMP_DIR') || '.data/upload-tmp',
    /**
     * Per client address and window, the calls each rate-limit bucket allows (global::rate-limit):
     * enquiries (register, and as many sendmail, counted apart), uploads and newsletter sign-ups;
     * catalogue searches per minute (only those the response cache did not answer reach the count:
     * `GET /api/products/search` and product lists whose filters match text, the listing's search box).
     * Searches allow 600 a minute: a carrier's address (UAE mobile networks put dozens of phones
     * behind one) with 40 shoppers searching at once, each typing about 15 new words or pages a minute.
     */
    rateLimits: {
      'enquiry-register': { points: enquiryPoints, windowSeconds },
      'enquiry-sendmail': { points: enquiryPoints, windowSeconds },
      'enquiry-upload': { points: env.int('CMS_UPLOAD_RATE_LIMIT', 20), windowSeconds },
      newsletter: { points: env.int('CMS_NEWSLETTER_RATE_LIMIT', 20), windowSeconds },
      'catalogue-search': { points: env.int('CMS_SEARCH_RATE_LIMIT', 600), windowSeconds: 60 },
    },
    /**
     * Enquiry acknowledgements per recipient address and hour (CMS_ACKNOWLEDGEMENT_LIMIT, 3): over
     * it an enquiry is still stored and routed to staff, without an acknowledgement.
     */
    acknowledgementLimit: { points: env.int('CMS_ACKNOWLEDGEMENT_LIMIT', 3), windowSeconds: 60 * 60 },
    /**
     * The largest JSON answer a content API read may send, bytes (CMS_MAX_ANSWER_BYTES, 2 MiB; the
     * largest the shop asks for, 100 seeded products with `populate=*` in Arabic, is 317 KB): a
     * larger one answers 400 answer_too_large (middlewares/public-query.ts).
     */
    maxAnswerBytes: env.int('CMS_MAX_ANSWER_BYTES', 2 * 1024 * 1024),
    /**
     * Prometheus's port (CMS_METRICS_PORT, 9464; 0: off, the default of service tests), on the server's
     * HOST: `GET /metrics` there only, never through the edge (src/server/metrics.ts).
     */
    metricsPort: env.int('CMS_METRICS_PORT', env('NODE_ENV') === 'test' ? 0 : 9464),
    /** Where the rate-limit counts are shared by the CMS replicas (REDIS_URL); empty: in memory. */
    redisUrl: env('REDIS_URL', ''),
  };
};

export default config;
