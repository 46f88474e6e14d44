-- Up Migration
-- A pending order whose prize code went to the same shopper's newer order (docs/decisions/064):
-- its session was expired at Stripe and it opens no payment popup again.
ALTER TABLE orders ADD COLUMN superseded_by text;

-- Down Migration
ALTER TABLE orders DROP COLUMN superseded_by;
