import type { CmsOrders } from '../clients/cms-orders.ts';
import type { Prizes } from '../clients/prizes.ts';
import type { ShopSettings } from '../clients/shop-setting.ts';
import type { Config } from '../config.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import { sendOrderConfirmation } from '../mail/order-confirmation-mail.ts';
import { sendRefundMails } from '../mail/refund-mail.ts';
import { sendStaffOrderMail } from '../mail/staff-order-mail.ts';
import { pushOrderToCms } from '../orders/cms-order-push.ts';
import { commitStock } from '../orders/stock-commit.ts';
import type { StockDeps } from '../orders/stock-holds.ts';
import { takesTestPayments } from '../payments/stripe-mode.ts';
import { redeemPrizeCode } from '../prizes/prize-redemption.ts';
import type { OrderDocuments } from '../tax-documents/order-documents.ts';
import type { OrderJobName } from './enqueue.ts';
import type { OrderJobTask } from './order-jobs.ts';

/** What the jobs of an order talk to. */
export interface OrderJobTaskDeps {
  config: Config;
  db: StockDeps['db'];
  log: StockDeps['log'];
  stockDeps: StockDeps;
  prizes: Prizes;
  cmsOrders: CmsOrders;
  mailer: MailTransport;
  documents: OrderDocuments;
  /** The orders mailbox and the contact details the mails give (the shop setting, docs/decisions/084). */
  shopSettings: ShopSettings;
  /** A signed link on the shop's origin to one of an order's documents. */
  documentLink(path: string): string;
}

/**
 * Every job of an order (docs/decisions/044, 069) wired to what it talks to, with its setting's
 * first retry wait: the stock commit, prize redemption and CMS push (`SIDE_EFFECT_RETRY_BASE_MS`),
 * the shopper's confirmation, staff's new-order mail and the refund mails (`ORDER_MAIL_RETRY_BASE_MS`).
 */
export function orderJobTasks(deps: OrderJobTaskDeps): Record<OrderJobName, OrderJobTask> {
  const { config, db, log, stockDeps, documentLink, shopSettings } = deps;
  // A test shop's mails say so, each in its language (docs/product.md "A test shop says so").
  const mailDeps = { db, transport: deps.mailer, log, from: config.MAIL_FROM, isTestShop: takesTestPayments(config) };
  return {
    'stock-commit': {
      run: (reference) => commitStock(stockDeps, reference),
      retryBaseMs: config.SIDE_EFFECT_RETRY_BASE_MS,
    },
    'prize-redemption': {
      run: (reference) => redeemPrizeCode({ db, prizes: deps.prizes, log }, reference),
      retryBaseMs: config.SIDE_EFFECT_RETRY_BASE_MS,
    },
    'cms-order-push': {
      run: (reference) => pushOrderToCms({ db, cmsOrders: deps.cmsOrders, brand: config.SHOP_BRAND, log }, reference),
      retryBaseMs: config.SIDE_EFFECT_RETRY_BASE_MS,
    },
    'order-confirmation-mail': {
      run: async (reference) =>
        sendOrderConfirmation(
          {
            ...mailDeps,
            shopUrl: config.PUBLIC_WEB_URL,
            contact: (await shopSettings.read()).contact,
            documents: deps.documents,
            documentLink,
          },
          reference,
        ),
      retryBaseMs: config.ORDER_MAIL_RETRY_BASE_MS,
    },
    'staff-order-mail': {
      run: async (reference) =>
        sendStaffOrderMail(
          {
            ...mailDeps,
            to: (await shopSettings.read()).ordersMailbox,
            adminUrl: config.ADMIN_PUBLIC_URL || config.PUBLIC_WEB_URL,
          },
          reference,
        ),
      retryBaseMs: config.ORDER_MAIL_RETRY_BASE_MS,
    },
    'refund-mail': {
      run: async (reference) =>
        sendRefundMails(
          {
            ...mailDeps,
            documents: deps.documents,
            documentLink,
            staffMailbox: (await shopSettings.read()).ordersMailbox,
            adminUrl: config.ADMIN_PUBLIC_URL || config.PUBLIC_WEB_URL,
          },
          reference,
        ),
      retryBaseMs: config.ORDER_MAIL_RETRY_BASE_MS,
    },
  };
}
