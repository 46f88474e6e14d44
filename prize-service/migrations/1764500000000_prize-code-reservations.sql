-- Up Migration
-- A code is reserved for the one order whose payment popup is open (docs/decisions/054): while
-- `reserved_until` is in the future no other order may reserve or redeem it. On the code's own
-- row, so every reserve, release and redeem is one conditional UPDATE of one row, and concurrent
-- ones queue on its lock and re-check the condition: exactly one order wins.
ALTER TABLE prize_codes
  ADD COLUMN reserved_order_reference text,
  ADD COLUMN reserved_until timestamptz,
  ADD CONSTRAINT prize_codes_reservation_whole
    CHECK ((reserved_order_reference IS NULL) = (reserved_until IS NULL)),
  ADD CONSTRAINT prize_codes_reserved_only_while_active
    CHECK (status = 'active' OR reserved_order_reference IS NULL);

-- Down Migration
ALTER TABLE prize_codes
  DROP CONSTRAINT prize_codes_reserved_only_while_active,
  DROP CONSTRAINT prize_codes_reservation_whole,
  DROP COLUMN reserved_until,
  DROP COLUMN reserved_order_reference;
