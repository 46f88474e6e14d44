-- outlet_stock_commit(reference, product_ids[], quantities[], low_stock_threshold, oversold_alert):
-- a paid order's pieces leave `stock`, exactly once per order. A held line takes its held pieces;
-- a line whose hold was released (the payment finished after its session's expiry) or never held
-- takes the pieces if they are still available. A line that cannot be taken is `oversold`: the
-- order stays paid, nothing goes below 0, its hold is given back, and the CMS's copy of the order
-- (if it exists yet) gets `oversold_alert` for staff. Then the low-stock check.
-- One row per line, by product id: `status` `committed` | `oversold`; `is_replay` true when the
-- order was committed before: the rows are the first call's outcome and nothing changed.
CREATE OR REPLACE FUNCTION outlet_stock_commit(
    p_reference text, p_product_ids integer[], p_quantities integer[], p_low_stock_threshold integer,
    p_oversold_alert text)
  RETURNS TABLE (product_id integer, quantity integer, status text, is_replay boolean)
  LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_line record;
  v_is_taken boolean;
  v_ids integer[] := '{}';
  v_quantities integer[] := '{}';
  v_statuses text[] := '{}';
BEGIN
  PERFORM outlet_stock_lock_order(p_reference);
  IF EXISTS (SELECT 1 FROM stock_holds h
              WHERE h.order_reference = p_reference AND h.status IN ('committed', 'oversold')) THEN
    RETURN QUERY
      SELECT h.product_id, h.quantity, h.status, true
        FROM stock_holds h WHERE h.order_reference = p_reference AND h.status IN ('committed', 'oversold')
       ORDER BY h.product_document_id;
    RETURN;
  END IF;

  PERFORM outlet_stock_lock_products(ARRAY(SELECT q.document_id FROM products q WHERE q.id = ANY (p_product_ids)));
  FOR v_line IN
    SELECT w.product_id, w.quantity, p.document_id, h.quantity AS held
      FROM unnest(p_product_ids, p_quantities) WITH ORDINALITY AS w (product_id, quantity, n)
      LEFT JOIN products p ON p.id = w.product_id
      LEFT JOIN stock_holds h
        ON h.order_reference = p_reference AND h.product_id = w.product_id AND h.status = 'held'
     ORDER BY p.document_id NULLS FIRST, w.n
  LOOP
    v_is_taken := false;
    IF v_line.document_id IS NOT NULL AND v_line.held IS NOT NULL THEN
      UPDATE products p SET stock = p.stock - v_line.quantity, stock_held = p.stock_held - v_line.held
       WHERE p.document_id = v_line.document_id AND p.stock >= v_line.quantity;
      v_is_taken := FOUND;
      IF NOT v_is_taken THEN
        -- Staff lowered the count below what was held: the hold is given back, the line is short.
        UPDATE products p SET stock_held = p.stock_held - v_line.held WHERE p.document_id = v_line.document_id;
      END IF;
    ELSIF v_line.document_id IS NOT NULL THEN
      UPDATE products p SET stock = p.stock - v_line.quantity
       WHERE p.document_id = v_line.document_id AND p.stock - p.stock_held >= v_line.quantity;
      v_is_taken := FOUND;
    END IF;
    v_ids := v_ids || v_line.product_id;
    v_quantities := v_quantities || v_line.quantity;
    v_statuses := v_statuses || CASE WHEN v_is_taken THEN 'committed' ELSE 'oversold' END;
    IF v_line.document_id IS NOT NULL AND v_is_taken THEN
      PERFORM outlet_stock_log(v_line.product_id, 'order', -v_line.quantity, -COALESCE(v_line.held, 0),
                               p_reference, NULL);
    ELSIF v_line.document_id IS NOT NULL THEN
      PERFORM outlet_stock_log(v_line.product_id, 'oversold', 0, -COALESCE(v_line.held, 0), p_reference,
                               v_line.quantity || ' paid but not in stock: refund or restock');
    END IF;
  END LOOP;

  INSERT INTO stock_holds (order_reference, product_document_id, product_id, quantity, status, expires_at)
    SELECT p_reference, p.document_id, p.id, m.quantity, m.status, now()
      FROM unnest(v_ids, v_quantities, v_statuses) AS m (product_id, quantity, status)
      JOIN products p ON p.id = m.product_id
  ON CONFLICT (order_reference, product_document_id)
    DO UPDATE SET status = EXCLUDED.status, quantity = EXCLUDED.quantity, updated_at = now();
  IF 'oversold' = ANY (v_statuses) THEN
    UPDATE orders o SET stock_alert = p_oversold_alert WHERE o.customer_reference_number = p_reference;
  END IF;
  PERFORM outlet_stock_check_low(p_product_ids, p_low_stock_threshold);
  RETURN QUERY
    SELECT m.product_id, m.quantity, m.status, false
      FROM unnest(v_ids, v_quantities, v_statuses) WITH ORDINALITY AS m (product_id, quantity, status, n)
     ORDER BY m.product_id, m.n;
END $fn$;
