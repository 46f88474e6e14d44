import type { StockLine, StockLineOutcome, StockReleaseReason, StockShortage } from '@outlet-shop/shop-rules';
import type { Core } from '@strapi/strapi';
import { purgeCachedCatalogue } from '../../../bootstrap/response-cache';

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

interface HeldRow {
  id: number;
  available: number;
  low_stock_threshold: number | null;
  low_stock_alerted: boolean;
}

/**
 * Holds an order's lines in one statement (bindings: product ids, quantities, reference,
 * expires_at, reference). The rows are locked in `document_id` order first; the UPDATE then
 * re-checks each row's condition on its latest version (PostgreSQL's READ COMMITTED re-check), so
 * concurrent holds never take more than `stock − held`. Every locale's row of a product is held
 * alike (one count, decision 046); the log and the answer name the row the shop asked for (its
 * English id), one per line held.
 */
const HOLD_LINES = `
  WITH wanted AS (
    SELECT p.id, p.document_id, w.quantity
      FROM unnest(?::int[], ?::int[]) AS w (product_id, quantity)
      JOIN products p ON p.id = w.product_id),
  locked AS (
    SELECT p.id FROM products p WHERE p.document_id IN (SELECT document_id FROM wanted)
     ORDER BY p.document_id, p.id FOR UPDATE OF p),
  held AS (
    UPDATE products p SET stock_held = p.stock_held + w.quantity
      FROM wanted w
     WHERE p.document_id = w.document_id AND p.id IN (SELECT id FROM locked)
       AND NOT COALESCE(p.marked_out_of_stock, false) AND COALESCE(p.stock, 0) - p.stock_held >= w.quantity
    RETURNING p.id, p.document_id, p.title, p.stock, p.available, p.low_stock_threshold, p.low_stock_alerted,
              w.quantity),
  recorded AS (
    INSERT INTO stock_holds (order_reference, product_document_id, product_id, quantity, expires_at)
    SELECT DISTINCT ON (document_id) ?, document_id, id, quantity, ? FROM held ORDER BY document_id, id),
  logged AS (
    INSERT INTO stock_movements (document_id, product_id, product_title, reason, stock_change, held_change,
      stock_after, available_after, reference, created_at, updated_at, published_at)
    SELECT gen_random_uuid()::text, id, title, 'checkout_hold', 0, quantity, stock, available, ?,
           clock_timestamp(), clock_timestamp(), clock_timestamp()
      FROM held WHERE id IN (SELECT id FROM wanted))
  SELECT id, available, low_stock_threshold, low_stock_alerted FROM held WHERE id IN (SELECT id FROM wanted)`;

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
   * A transaction, tried again (at most 3 times) when PostgreSQL picked it as a deadlock victim:
   * rows are locked in document order, but the low-stock flags and Strapi's own writes are not.
   */
  async function transaction<T>(work: (trx: Sql) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await knex().transaction((trx) => work(trx as unknown as Sql));
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= 3) throw error;
      }
    }
  }

  /**
   * Stock changed in SQL, out of sight of Strapi's lifecycle hooks: the catalogue's cached answers
   * (which show `available` and `outofstock`) are purged once the change has committed (docs/decisions/050).
   */
  async function publishStockChange(): Promise<void> {
    await purgeCachedCatalogue(strapi);
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
   * Once per crossing: products whose availability fell to their threshold (`low_stock_threshold`,
   * else `shop.lowStockThreshold`) get a low-stock mail job; those back above it are re-armed.
   */
  async function checkLowStock(trx: Sql, productIds: readonly number[]): Promise<void> {
    if (productIds.length === 0) return;
    const threshold = defaultThreshold();
    await trx.raw(
      `UPDATE products SET low_stock_alerted = false
        WHERE id = ANY(?::int[]) AND low_stock_alerted AND available > COALESCE(low_stock_threshold, ?)`,
      [productIds, threshold],
    );
    await trx.raw(
      `WITH crossed AS (
         UPDATE products SET low_stock_alerted = true
          WHERE id = ANY(?::int[]) AND NOT low_stock_alerted AND available <= COALESCE(low_stock_threshold, ?)
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
     * statement locking the products in document order and holding each line whose pieces are
     * there (`stock − held ≥ quantity`, not marked out of stock); a short line rolls the whole
     * transaction back, so concurrent checkouts never hold more than there is. Holding an order that already holds its pieces only moves `expires_at`.
     * Throws {@link OutOfStockError} naming every short product (unknown ids count as 0 available).
     */
    async hold(reference: string, lines: readonly StockLine[], expiresAt: Date): Promise<StockLine[]> {
      const outcome = await transaction(async (trx) => {
        await lockOrder(trx, reference);
        const existing = await holdsOf(trx, reference);
        const open = existing.filter((row) => row.status === 'held' || row.status === 'committed');
        if (open.length > 0) {
          await trx.raw(
            `UPDATE stock_holds SET expires_at = ?, updated_at = now() WHERE order_reference = ? AND status = 'held'`,
            [expiresAt, reference],
          );
          const held = open.map((row) => ({ product_id: row.product_id, quantity: row.quantity }));
          return { held, crossed: [], isNewHold: false };
        }
        if (existing.length > 0) await trx.raw(`DELETE FROM stock_holds WHERE order_reference = ?`, [reference]);
        // One statement takes the product rows in document order (no deadlock between two orders),
        // holds every line whose pieces are there, records the holds and logs them. Only this and
        // the commit run while the rows are locked.
        const result = await trx.raw(HOLD_LINES, [
          lines.map((line) => line.product_id),
          lines.map((line) => line.quantity),
          reference,
          expiresAt,
          reference,
        ]);
        const held = result.rows as HeldRow[];
        const heldIds = new Set(held.map((row) => row.id));
        if (!lines.every((line) => heldIds.has(line.product_id))) {
          throw new OutOfStockError(
            lines
              .filter((line) => !heldIds.has(line.product_id))
              .map((line) => ({ id: line.product_id, title: '', available: 0 })),
          );
        }
        const threshold = defaultThreshold();
        const crossed = held
          .filter((row) => !row.low_stock_alerted && row.available <= (row.low_stock_threshold ?? threshold))
          .map((row) => row.id);
        return { held: [...lines], crossed, isNewHold: true };
      }).catch(async (error: unknown) => {
        if (!(error instanceof OutOfStockError)) throw error;
        // Nothing was held (rolled back); the figures as they are now, for the shopper's message.
        const now = await productsOf(
          knex() as unknown as Sql,
          error.products.map((p) => p.id),
        );
        throw new OutOfStockError(
          error.products.map((p) => {
            const row = now.get(p.id);
            return row ? { id: row.id, title: row.title, available: row.available } : p;
          }),
        );
      });
      if (outcome.isNewHold) await publishStockChange();
      // The low-stock mail, after the rows are free again (rare: only when a threshold was crossed).
      if (outcome.crossed.length > 0) {
        await transaction(async (trx) => checkLowStock(trx, outcome.crossed));
      }
      return outcome.held;
    },

    /**
     * Gives back the order's held pieces (its session expired, its payment failed, …): one
     * statement marks the holds `released` and lowers the products' held counts. Lines already
     * released, committed or never held are left alone, so a second call releases nothing.
     */
    async release(reference: string, reason: StockReleaseReason): Promise<StockLine[]> {
      const released = await transaction(async (trx) => {
        await lockOrder(trx, reference);
        const result = await trx.raw(
          `WITH released AS (
             UPDATE stock_holds SET status = 'released', updated_at = now()
              WHERE order_reference = ? AND status = 'held'
              RETURNING product_document_id, product_id, quantity),
           locked AS (
             SELECT p.id FROM products p WHERE p.document_id IN (SELECT product_document_id FROM released)
              ORDER BY p.document_id, p.id FOR UPDATE OF p),
           returned AS (
             UPDATE products p SET stock_held = p.stock_held - r.quantity
               FROM released r WHERE p.document_id = r.product_document_id AND p.id IN (SELECT id FROM locked)
             RETURNING p.id)
           SELECT product_id, quantity FROM released ORDER BY product_id`,
          [reference],
        );
        const released = (result.rows as StockLine[]).map((row) => ({
          product_id: row.product_id,
          quantity: row.quantity,
        }));
        await logMovements(
          trx,
          released.map((line) => ({
            productId: line.product_id,
            reason: 'hold_released',
            stockChange: 0,
            heldChange: -line.quantity,
            reference,
            note: reason,
          })),
        );
        await checkLowStock(
          trx,
          released.map((line) => line.product_id),
        );
        return released;
      });
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
