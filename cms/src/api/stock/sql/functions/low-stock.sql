-- outlet_stock_check_low(product_ids[], default_threshold): once per crossing, queues the
-- `low-stock-mail` job (the CMS's job worker mails the stock mailbox, services/low-stock-mail.ts)
-- for each of these products whose pieces on hand (`stock`) are at or below its threshold
-- (`low_stock_threshold`, else `default_threshold`, the setting LOW_STOCK_THRESHOLD), and re-arms
-- those back above it. Called wherever `stock` changes (a sale, a restock, a staff edit), never
-- for a hold or a release: open checkouts alone cannot mail staff (docs/decisions/058).
-- The job's max_attempts is the shop's retry policy's (JOB_RETRY_POLICY, docs/decisions/069);
-- stock-sql.test.ts keeps the two equal.
CREATE OR REPLACE FUNCTION outlet_stock_check_low(p_product_ids integer[], p_default_threshold integer)
  RETURNS void
  LANGUAGE plpgsql AS $fn$
DECLARE
  v_product_id integer;
BEGIN
  UPDATE products p SET low_stock_alerted = false
   WHERE p.id = ANY (p_product_ids) AND p.low_stock_alerted
     AND COALESCE(p.stock, 0) > COALESCE(p.low_stock_threshold, p_default_threshold);
  FOR v_product_id IN
    UPDATE products p SET low_stock_alerted = true
     WHERE p.id = ANY (p_product_ids) AND NOT p.low_stock_alerted
       AND COALESCE(p.stock, 0) <= COALESCE(p.low_stock_threshold, p_default_threshold)
    RETURNING p.id
  LOOP
    PERFORM graphile_worker.add_job('low-stock-mail', json_build_object('productId', v_product_id),
                                    max_attempts => 30);
  END LOOP;
END $fn$;
