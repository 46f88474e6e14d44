import type { Core } from '@strapi/strapi';

/**
 * The database side of stock (docs/decisions/046), installed after Strapi has synced its tables,
 * idempotently, under an advisory lock so replicas starting together do not race:
 *
 * - `products.stock_held`: pieces held by open checkouts. Not a Strapi attribute, so a staff
 *   save in the admin (which writes every attribute it shows) can never overwrite it.
 * - `products.low_stock_alerted`: set when the low-stock mail for the current crossing is queued.
 * - a trigger that keeps the attributes `available` (= stock − held, never below 0) and
 *   `outofstock` (= staff's `marked_out_of_stock`, or nothing available) true on every write,
 *   whoever writes: the admin, the seed, a hold or a sale.
 * - `stock_holds`: one row per order and product, `held` → `released` | `committed` | `oversold`,
 *   with the client that asked for it (`client_key`, a digest of the shopper's address), so one
 *   client's share of a product can be counted (docs/decisions/058).
 * - `stock_restocks`: the refunds whose pieces went back to stock (a retried restock adds nothing).
 */
const STOCK_SCHEMA = `
  ALTER TABLE products ADD COLUMN IF NOT EXISTS stock_held integer NOT NULL DEFAULT 0;
  ALTER TABLE products ADD COLUMN IF NOT EXISTS low_stock_alerted boolean NOT NULL DEFAULT false;
  DO $$ BEGIN
    ALTER TABLE products ADD CONSTRAINT products_stock_held_not_negative CHECK (stock_held >= 0);
  EXCEPTION WHEN duplicate_object THEN NULL; END $$;
  DO $$ BEGIN
    ALTER TABLE products ADD CONSTRAINT products_stock_not_negative CHECK (stock >= 0);
  EXCEPTION WHEN duplicate_object THEN NULL; END $$;

  CREATE OR REPLACE FUNCTION outlet_products_stock_flags() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    NEW.available := GREATEST(COALESCE(NEW.stock, 0) - NEW.stock_held, 0);
    NEW.outofstock := COALESCE(NEW.marked_out_of_stock, false) OR NEW.available = 0;
    RETURN NEW;
  END $fn$;
  CREATE OR REPLACE TRIGGER outlet_products_stock_flags BEFORE INSERT OR UPDATE ON products
    FOR EACH ROW EXECUTE FUNCTION outlet_products_stock_flags();

  CREATE TABLE IF NOT EXISTS stock_holds (
    order_reference text NOT NULL,
    product_document_id text NOT NULL,
    product_id integer NOT NULL,
    quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
    status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'released', 'committed', 'oversold')),
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (order_reference, product_document_id)
  );
  CREATE INDEX IF NOT EXISTS stock_holds_open_idx ON stock_holds (expires_at) WHERE status = 'held';
  ALTER TABLE stock_holds ADD COLUMN IF NOT EXISTS client_key text;
  CREATE INDEX IF NOT EXISTS stock_holds_client_idx ON stock_holds (client_key, product_document_id)
    WHERE status = 'held' AND client_key IS NOT NULL;

  -- Refunded pieces staff put back on the shelf, once per refund (issue 15).
  CREATE TABLE IF NOT EXISTS stock_restocks (
    restock_key text PRIMARY KEY,
    order_reference text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  );
`;

/**
 * Before this change `outofstock` was the staff's tick and there was no count: a product staff
 * had ticked keeps its tick as `marked_out_of_stock`, and a product without a count (`stock` null)
 * gets 0 pieces, so nothing is sold that nobody counted (staff enter the real counts).
 */
const UPGRADE_UNCOUNTED = `
  UPDATE products SET marked_out_of_stock = COALESCE(outofstock, false), stock = 0
   WHERE stock IS NULL`;

