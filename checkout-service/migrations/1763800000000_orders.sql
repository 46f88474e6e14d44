-- Up Migration
CREATE TABLE orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_reference_number text NOT NULL UNIQUE,
  customer_name text NOT NULL,
  email text NOT NULL,
  mobile_number text NOT NULL,
  city text NOT NULL,
  area text NOT NULL,
  building_name text NOT NULL,
  house_no text NOT NULL,
  landmark text NOT NULL,
  -- [{ id, title, weight, quantity, priceFils, lineTotalFils }], prices read from the CMS
  lines jsonb NOT NULL,
  num_pieces integer NOT NULL CHECK (num_pieces > 0),
  items_total_fils integer NOT NULL CHECK (items_total_fils >= 0),
  discount_fils integer NOT NULL CHECK (discount_fils >= 0),
  delivery_fee_fils integer NOT NULL CHECK (delivery_fee_fils >= 0),
  total_fils integer NOT NULL CHECK (total_fils >= 0),
  vat_fils integer NOT NULL CHECK (vat_fils >= 0),
  coupon_code text,
  prize_win_item text,
  payment_status text NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'paid', 'failed')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed')),
  stripe_session_id text UNIQUE,
  paid_at timestamptz,
  prize_redeemed_at timestamptz,
  cms_synced_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The background retry looks for paid orders the CMS or the prize service has not confirmed.
CREATE INDEX orders_unsynced_idx ON orders (paid_at)
  WHERE payment_status = 'paid' AND (cms_synced_at IS NULL OR (coupon_code IS NOT NULL AND prize_redeemed_at IS NULL));

CREATE TABLE processed_stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE processed_stripe_events;
DROP TABLE orders;
