import type { Core } from '@strapi/strapi';
import { shopSettingService } from '../../shop-setting/services/shop-setting';

interface LowStockProduct {
  id: number;
  document_id: string;
  title: string;
  weight: string | null;
  stock: number;
  stock_held: number;
  available: number;
  low_stock_threshold: number | null;
}

/**
 * The low-stock mail (docs/decisions/046, 058): when a sale, a staff edit or a restock brings a
 * product's pieces on hand (`stock`) to its threshold, `outlet_stock_check_low`
 * (sql/functions/low-stock.sql) queues a `low-stock-mail` job (once per crossing; holds of open
 * checkouts never do); the job mails the shop setting's stock mailbox (docs/decisions/084) with the figures as they are when it
 * runs and a link to the product in the admin. A refused mail throws, and graphile-worker retries
 * the job with its backoff.
 */
const lowStockMail = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Sends the mail for one product (its numeric id); nothing when the product is gone. */
  async send(productId: number): Promise<void> {
    const result = await strapi.db.connection.raw(
      `SELECT id, document_id, title, weight, stock, stock_held, available, low_stock_threshold
         FROM products WHERE id = ?`,
      [productId],
    );
    const product = result.rows[0] as LowStockProduct | undefined;
    if (!product) return;
    const threshold = product.low_stock_threshold ?? strapi.config.get<number>('shop.lowStockThreshold');
    const name = [product.title, product.weight].filter(Boolean).join(' ');
    const adminUrl = new URL(
      `/admin/content-manager/collection-types/api::product.product/${product.document_id}`,
      strapi.config.get<string>('shop.adminUrl'),
    ).toString();
    const headline = product.stock === 0 ? 'Out of stock' : `Low stock: ${product.stock} left`;
    await strapi
      .plugin('email')
      .service('email')
      .send({
        to: (await shopSettingService(strapi).mailboxes()).stock,
        subject: `${headline}: ${name}`,
        text: [
          `${name} (product ${product.id}) is down to ${product.stock} on hand (threshold ${threshold}).`,
          '',
          `On hand (stock): ${product.stock}`,
          `Held by open checkouts: ${product.stock_held}`,
          `Available to sell: ${product.available}`,
          '',
          `Restock it in the admin: ${adminUrl}`,
        ].join('\n'),
      });
    strapi.log.info(`Stock: low-stock mail sent for product ${product.id} (${product.available} available)`);
  },
});

export type LowStockMailService = ReturnType<typeof lowStockMail>;

/** The low-stock mail service, typed. */
export function lowStockMailService(strapi: Core.Strapi): LowStockMailService {
  return strapi.service('api::stock.low-stock-mail') as LowStockMailService;
}

export default lowStockMail;
