-- Up Migration
CREATE TABLE prize_codes (
  -- Stored trimmed and upper-case so lookups match case-insensitively on the primary key.
  code text PRIMARY KEY CHECK (code <> '' AND code = upper(btrim(code))),
  qr text,
  user_email text NOT NULL,
  win_item_name text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'redeemed')),
  redeemed_order_reference text,
  redeemed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'redeemed') = (redeemed_order_reference IS NOT NULL AND redeemed_at IS NOT NULL))
);

-- Down Migration
DROP TABLE prize_codes;
