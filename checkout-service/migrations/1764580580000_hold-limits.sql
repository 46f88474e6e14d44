-- Up Migration
-- Hold limits (docs/decisions/058): the client that opened an order's payment popup (a digest of
-- its address, never the address), so its open unpaid checkouts can be counted.
ALTER TABLE orders ADD COLUMN client_key text;

-- Counting a client's open checkouts: unpaid, holding pieces, session not yet expired.
CREATE INDEX orders_open_checkouts_by_client_idx ON orders (client_key, session_expires_at)
  WHERE payment_status <> 'paid' AND stock_released_at IS NULL AND client_key IS NOT NULL;

-- The sweeper ends pending orders past their life (PENDING_ORDER_TTL_MS).
CREATE INDEX orders_pending_by_age_idx ON orders (created_at) WHERE payment_status = 'pending';

-- Down Migration
DROP INDEX orders_pending_by_age_idx;
DROP INDEX orders_open_checkouts_by_client_idx;
ALTER TABLE orders DROP COLUMN client_key;
