-- Up Migration
-- The prize discount an order's answers showed as one that may apply (docs/decisions/054): set for
-- every order whose e-mail fits the winner's masked address, the winner's own too, so the answers
-- of create_order_ref (and a price change's) are the same for the winner's e-mail and any other that
-- fits the mask. The order's own `coupon_code`, `prize_win_item` and totals stay the truth: the
-- discount only for the winner's e-mail, as the prize service decides.
ALTER TABLE orders ADD COLUMN estimated_coupon_code text;
ALTER TABLE orders ADD COLUMN estimated_prize_win_item text;

-- Down Migration
ALTER TABLE orders DROP COLUMN estimated_prize_win_item;
ALTER TABLE orders DROP COLUMN estimated_coupon_code;
