-- The order fulfilment states of docs/decisions/049: an order stored as `new` is `paid`, one
-- stored as `processing` is `packed`. Strapi runs this once, before it syncs its tables, so on a
-- new database there is no `orders` table yet and nothing to change.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'orders' AND column_name = 'fulfilment_status'
  ) THEN
    UPDATE orders
       SET fulfilment_status = CASE fulfilment_status WHEN 'new' THEN 'paid' ELSE 'packed' END
     WHERE fulfilment_status IN ('new', 'processing');
  END IF;
END $$;
