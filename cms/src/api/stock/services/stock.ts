import {
  holdLimitMessage,
  type StockHoldClient,
  type StockLine,
  type StockLineOutcome,
  type StockReleaseReason,
  type StockShortage,
} from '@outlet-shop/shop-rules';
import type { Core } from '@strapi/strapi';

/** The graphile-worker task that mails the stock mailbox about one product (docs/decisions/046). */
export const LOW_STOCK_MAIL_TASK = 'low-stock-mail';

/** Why stock or held pieces changed, as the movement log (`api::stock-movement.stock-movement`) says. */
export type StockMovementReason =
  | 'order'
  | 'staff_edit'
  | 'initial_stock'
  | 'refund_restock'
  | 'checkout_hold'
  | 'hold_released'
  | 'oversold';

/** One entry for the movement log: pieces added (+) or removed (−) from `stock` and from the held count. */
export interface StockMovement {
  productId: number;
  reason: StockMovementReason;
  stockChange: number;
  heldChange: number;
  reference: string;
  note?: string;
}

/** A refused hold: every short product (nothing was held). */
export class OutOfStockError extends Error {
  readonly products: StockShortage[];

  constructor(products: StockShortage[]) {
    super('Temporary out of stock');
    this.name = 'OutOfStockError';
    this.products = products;
  }
}

/**
 * A refused hold: with these lines the client's open holds would pass its share of the products
 * named (docs/decisions/058); `limit` is what the order could still hold of each. Nothing was held.
 */
export class HoldLimitError extends Error {
  readonly products: StockShortage[];

  constructor(products: StockShortage[]) {
    const first = products[0];
    super(holdLimitMessage(first?.title ?? '', first?.limit ?? 0));
    this.name = 'HoldLimitError';
    this.products = products;
  }
}

/** The alert staff see on an order that was paid while its pieces were gone. */
export const OVERSOLD_ALERT = 'oversold: refund or restock';

interface ProductRow {
  id: number;
  document_id: string;
  title: string;
  available: number;
}

interface HoldRow {
  product_id: number;
  product_document_id: string;
  quantity: number;
  status: 'held' | 'released' | 'committed' | 'oversold';
}

const MAX_JOB_ATTEMPTS = 25;
const DEADLOCK_DETECTED = '40P01';

/** A row of `outlet_stock_hold` (bootstrap/stock-schema.ts): one per line of the order. */
interface HoldOutcomeRow {
  product_id: number;
  quantity: number;
  title: string | null;
  available: number | null;
  outcome: 'held' | 'already_held' | 'short' | 'over_share';
  client_limit: number | null;
}

/** Strapi's knex or one of its transactions: what these queries need of either. */
interface Sql {
  // biome-ignore lint/suspicious/noExplicitAny: rows of raw SQL are typed where they are read
  raw(sql: string, bindings?: readonly unknown[]): PromiseLike<{ rows: any[]; rowCount: number | null }>;
}

/**
 * Stock and holds (docs/decisions/046; docs/architecture.md 4.2): every change is a conditional
 * UPDATE on the product row, so concurrent checkouts can never take more pieces than there are
 * and `stock` never goes below 0; the trigger of bootstrap/stock-schema.ts keeps `available` and
 * `outofstock` in step. Each call is one transaction, serialised per order by an advisory lock,
 * and idempotent: a retried call changes nothing twice.
 */
