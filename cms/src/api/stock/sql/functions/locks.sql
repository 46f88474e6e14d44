-- The two locks every stock change takes, in this order, so two changes never deadlock:
--
-- outlet_stock_lock_order(reference): the order's transaction-long advisory lock, so calls for
--   one order (a hold and its retry, three concurrent commits) run one after the other.
-- outlet_stock_lock_products(document_ids[]): every locale's row of these products, in
--   `document_id` then `id` order, before anything is read: the figures the caller checks are the
--   latest and stay so until its commit.
CREATE OR REPLACE FUNCTION outlet_stock_lock_order(p_reference text)
  RETURNS void
  LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('stock:' || p_reference));
END $fn$;

CREATE OR REPLACE FUNCTION outlet_stock_lock_products(p_document_ids text[])
  RETURNS void
  LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM 1 FROM products p WHERE p.document_id = ANY (p_document_ids) ORDER BY p.document_id, p.id FOR UPDATE;
END $fn$;
