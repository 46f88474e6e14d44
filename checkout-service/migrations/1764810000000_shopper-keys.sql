-- Up Migration
-- Hold limits per shopper (docs/decisions/058, as keyed on the shopper since): who opened an order's
-- payment popup, as digests of the browser's own session id, the order's e-mail and its mobile
-- number (`shopper_keys`, any of which names the shopper), and the browser's own (`browser_key`),
-- whose newer popup replaces its earlier unpaid ones. `client_key` stays the address's digest, for
-- the per-address ceiling.
ALTER TABLE orders ADD COLUMN shopper_keys text[];
ALTER TABLE orders ADD COLUMN browser_key text;

-- Counting a shopper's open checkouts by any of its keys.
CREATE INDEX orders_open_checkouts_by_shopper_idx ON orders USING gin (shopper_keys)
  WHERE payment_status <> 'paid' AND stock_released_at IS NULL;

-- A browser's open checkouts, replaced by its newer popup.
CREATE INDEX orders_open_checkouts_by_browser_idx ON orders (browser_key)
  WHERE payment_status <> 'paid' AND stock_released_at IS NULL AND browser_key IS NOT NULL;

-- Down Migration
DROP INDEX orders_open_checkouts_by_browser_idx;
DROP INDEX orders_open_checkouts_by_shopper_idx;
ALTER TABLE orders DROP COLUMN browser_key;
ALTER TABLE orders DROP COLUMN shopper_keys;
