/**
 * What the app's routes are given, in a module of its own: the routes import these types from here,
 * never the app that registers them.
 */
import type { AppError } from '@outlet-shop/service-kit';
import type { createRateLimiter } from '@outlet-shop/service-kit/rate-limit';
import type pg from 'pg';
import type { Catalog } from './clients/catalog.ts';
import type { CmsOrders } from './clients/cms-orders.ts';
import type { Prizes } from './clients/prizes.ts';
import type { ShopSettings } from './clients/shop-setting.ts';
import type { Stock } from './clients/stock.ts';
import type { StripeGateway } from './clients/stripe.ts';
import type { Config } from './config.ts';
import type { MailTransport } from './mail/mail-transport.ts';
import type { StockDeps } from './orders/stock-holds.ts';
import type { DelayedPaymentDeps } from './payments/delayed-payments.ts';
import type { PaymentCompletionDeps } from './payments/paid-orders.ts';
import type { RefundDeps } from './refunds/refunds.ts';
import type { DocumentCopy } from './tax-documents/document-links.ts';
import type { OrderDocuments } from './tax-documents/order-documents.ts';

type Limiter = ReturnType<typeof createRateLimiter>;

/** Everything the app talks to; tests pass fakes for the CMS, prize service and Stripe. */
export interface Dependencies {
  config: Config;
  db: pg.Pool;
  catalog: Catalog;
  prizes: Prizes;
  cmsOrders: CmsOrders;
  /** The CMS's stock and holds (docs/decisions/046). */
  stock: Stock;
  stripe: StripeGateway;
  /** SMTP for the order confirmation mails (nodemailer transporter in production). */
  mailer: MailTransport;
  /** The tax invoice and credit note PDFs (decision 047). */
  documents: OrderDocuments;
  /**
   * The shop setting staff edit in the CMS: the supplier, the orders mailbox, the contact details
   * (docs/decisions/084). Default: the environment's only ({@link settingFromEnvironment}).
   */
  shopSettings?: ShopSettings;
}

/** The dependencies as routes see them, with the payment completion's wiring. */
export interface AppDeps extends Dependencies {
  shopSettings: ShopSettings;
  paymentCompletion: PaymentCompletionDeps;
  stockDeps: StockDeps;
  /** The stock steps with how long a processing payment is held (docs/decisions/062). */
  delayedPayments: DelayedPaymentDeps;
  refundDeps: RefundDeps;
  /**
   * A signed link on the shop's origin (`/checkout` + path) to one of an order's documents: the
   * full copy, or with `'without-customer'` the copy without the shopper's name, e-mail and address.
   */
  documentLink(path: string, copy?: DocumentCopy): string;
  /** Route config limiting creations per client address (@fastify/rate-limit). */
  creationLimit: { rateLimit: { max: number; timeWindow: number } };
  /** The clock, ms since the epoch (`AppOptions.now`). */
  now(): number;
  /** Route config limiting `session-status` and `create_order` calls per client address, each route on its own. */
  paymentCheckLimit: { rateLimit: { max: number; timeWindow: number } };
  /** The order status page's limits per address and per reference (docs/decisions/075). */
  orderStatusLimits: OrderStatusLimits;
}

/**
 * How the order status page is limited (docs/decisions/075): the guesser is locked, never the
 * order. Misses (tries that found no order) are counted per client address and reference, per
 * client address, and per reference from every address with a ceiling only many addresses reach,
 * so the rightful shopper asking from another address is answered.
 */
export interface OrderStatusLimits {
  /** @fastify/rate-limit's route config: every try per client address per 15 minutes. */
  perAddress: { rateLimit: { max: number; timeWindow: number; errorResponseBuilder: () => AppError } };
  /** Misses of one reference from one client address, per hour: the guesser of that order. */
  missesPerAddressAndReference: Limiter;
  /** Misses of any reference from one client address, per hour: a guesser trying many references. */
  missesPerAddress: Limiter;
  /** Misses of one reference from every address, per hour: a guesser with many addresses. */
  missesPerReference: Limiter;
}
