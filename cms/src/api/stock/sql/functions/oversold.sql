-- outlet_stock_is_oversold(reference): true when a line of this order was paid while its pieces
-- were gone (the CMS's order sync keeps the staff's flag on the order with it).
CREATE OR REPLACE FUNCTION outlet_stock_is_oversold(p_reference text)
  RETURNS boolean
  LANGUAGE plpgsql AS $fn$
BEGIN
  RETURN EXISTS (SELECT 1 FROM stock_holds h WHERE h.order_reference = p_reference AND h.status = 'oversold');
END $fn$;
