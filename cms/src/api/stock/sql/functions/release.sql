-- outlet_stock_release(reference, reason): gives back the order's held pieces (its session
-- expired, its payment failed, ...): marks its holds `released`, lowers the products' held counts
-- and logs each line with the reason as its note. Returns the lines given back: none when nothing
-- was held, so a second call releases nothing.

-- An older signature: dropped, so no call can reach it.
DROP FUNCTION IF EXISTS outlet_stock_release(text, text, integer);

CREATE OR REPLACE FUNCTION outlet_stock_release(p_reference text, p_reason text)
  RETURNS TABLE (product_id integer, quantity integer)
  LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_ids integer[];
  v_quantities integer[];
BEGIN
  PERFORM outlet_stock_lock_order(p_reference);
  PERFORM outlet_stock_lock_products(ARRAY(SELECT h.product_document_id FROM stock_holds h
                                            WHERE h.order_reference = p_reference AND h.status = 'held'));
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
  PERFORM outlet_stock_log(r.product_id, 'hold_released', 0, -r.quantity, p_reference, p_reason)
     FROM unnest(v_ids, v_quantities) AS r (product_id, quantity);
  RETURN QUERY SELECT r.product_id, r.quantity FROM unnest(v_ids, v_quantities) AS r (product_id, quantity);
END $fn$;
