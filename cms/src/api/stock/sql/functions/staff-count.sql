-- outlet_stock_record_count(product_id, stock_change, staff, is_first_count, low_stock_threshold):
-- logs a change of `stock` Strapi's document service made (services/stock.ts is told by
-- staff-edits.ts): a staff edit in the admin (`staff_edit`, `staff` the staff member's e-mail), then
-- the low-stock check; or a new product's first count (`initial_stock`), without the check: the
-- seed creates products before the job queue exists.
CREATE OR REPLACE FUNCTION outlet_stock_record_count(
    p_product_id integer, p_stock_change integer, p_staff text, p_is_first_count boolean,
    p_low_stock_threshold integer)
  RETURNS void
  LANGUAGE plpgsql AS $fn$
BEGIN
  IF p_is_first_count THEN
    PERFORM outlet_stock_log(p_product_id, 'initial_stock', p_stock_change, 0, p_staff, NULL);
  ELSE
    PERFORM outlet_stock_log(p_product_id, 'staff_edit', p_stock_change, 0, p_staff, NULL);
    PERFORM outlet_stock_check_low(ARRAY[p_product_id], p_low_stock_threshold);
  END IF;
END $fn$;
