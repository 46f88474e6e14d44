-- Up Migration
-- Stock holds (docs/decisions/046): the CMS holds an order's pieces while its Checkout Session
-- is open. The order remembers until when (the session's expires_at), when its hold was given
-- back, when its pieces left stock on payment, and whether it was paid while they were gone.
-- A Checkout Session that expires unpaid marks its order `expired`.
ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
  CHECK (payment_status IN ('pending', 'paid', 'failed', 'expired'));

ALTER TABLE orders
  ADD COLUMN session_expires_at timestamptz,
  ADD COLUMN stock_released_at timestamptz,
  ADD COLUMN stock_committed_at timestamptz,
  ADD COLUMN oversold_at timestamptz,
  -- The Idempotency-Key of the request that created the order (a double-submitted form makes one
  -- order) and the digest of that request's body (the same key with another body is refused).
  ADD COLUMN idempotency_key text UNIQUE,
  ADD COLUMN request_fingerprint text;

-- The sweeper looks for unpaid orders whose session is past expiry and whose hold was not given back.
CREATE INDEX orders_abandoned_checkouts_idx ON orders (session_expires_at)
  WHERE payment_status <> 'paid' AND stock_released_at IS NULL AND session_expires_at IS NOT NULL;

-- Down Migration
DROP INDEX orders_abandoned_checkouts_idx;
ALTER TABLE orders
  DROP COLUMN session_expires_at,
  DROP COLUMN stock_released_at,
  DROP COLUMN stock_committed_at,
  DROP COLUMN oversold_at,
  DROP COLUMN idempotency_key,
  DROP COLUMN request_fingerprint;
UPDATE orders SET payment_status = 'failed' WHERE payment_status = 'expired';
ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
  CHECK (payment_status IN ('pending', 'paid', 'failed'));
