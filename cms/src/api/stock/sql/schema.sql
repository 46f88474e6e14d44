-- The database side of stock (docs/decisions/046, 068), installed after Strapi has synced its
-- tables, on every start; every statement is idempotent.
--
-- products.stock_held: pieces held by open checkouts. Not a Strapi attribute, so a staff save in
--   the admin (which writes every attribute it shows) can never overwrite it.
-- products.low_stock_alerted: set when the low-stock mail for the current crossing is queued.
-- outlet_products_stock_flags: keeps the attributes `available` (= stock - held, never below 0)
--   and `outofstock` (= staff's `marked_out_of_stock`, or nothing available) true on every write,
--   whoever writes: the admin, the seed, a hold or a sale; and gives a row whose `available` or
--   `outofstock` moved the next `stock_version`.
-- products.stock_version: when the row's availability last moved, from products_stock_version_seq;
--   the CMS's response cache reads what moved since it last looked (outlet_stock_availability_since)
--   and shows it in its kept answers without purging them (docs/decisions/085).
-- stock_holds: one row per order and product, `held` -> `released` | `committed` | `oversold`,
--   with the shopper that asked for it (`client_key`, a digest of one of its keys, and
--   `client_keys`, the digests of all of them: its browser's session, e-mail, mobile number), so
--   one shopper's share of a product can be counted whichever key it comes with (docs/decisions/058).
-- stock_restocks: the refunds whose pieces went back to stock (a retried restock adds nothing).

ALTER TABLE products ADD COLUMN IF NOT EXISTS stock_held integer NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN IF NOT EXISTS low_stock_alerted boolean NOT NULL DEFAULT false;
DO $$ BEGIN
  ALTER TABLE products ADD CONSTRAINT products_stock_held_not_negative CHECK (stock_held >= 0);
EXCEPTION WHEN duplicate_object THEN NULL; END $$;
DO $$ BEGIN
  ALTER TABLE products ADD CONSTRAINT products_stock_not_negative CHECK (stock >= 0);
EXCEPTION WHEN duplicate_object THEN NULL; END $$;

CREATE SEQUENCE IF NOT EXISTS products_stock_version_seq;
ALTER TABLE products ADD COLUMN IF NOT EXISTS stock_version bigint NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS products_stock_version_idx ON products (stock_version);

CREATE OR REPLACE FUNCTION outlet_products_stock_flags() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.available := GREATEST(COALESCE(NEW.stock, 0) - NEW.stock_held, 0);
  NEW.outofstock := COALESCE(NEW.marked_out_of_stock, false) OR NEW.available = 0;
  IF TG_OP = 'INSERT' OR NEW.available IS DISTINCT FROM OLD.available
     OR NEW.outofstock IS DISTINCT FROM OLD.outofstock THEN
    NEW.stock_version := nextval('products_stock_version_seq');
  END IF;
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
ALTER TABLE stock_holds ADD COLUMN IF NOT EXISTS client_keys text[];
CREATE INDEX IF NOT EXISTS stock_holds_client_keys_idx ON stock_holds USING gin (client_keys)
  WHERE status = 'held' AND client_keys IS NOT NULL;

-- Refunded pieces staff put back on the shelf, once per refund.
CREATE TABLE IF NOT EXISTS stock_restocks (
  restock_key text PRIMARY KEY,
  order_reference text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
