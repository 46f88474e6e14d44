-- outlet_stock_restock(restock_key, reference, product_ids[], quantities[], low_stock_threshold):
-- puts a refund's pieces back on the shelf (staff chose "restock" when refunding): `stock` grows
-- by each line's pieces, logged as `refund_restock` with the order reference, then the low-stock
-- check. Once per `restock_key` (the refund): a repeat returns false and changes nothing.
CREATE OR REPLACE FUNCTION outlet_stock_restock(
    p_restock_key text, p_reference text, p_product_ids integer[], p_quantities integer[],
    p_low_stock_threshold integer)
  RETURNS boolean
  LANGUAGE plpgsql AS $fn$
DECLARE
  v_line record;
BEGIN
  INSERT INTO stock_restocks (restock_key, order_reference) VALUES (p_restock_key, p_reference)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  PERFORM outlet_stock_lock_products(ARRAY(SELECT q.document_id FROM products q WHERE q.id = ANY (p_product_ids)));
  FOR v_line IN
    SELECT p.id AS product_id, p.document_id, w.quantity
      FROM unnest(p_product_ids, p_quantities) AS w (product_id, quantity)
      JOIN products p ON p.id = w.product_id
     ORDER BY p.document_id, p.id
  LOOP
    UPDATE products p SET stock = COALESCE(p.stock, 0) + v_line.quantity WHERE p.document_id = v_line.document_id;
  END LOOP;
  PERFORM outlet_stock_log(p.id, 'refund_restock', w.quantity, 0, p_reference, NULL)
     FROM unnest(p_product_ids, p_quantities) AS w (product_id, quantity)
     JOIN products p ON p.id = w.product_id
    ORDER BY p.document_id, p.id;
  PERFORM outlet_stock_check_low(p_product_ids, p_low_stock_threshold);
  RETURN true;
END $fn$;