/**
 * The two hot stock calls as one statement each (docs/decisions/046, issue 13's bench): the
 * checkout's hold when the payment popup opens and its release when the session ends. Each runs
 * inside PostgreSQL from first lock to commit, so the product rows are locked for the statement
 * only, never across a round trip to the CMS's busy event loop (20 checkouts of the same products
 * queue on those locks). Each locks the order (advisory lock) and then every locale's row of its
 * products in document order, so two orders cannot deadlock.
 *
 * `outlet_stock_hold(reference, product_ids[], quantities[], expires_at, client_key,
 * max_share_percent, min_pieces)` → one row per line: `outcome` `held`, `already_held` (the
 * order holds or took its pieces already: only `expires_at` moved), `short` (nothing was held;
 * `title` and `available` as they are now) or `over_share` (nothing was held: with this line the
 * client's holds of the product would pass its share; `client_limit` is what the order could
 * still hold). A client's share (docs/decisions/058): of the pieces not held by others, at most
 * `max_share_percent` %, rounded down, but always `min_pieces` or all that is left when fewer; a
 * null `client_key` has no share. Checked on the locked rows, so it holds under concurrency. A hold
 * queues no low-stock mail: holding is not selling.
 *
 * `outlet_stock_release(reference, reason)` → the lines given back (none when nothing was held:
 * a second call releases nothing).
 */
