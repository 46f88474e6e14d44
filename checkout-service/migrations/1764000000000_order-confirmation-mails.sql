-- Up Migration
-- The order confirmation mail outbox (docs/architecture.md 4.4): a row is added in the same
-- statement that marks the order paid, so a paid order always has its mail waiting. A worker
-- claims due rows with a lease (`next_attempt_at`) and `FOR UPDATE SKIP LOCKED`, sends, and
-- stamps `sent_at`; a refused mail waits with a doubling backoff and is never given up.
CREATE TABLE order_confirmation_mails (
  order_reference text PRIMARY KEY REFERENCES orders (customer_reference_number),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX order_confirmation_mails_due_idx ON order_confirmation_mails (next_attempt_at) WHERE sent_at IS NULL;

-- Down Migration
DROP TABLE order_confirmation_mails;
