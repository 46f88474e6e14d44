-- Up Migration
-- Delayed payment methods (docs/decisions/062): a Checkout Session can complete unpaid (a bank
-- debit) and be paid or fail days later. Its order is `processing` meanwhile, from
-- `payment_processing_at`, and keeps its pieces and its prize code until `session_expires_at`,
-- moved days ahead (CHECKOUT_PROCESSING_PAYMENT_HOLD_MS).
ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
  CHECK (payment_status IN ('pending', 'processing', 'paid', 'failed', 'expired'));
ALTER TABLE orders ADD COLUMN payment_processing_at timestamptz;

-- Down Migration
-- A payment still processing is pending again: the sweeper then settles it as Stripe sees it.
UPDATE orders SET payment_status = 'pending' WHERE payment_status = 'processing';
ALTER TABLE orders DROP COLUMN payment_processing_at;
ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
  CHECK (payment_status IN ('pending', 'paid', 'failed', 'expired'));
