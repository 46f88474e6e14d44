-- outlet_stock_hold(reference, product_ids[], quantities[], expires_at, client_key,
-- max_share_percent, min_pieces, client_keys[]): the checkout's hold when the payment popup opens, all lines or
-- none. One row per line: `outcome`
--   `held`;
--   `already_held`: the order holds or took its pieces already, only `expires_at` moved;
--   `short`: nothing was held; `title` and `available` as they are now (an unknown product, a
--     product staff marked out of stock, or fewer pieces than asked not held by others);
--   `over_share`: nothing was held; with this line the shopper's holds of the product would pass
--     its share, `client_limit` is what the order could still hold.
-- A shopper's share (docs/decisions/058): its holds are those under `client_key` or any of
-- `client_keys` (its browser's session, e-mail, mobile number; null: `client_key` alone), so a
-- shopper who changes one key still counts its holds. Of the pieces not held by others, at most
-- `max_share_percent` %, rounded down, but always `min_pieces` or all that is left when fewer; a
-- null `client_key` has no share. Checked on the locked rows, so it holds under concurrency. A hold
-- queues no low-stock mail: holding is not selling.

-- The signature before the client's share: dropped, so no call can reach it.
DROP FUNCTION IF EXISTS outlet_stock_hold(text, integer[], integer[], timestamptz, integer, text, integer);

CREATE OR REPLACE FUNCTION outlet_stock_hold(
    p_reference text, p_product_ids integer[], p_quantities integer[], p_expires_at timestamptz,
    p_client_key text, p_max_share_percent integer, p_min_pieces integer, p_client_keys text[])
  RETURNS TABLE (product_id integer, quantity integer, title text, available integer, outcome text,
                 client_limit integer)
  LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_keys text[] := CASE WHEN p_client_key IS NULL THEN NULL
                        ELSE COALESCE(p_client_keys, '{}') || p_client_key END;
BEGIN
  PERFORM outlet_stock_lock_order(p_reference);
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

  PERFORM outlet_stock_lock_products(ARRAY(SELECT q.document_id FROM products q WHERE q.id = ANY (p_product_ids)));
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
         WHERE h.status = 'held' AND (h.client_key = ANY (v_keys) OR h.client_keys && v_keys)
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
  INSERT INTO stock_holds (order_reference, product_document_id, product_id, quantity, expires_at, client_key,
                           client_keys)
    SELECT DISTINCT ON (p.document_id) p_reference, p.document_id, p.id, w.quantity, p_expires_at, p_client_key,
           v_keys
      FROM unnest(p_product_ids, p_quantities) AS w (product_id, quantity)
      JOIN products p ON p.id = w.product_id
     ORDER BY p.document_id, p.id;
  PERFORM outlet_stock_log(w.product_id, 'checkout_hold', 0, w.quantity, p_reference, NULL)
     FROM unnest(p_product_ids, p_quantities) AS w (product_id, quantity);
  RETURN QUERY
    SELECT w.product_id, w.quantity, p.title::text, p.available::integer, 'held'::text, NULL::integer
      FROM unnest(p_product_ids, p_quantities) AS w (product_id, quantity)
      JOIN products p ON p.id = w.product_id
     ORDER BY w.product_id;
END $fn$;

-- The signature before a shopper's several keys, as a CMS replica of the previous version calls it
-- during a rolling restart: its one key alone.
CREATE OR REPLACE FUNCTION outlet_stock_hold(
    p_reference text, p_product_ids integer[], p_quantities integer[], p_expires_at timestamptz,
    p_client_key text, p_max_share_percent integer, p_min_pieces integer)
  RETURNS TABLE (product_id integer, quantity integer, title text, available integer, outcome text,
                 client_limit integer)
  LANGUAGE sql AS $fn$
  SELECT * FROM outlet_stock_hold(p_reference, p_product_ids, p_quantities, p_expires_at, p_client_key,
                                  p_max_share_percent, p_min_pieces, NULL::text[])
$fn$;