const STOCK_FUNCTIONS = `
  DROP FUNCTION IF EXISTS outlet_stock_hold(text, integer[], integer[], timestamptz, integer, text, integer);
  DROP FUNCTION IF EXISTS outlet_stock_release(text, text, integer);

  CREATE OR REPLACE FUNCTION outlet_stock_hold(
      p_reference text, p_product_ids integer[], p_quantities integer[], p_expires_at timestamptz,
      p_client_key text, p_max_share_percent integer, p_min_pieces integer)
    RETURNS TABLE (product_id integer, quantity integer, title text, available integer, outcome text,
                   client_limit integer)
    LANGUAGE plpgsql AS $fn$
  #variable_conflict use_column
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('stock:' || p_reference));
    IF EXISTS (SELECT 1 FROM stock_holds h WHERE h.order_reference = p_reference AND h.status IN ('held', 'committed')) THEN
      UPDATE stock_holds h SET expires_at = p_expires_at, updated_at = now()
       WHERE h.order_reference = p_reference AND h.status = 'held';
      RETURN QUERY
        SELECT h.product_id, h.quantity, NULL::text, NULL::integer, 'already_held'::text, NULL::integer
          FROM stock_holds h WHERE h.order_reference = p_reference AND h.status IN ('held', 'committed')
         ORDER BY h.product_document_id;
      RETURN;
    END IF;
    DELETE FROM stock_holds h WHERE h.order_reference = p_reference;

    PERFORM 1 FROM products p
      WHERE p.document_id IN (SELECT q.document_id FROM products q WHERE q.id = ANY (p_product_ids))
      ORDER BY p.document_id, p.id FOR UPDATE;
    -- The rows are ours until the commit: these figures are the latest and stay so.
    RETURN QUERY
      SELECT w.product_id, w.quantity, COALESCE(p.title, '')::text, COALESCE(p.available, 0)::integer, 'short'::text,
             NULL::integer
        FROM unnest(p_product_ids, p_quantities) AS w (product_id, quantity)
        LEFT JOIN products p ON p.id = w.product_id
       WHERE p.id IS NULL OR COALESCE(p.marked_out_of_stock, false)
          OR COALESCE(p.stock, 0) - p.stock_held < w.quantity
       ORDER BY w.product_id;
    IF FOUND THEN
      RETURN;
    END IF;
    IF p_client_key IS NOT NULL THEN
      -- Open to this client: the pieces nobody else holds (its own holds included).
      RETURN QUERY
        WITH mine AS (
          SELECT h.product_document_id, sum(h.quantity)::integer AS held
            FROM stock_holds h
           WHERE h.client_key = p_client_key AND h.status = 'held'
           GROUP BY h.product_document_id),
        share AS (
          SELECT w.product_id, w.quantity, p.title, p.available, COALESCE(m.held, 0) AS held,
                 GREATEST(COALESCE(p.stock, 0) - p.stock_held + COALESCE(m.held, 0), 0) AS open_pieces
            FROM unnest(p_product_ids, p_quantities) AS w (product_id, quantity)
            JOIN products p ON p.id = w.product_id
            LEFT JOIN mine m ON m.product_document_id = p.document_id),
        limited AS (
          SELECT s.*, GREATEST(s.open_pieces * p_max_share_percent / 100, LEAST(s.open_pieces, p_min_pieces))
                        - s.held AS room
            FROM share s)
        SELECT l.product_id, l.quantity, l.title::text, l.available::integer, 'over_share'::text,
               GREATEST(l.room, 0)::integer
          FROM limited l WHERE l.quantity > l.room
         ORDER BY l.product_id;
      IF FOUND THEN
        RETURN;
      END IF;
    END IF;

    UPDATE products p SET stock_held = p.stock_held + w.quantity
      FROM (SELECT q.document_id, l.quantity
              FROM unnest(p_product_ids, p_quantities) AS l (product_id, quantity)
              JOIN products q ON q.id = l.product_id) AS w
     WHERE p.document_id = w.document_id;
    INSERT INTO stock_holds (order_reference, product_document_id, product_id, quantity, expires_at, client_key)
      SELECT DISTINCT ON (p.document_id) p_reference, p.document_id, p.id, w.quantity, p_expires_at, p_client_key
        FROM unnest(p_product_ids, p_quantities) AS w (product_id, quantity)
        JOIN products p ON p.id = w.product_id
       ORDER BY p.document_id, p.id;
    INSERT INTO stock_movements (document_id, product_id, product_title, reason, stock_change, held_change,
        stock_after, available_after, reference, created_at, updated_at, published_at)
      SELECT gen_random_uuid()::text, p.id, p.title, 'checkout_hold', 0, w.quantity, p.stock, p.available,
             p_reference, clock_timestamp(), clock_timestamp(), clock_timestamp()
        FROM unnest(p_product_ids, p_quantities) AS w (product_id, quantity)
        JOIN products p ON p.id = w.product_id;
    RETURN QUERY
      SELECT w.product_id, w.quantity, p.title::text, p.available::integer, 'held'::text, NULL::integer
        FROM unnest(p_product_ids, p_quantities) AS w (product_id, quantity)
        JOIN products p ON p.id = w.product_id
       ORDER BY w.product_id;
  END $fn$;

  CREATE OR REPLACE FUNCTION outlet_stock_release(p_reference text, p_reason text)
    RETURNS TABLE (product_id integer, quantity integer)
    LANGUAGE plpgsql AS $fn$
  #variable_conflict use_column
  DECLARE
    v_ids integer[];
    v_quantities integer[];
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('stock:' || p_reference));
    PERFORM 1 FROM products p
      WHERE p.document_id IN (SELECT h.product_document_id FROM stock_holds h
                               WHERE h.order_reference = p_reference AND h.status = 'held')
      ORDER BY p.document_id, p.id FOR UPDATE;
    WITH released AS (
      UPDATE stock_holds h SET status = 'released', updated_at = now()
       WHERE h.order_reference = p_reference AND h.status = 'held'
      RETURNING h.product_document_id, h.product_id, h.quantity),
    returned AS (
      UPDATE products p SET stock_held = p.stock_held - r.quantity
        FROM released r WHERE p.document_id = r.product_document_id)
    SELECT COALESCE(array_agg(r.product_id ORDER BY r.product_id), '{}'),
           COALESCE(array_agg(r.quantity ORDER BY r.product_id), '{}')
      INTO v_ids, v_quantities FROM released r;
    INSERT INTO stock_movements (document_id, product_id, product_title, reason, stock_change, held_change,
        stock_after, available_after, reference, note, created_at, updated_at, published_at)
      SELECT gen_random_uuid()::text, p.id, p.title, 'hold_released', 0, -r.quantity, p.stock, p.available,
             p_reference, p_reason, clock_timestamp(), clock_timestamp(), clock_timestamp()
        FROM unnest(v_ids, v_quantities) AS r (product_id, quantity)
        JOIN products p ON p.id = r.product_id;
    RETURN QUERY SELECT r.product_id, r.quantity FROM unnest(v_ids, v_quantities) AS r (product_id, quantity);
  END $fn$;
`;

/** Installs the stock columns, trigger, holds table and functions (see above); safe on every start. */
export async function installStockSchema(strapi: Core.Strapi): Promise<void> {
  await strapi.db.connection.transaction(async (trx) => {
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('outlet-shop:stock-schema'))`);
    await trx.raw(STOCK_SCHEMA);
    await trx.raw(STOCK_FUNCTIONS);
    const upgraded = await trx.raw(UPGRADE_UNCOUNTED);
    if (upgraded.rowCount > 0) {
      strapi.log.warn(
        `Stock: ${upgraded.rowCount} product(s) had no stock count and now have 0; enter the real counts`,
      );
    }
  });
}
