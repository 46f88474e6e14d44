-- Up Migration
-- The secrets that let the browser that placed an order pay it and read it back (decision 053):
-- only their SHA-256 hashes are kept. create_order_ref issues one per answer, so a replay of the
-- same request (its Idempotency-Key and body) adds another and invalidates none.
CREATE TABLE order_access_tokens (
  token_hash bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32),
  customer_reference_number text NOT NULL REFERENCES orders (customer_reference_number) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_access_tokens_order_idx ON order_access_tokens (customer_reference_number);

-- Down Migration
DROP TABLE order_access_tokens;
