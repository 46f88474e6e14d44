-- Up Migration
-- A paid order whose prize code the prize service refuses for good (spent by another order,
-- or gone) is marked once, logged for staff, and no longer retried.
ALTER TABLE orders ADD COLUMN prize_redemption_refused_at timestamptz;

DROP INDEX orders_unsynced_idx;
CREATE INDEX orders_unsynced_idx ON orders (paid_at)
  WHERE payment_status = 'paid'
    AND (cms_synced_at IS NULL
      OR (coupon_code IS NOT NULL AND prize_redeemed_at IS NULL AND prize_redemption_refused_at IS NULL));

-- Down Migration
DROP INDEX orders_unsynced_idx;
CREATE INDEX orders_unsynced_idx ON orders (paid_at)
  WHERE payment_status = 'paid' AND (cms_synced_at IS NULL OR (coupon_code IS NOT NULL AND prize_redeemed_at IS NULL));
ALTER TABLE orders DROP COLUMN prize_redemption_refused_at;
