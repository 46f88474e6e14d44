import {
  holdLimitMessage,
  type StockHoldClient,
  type StockLine,
  type StockLineOutcome,
  type StockReleaseReason,
  type StockShortage,
} from '@outlet-shop/shop-rules';
import type { Core } from '@strapi/strapi';
import { catalogue } from '../../product/catalogue';

/**
 * The graphile-worker task that mails the stock mailbox about one product (docs/decisions/046);
 * `outlet_stock_check_low` (sql/functions/low-stock.sql) queues it under this name.
 */
export const LOW_STOCK_MAIL_TASK = 'low-stock-mail';

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

/** A row of `outlet_stock_hold` (sql/functions/hold.sql): one per line of the order. */
interface HoldOutcomeRow {
  product_id: number;
  quantity: number;
  title: string | null;
  available: number | null;
  outcome: 'held' | 'already_held' | 'short' | 'over_share';
  client_limit: number | null;
}

/** A row of `outlet_stock_commit` (sql/functions/commit.sql): one per line of the order. */
interface CommitOutcomeRow extends StockLineOutcome {
  is_replay: boolean;
}

const DEADLOCK_DETECTED = '40P01';

/**
 * Stock and holds (docs/decisions/046, 068; docs/architecture.md 4.2): each call is one statement,
 * a function of `sql/functions/` that locks the order and its products' rows, applies the rule and
 * logs the movement inside PostgreSQL. This service passes the arguments, maps the rows to the
 * wire's shapes and errors, and tells the response cache after a change.
 */
const stock = ({ strapi }: { strapi: Core.Strapi }) => {
  const lowStockThreshold = () => strapi.config.get<number>('shop.lowStockThreshold');

  /**
   * Runs one stock function, again (at most 3 times in all) when PostgreSQL picked it as a
   * deadlock's victim: rows are locked in document order, but Strapi's own writes are not.
   */
  async function call<Row>(sql: string, bindings: readonly unknown[]): Promise<Row[]> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await strapi.db.connection.raw(sql, bindings as unknown[]);
        return result.rows as Row[];
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= 3) throw error;
      }
    }
  }

  /**
   * Stock changed in SQL, out of sight of Strapi's lifecycle hooks: once it has committed, the
   * catalogue reads the new availability, which its next answer shows (docs/decisions/100).
   */
  async function publishStockChange(): Promise<void> {
    await catalogue(strapi).afterStockChange();
  }

  const ids = (lines: readonly StockLine[]) => lines.map((line) => line.product_id);
  const quantities = (lines: readonly StockLine[]) => lines.map((line) => line.quantity);

  return {
    /**
     * Holds every line of the order until `expiresAt`, or none (`outlet_stock_hold`): only if every
     * line's pieces are there (`stock − held ≥ quantity`, not marked out of stock) and, with a
     * `client`, only within that shopper's share of each, counting its holds under any of its
     * `keys` (docs/decisions/058). Holding an order
     * that already holds its pieces only moves `expires_at`. Returns the lines held.
     * @throws {OutOfStockError} naming every short product (unknown ids count as 0 available)
     * @throws {HoldLimitError} naming every product over the client's share
     */
    async hold(
      reference: string,
      lines: readonly StockLine[],
      expiresAt: Date,
      client?: StockHoldClient,
    ): Promise<StockLine[]> {
      const rows = await call<HoldOutcomeRow>(
        'SELECT * FROM outlet_stock_hold(?, ?::int[], ?::int[], ?, ?, ?::int, ?::int, ?::text[])',
        [
          reference,
          ids(lines),
          quantities(lines),
          expiresAt,
          client?.key ?? null,
          client?.max_share_percent ?? 100,
          client?.min_pieces ?? 0,
          client?.keys ?? null,
        ],
      );
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
     * Gives back the order's held pieces (`outlet_stock_release`; its session expired, its payment
     * failed, …) and returns the lines given back: none when nothing was held, so a second call
     * releases nothing. `reason` is logged as the movement's note: one of the checkout's reasons,
     * or a newer one a checkout of a later release sends (docs/decisions/106).
     */
    async release(reference: string, reason: StockReleaseReason | (string & {})): Promise<StockLine[]> {
      const rows = await call<StockLine>('SELECT * FROM outlet_stock_release(?, ?)', [reference, reason]);
      const released = rows.map((row) => ({ product_id: row.product_id, quantity: row.quantity }));
      if (released.length > 0) await publishStockChange();
      return released;
    },

    /**
     * A paid order's pieces leave `stock`, exactly once per order (`outlet_stock_commit`): held
     * lines take their held pieces, others the pieces still available; a line that cannot be taken
     * is `oversold` (the order stays paid and is flagged 'oversold: refund or restock' for staff).
     * A second call answers the first call's outcome. Returns one outcome per line.
     */
    async commit(reference: string, lines: readonly StockLine[]): Promise<StockLineOutcome[]> {
      const rows = await call<CommitOutcomeRow>('SELECT * FROM outlet_stock_commit(?, ?::int[], ?::int[], ?::int, ?)', [
        reference,
        ids(lines),
        quantities(lines),
        lowStockThreshold(),
        OVERSOLD_ALERT,
      ]);
      const outcomes = rows.map((row) => ({ product_id: row.product_id, quantity: row.quantity, status: row.status }));
      if (rows[0]?.is_replay) return outcomes;
      if (outcomes.some((outcome) => outcome.status === 'oversold')) {
        strapi.log.error(`Stock: order ${reference} was paid but is oversold; staff must refund or restock`);
      }
      await publishStockChange();
      return outcomes;
    },

    /**
     * Puts a refund's pieces back on the shelf (`outlet_stock_restock`), once per `restockKey` (the
     * refund). Returns false for a repeat, which changes nothing.
     */
    async restock(restockKey: string, reference: string, lines: readonly StockLine[]): Promise<boolean> {
      const [row] = await call<{ is_restocked: boolean }>(
        'SELECT outlet_stock_restock(?, ?, ?::int[], ?::int[], ?::int) AS is_restocked',
        [restockKey, reference, ids(lines), quantities(lines), lowStockThreshold()],
      );
      const isRestocked = row?.is_restocked === true;
      if (isRestocked) await publishStockChange();
      return isRestocked;
    },

    /** True when a line of this order was paid while its pieces were gone (order-sync keeps the flag). */
    async isOversold(reference: string): Promise<boolean> {
      const [row] = await call<{ is_oversold: boolean }>('SELECT outlet_stock_is_oversold(?) AS is_oversold', [
        reference,
      ]);
      return row?.is_oversold === true;
    },

    /**
     * Logs a change of `stock` made through Strapi's document service (`outlet_stock_record_count`):
     * a staff edit (`staff` is who made it; the low-stock threshold is checked) or a new product's
     * first count (`isFirstCount`; no low-stock check).
     */
    async recordCount(productId: number, stockChange: number, staff: string, isFirstCount: boolean): Promise<void> {
      await call('SELECT outlet_stock_record_count(?::int, ?::int, ?, ?, ?::int)', [
        productId,
        stockChange,
        staff,
        isFirstCount,
        lowStockThreshold(),
      ]);
    },
  };
};

export type StockService = ReturnType<typeof stock>;

/** The stock service, typed. */
export function stockService(strapi: Core.Strapi): StockService {
  return strapi.service('api::stock.stock') as StockService;
}

export default stock;