const stock = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const defaultThreshold = () => strapi.config.get<number>('shop.lowStockThreshold');

  /**
   * Runs `work` again (at most 3 times in all) when PostgreSQL picked it as a deadlock victim:
   * rows are locked in document order, but the low-stock flags and Strapi's own writes are not.
   */
  async function retryOnDeadlock<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= 3) throw error;
      }
    }
  }

  /** A transaction, tried again when it was a deadlock's victim. */
  function transaction<T>(work: (trx: Sql) => Promise<T>): Promise<T> {
    return retryOnDeadlock(() => knex().transaction((trx) => work(trx as unknown as Sql)));
  }

  /**
   * Stock changed in SQL, out of sight of Strapi's lifecycle hooks: the catalogue's cached answers
   * (which show `available` and `outofstock`) are purged once the change has committed, within
   * 250 ms (docs/decisions/050).
   */
  async function publishStockChange(): Promise<void> {
    await strapi.plugin('response-cache').service('purge').afterStockChange();
  }

  async function lockOrder(trx: Sql, reference: string): Promise<void> {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`stock:${reference}`]);
  }

  async function productsOf(trx: Sql, ids: readonly number[]): Promise<Map<number, ProductRow>> {
    const result = await trx.raw(
      'SELECT id, document_id, title, available FROM products WHERE id = ANY(?::int[]) ORDER BY document_id',
      [ids],
    );
    return new Map((result.rows as ProductRow[]).map((row) => [row.id, row]));
  }

  async function holdsOf(trx: Sql, reference: string): Promise<HoldRow[]> {
    const result = await trx.raw(
      'SELECT product_id, product_document_id, quantity, status FROM stock_holds WHERE order_reference = ? ORDER BY product_document_id',
      [reference],
    );
    return result.rows as HoldRow[];
  }

  /** Appends entries to the movement log with the product's title, stock and availability after the change. */
  async function logMovements(trx: Sql, movements: readonly StockMovement[]): Promise<void> {
    if (movements.length === 0) return;
    await trx.raw(
      `INSERT INTO stock_movements (document_id, product_id, product_title, reason, stock_change, held_change,
         stock_after, available_after, reference, note, created_at, updated_at, published_at)
       SELECT gen_random_uuid()::text, p.id, p.title, m.reason, m.stock_change, m.held_change, p.stock, p.available,
              m.reference, m.note, clock_timestamp(), clock_timestamp(), clock_timestamp()
         FROM unnest(?::int[], ?::text[], ?::int[], ?::int[], ?::text[], ?::text[])
              AS m (product_id, reason, stock_change, held_change, reference, note)
         JOIN products p ON p.id = m.product_id`,
      [
        movements.map((m) => m.productId),
        movements.map((m) => m.reason),
        movements.map((m) => m.stockChange),
        movements.map((m) => m.heldChange),
        movements.map((m) => m.reference),
        movements.map((m) => m.note ?? null),
      ],
    );
  }

  /**
   * Once per crossing: products whose pieces on hand (`stock`) fell to their threshold
   * (`low_stock_threshold`, else `shop.lowStockThreshold`) get a low-stock mail job; those back
   * above it are re-armed. Called where `stock` changes (a sale, a restock, a staff edit), never
   * for a hold: open checkouts alone cannot mail staff (docs/decisions/058).
   */
  async function checkLowStock(trx: Sql, productIds: readonly number[]): Promise<void> {
    if (productIds.length === 0) return;
    const threshold = defaultThreshold();
    await trx.raw(
      `UPDATE products SET low_stock_alerted = false
        WHERE id = ANY(?::int[]) AND low_stock_alerted AND COALESCE(stock, 0) > COALESCE(low_stock_threshold, ?)`,
      [productIds, threshold],
    );
    await trx.raw(
      `WITH crossed AS (
         UPDATE products SET low_stock_alerted = true
          WHERE id = ANY(?::int[]) AND NOT low_stock_alerted AND COALESCE(stock, 0) <= COALESCE(low_stock_threshold, ?)
          RETURNING id)
       SELECT graphile_worker.add_job(?, json_build_object('productId', id), max_attempts => ?::int) FROM crossed`,
      [productIds, threshold, LOW_STOCK_MAIL_TASK, MAX_JOB_ATTEMPTS],
    );
  }

  /** Marks the CMS copy of the order (if it exists yet) for staff; order-sync sets it on later pushes too. */
  async function flagOversoldOrder(trx: Sql, reference: string): Promise<void> {
    await trx.raw('UPDATE orders SET stock_alert = ? WHERE customer_reference_number = ?', [OVERSOLD_ALERT, reference]);
  }

  return {
    /**
     * Holds every line of the order until `expiresAt`, or none (docs/decisions/046): one
     * statement (`outlet_stock_hold`, bootstrap/stock-schema.ts) locks the products in document
     * order and holds the lines only if every one's pieces are there (`stock − held ≥ quantity`,
     * not marked out of stock) and, with a `client`, only within that client's share of each
     * (docs/decisions/058), so concurrent checkouts never hold more than there is, nor one client
     * more than its share; it logs the holds. Holding an order that already holds its pieces only
     * moves `expires_at`. Throws {@link OutOfStockError} naming every short product (unknown ids
     * count as 0 available), else {@link HoldLimitError} naming every product over the share.
     */
    async hold(
      reference: string,
      lines: readonly StockLine[],
      expiresAt: Date,
      client?: StockHoldClient,
    ): Promise<StockLine[]> {
      const result = await retryOnDeadlock(() =>
        knex().raw('SELECT * FROM outlet_stock_hold(?, ?::int[], ?::int[], ?, ?, ?::int, ?::int)', [
          reference,
          lines.map((line) => line.product_id),
          lines.map((line) => line.quantity),
          expiresAt,
          client?.key ?? null,
          client?.max_share_percent ?? 100,
          client?.min_pieces ?? 0,
        ]),
      );
      const rows = result.rows as HoldOutcomeRow[];
      const refusal = (row: HoldOutcomeRow) => ({
        id: row.product_id,
        title: row.title ?? '',
        available: row.available ?? 0,
      });
      const short = rows.filter((row) => row.outcome === 'short');
      if (short.length > 0) throw new OutOfStockError(short.map(refusal));
      const overShare = rows.filter((row) => row.outcome === 'over_share');
      if (overShare.length > 0) {
        throw new HoldLimitError(overShare.map((row) => ({ ...refusal(row), limit: row.client_limit ?? 0 })));
      }
      if (rows.some((row) => row.outcome === 'held')) await publishStockChange();
      return rows.map((row) => ({ product_id: row.product_id, quantity: row.quantity }));
    },

    /**
     * Gives back the order's held pieces (its session expired, its payment failed, …): one
     * statement (`outlet_stock_release`) marks the holds `released`, lowers the products' held
     * counts and logs it. Lines already released, committed or never held are left alone, so a
     * second call releases nothing.
     */
    async release(reference: string, reason: StockReleaseReason): Promise<StockLine[]> {
      const result = await retryOnDeadlock(() =>
        knex().raw('SELECT * FROM outlet_stock_release(?, ?)', [reference, reason]),
      );
      const released = (result.rows as StockLine[]).map((row) => ({
        product_id: row.product_id,
        quantity: row.quantity,
      }));
      if (released.length > 0) await publishStockChange();
      return released;
    },

    /**
     * A paid order's pieces leave `stock`, exactly once per order. A held line takes its held
     * pieces; a line whose hold was released (the payment finished after its session's expiry) or
     * never held takes the pieces if they are still available. A line that cannot be taken is
     * `oversold`: the order stays paid, nothing goes below 0, and the order is flagged for staff
     * ('oversold: refund or restock'). A second call answers the first call's outcome.
     */
    async commit(reference: string, lines: readonly StockLine[]): Promise<StockLineOutcome[]> {
      let isReplay = false;
      const outcomes = await transaction(async (trx) => {
        await lockOrder(trx, reference);
        const holds = await holdsOf(trx, reference);
        const settled = holds.filter((row) => row.status === 'committed' || row.status === 'oversold');
        isReplay = settled.length > 0;
        if (isReplay) {
          return settled.map((row) => ({
            product_id: row.product_id,
            quantity: row.quantity,
            status: row.status as StockLineOutcome['status'],
          }));
        }
        const held = new Map(holds.filter((row) => row.status === 'held').map((row) => [row.product_id, row]));
        const products = await productsOf(
          trx,
          lines.map((line) => line.product_id),
        );
        const outcomes: StockLineOutcome[] = [];
        const movements: StockMovement[] = [];
        const sorted = [...lines].sort((a, b) =>
          (products.get(a.product_id)?.document_id ?? '').localeCompare(products.get(b.product_id)?.document_id ?? ''),
        );
        for (const line of sorted) {
          const product = products.get(line.product_id);
          const hold = held.get(line.product_id);
          const quantity = line.quantity;
          let taken = false;
          if (product && hold) {
            const result = await trx.raw(
              `UPDATE products SET stock = stock - ?, stock_held = stock_held - ?
                WHERE document_id = ? AND stock >= ? RETURNING id`,
              [quantity, hold.quantity, product.document_id, quantity],
            );
            taken = result.rows.length > 0;
            if (!taken) {
              // Staff lowered the count below what was held: the hold is given back, the line is short.
              await trx.raw(`UPDATE products SET stock_held = stock_held - ? WHERE document_id = ?`, [
                hold.quantity,
                product.document_id,
              ]);
            }
          } else if (product) {
            const result = await trx.raw(
              `UPDATE products SET stock = stock - ? WHERE document_id = ? AND stock - stock_held >= ? RETURNING id`,
              [quantity, product.document_id, quantity],
            );
            taken = result.rows.length > 0;
          }
          outcomes.push({ product_id: line.product_id, quantity, status: taken ? 'committed' : 'oversold' });
          if (!product) continue;
          movements.push(
            taken
              ? {
                  productId: line.product_id,
                  reason: 'order',
                  stockChange: -quantity,
                  heldChange: hold ? -hold.quantity : 0,
                  reference,
                }
              : {
                  productId: line.product_id,
                  reason: 'oversold',
                  stockChange: 0,
                  heldChange: hold ? -hold.quantity : 0,
                  reference,
                  note: `${quantity} paid but not in stock: refund or restock`,
                },
          );
        }
        await trx.raw(
          `INSERT INTO stock_holds (order_reference, product_document_id, product_id, quantity, status, expires_at)
           SELECT ?, p.document_id, p.id, m.quantity, m.status, now()
             FROM unnest(?::int[], ?::int[], ?::text[]) AS m (product_id, quantity, status)
             JOIN products p ON p.id = m.product_id
           ON CONFLICT (order_reference, product_document_id)
             DO UPDATE SET status = EXCLUDED.status, quantity = EXCLUDED.quantity, updated_at = now()`,
          [
            reference,
            outcomes.map((o) => o.product_id),
            outcomes.map((o) => o.quantity),
            outcomes.map((o) => o.status),
          ],
        );
        await logMovements(trx, movements);
        if (outcomes.some((outcome) => outcome.status === 'oversold')) {
          await flagOversoldOrder(trx, reference);
          strapi.log.error(`Stock: order ${reference} was paid but is oversold; staff must refund or restock`);
        }
        await checkLowStock(
          trx,
          lines.map((line) => line.product_id),
        );
        return outcomes.sort((a, b) => a.product_id - b.product_id);
      });
      if (!isReplay) await publishStockChange();
      return outcomes;
    },

    /**
     * Puts a refund's pieces back on the shelf (issue 15: staff chose "restock" when refunding):
     * `stock` grows by each line's pieces, logged as `refund_restock` with the order reference,
     * once per `restockKey` (the refund); a repeat returns false and changes nothing.
     */
    async restock(restockKey: string, reference: string, lines: readonly StockLine[]): Promise<boolean> {
      const isRestocked = await transaction(async (trx) => {
        const claimed = await trx.raw(
          'INSERT INTO stock_restocks (restock_key, order_reference) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING restock_key',
          [restockKey, reference],
        );
        if (claimed.rows.length === 0) return false;
        const products = await productsOf(
          trx,
          lines.map((line) => line.product_id),
        );
        const quantities = new Map(lines.map((line) => [line.product_id, line.quantity]));
        for (const product of products.values()) {
          await trx.raw('UPDATE products SET stock = COALESCE(stock, 0) + ? WHERE document_id = ?', [
            quantities.get(product.id) ?? 0,
            product.document_id,
          ]);
        }
        await logMovements(
          trx,
          [...products.values()].map((product) => ({
            productId: product.id,
            reason: 'refund_restock' as const,
            stockChange: quantities.get(product.id) ?? 0,
            heldChange: 0,
            reference,
          })),
        );
        await checkLowStock(trx, [...products.keys()]);
        return true;
      });
      if (isRestocked) await publishStockChange();
      return isRestocked;
    },

    /** True when a line of this order was paid while its pieces were gone (order-sync keeps the flag). */
    async isOversold(reference: string): Promise<boolean> {
      const result = await knex().raw(
        `SELECT 1 FROM stock_holds WHERE order_reference = ? AND status = 'oversold' LIMIT 1`,
        [reference],
      );
      return result.rows.length > 0;
    },

    /**
     * Records a change of `stock` made outside the calls above (a staff edit in the admin, the first
     * count of a new product) in the movement log and, unless told not to, checks the low-stock threshold.
     */
    async recordChange(movement: StockMovement, options: { checkThreshold: boolean }): Promise<void> {
      await transaction(async (trx) => {
        await logMovements(trx, [movement]);
        if (options.checkThreshold) await checkLowStock(trx, [movement.productId]);
      });
    },
  };
};

export type StockService = ReturnType<typeof stock>;

/** The stock service, typed. */
export function stockService(strapi: Core.Strapi): StockService {
  return strapi.service('api::stock.stock') as StockService;
}

export default stock;
