-- outlet_stock_log(product_id, reason, stock_change, held_change, reference, note): appends one
-- row to the movement log (api::stock-movement.stock-movement): pieces added (+) or removed (-)
-- from `stock` and from the held count, why, and the product's title, stock and availability as
-- they are after the change (call it after the UPDATE, in the same transaction). Every change of
-- stock or held pieces writes its row here and nowhere else. Nothing is written for an unknown
-- product id.
CREATE OR REPLACE FUNCTION outlet_stock_log(
    p_product_id integer, p_reason text, p_stock_change integer, p_held_change integer, p_reference text,
    p_note text)
  RETURNS void
  LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO stock_movements (document_id, product_id, product_title, reason, stock_change, held_change,
      stock_after, available_after, reference, note, created_at, updated_at, published_at)
    SELECT gen_random_uuid()::text, p.id, p.title, p_reason, p_stock_change, p_held_change, p.stock, p.available,
           p_reference, p_note, clock_timestamp(), clock_timestamp(), clock_timestamp()
      FROM products p
     WHERE p.id = p_product_id;
END $fn$;
