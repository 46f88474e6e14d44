-- outlet_stock_availability_since(version): one row per product document whose availability moved
-- after `version` (the rows' `stock_version`, set by outlet_products_stock_flags), with `available`
-- and `outofstock` as they are now (its locales and drafts share the figures); every product for a
-- `version` below 1. The CMS's response cache asks this a few times a second while it answers
-- reads, and after each stock change it makes (docs/decisions/085).
CREATE OR REPLACE FUNCTION outlet_stock_availability_since(p_version bigint)
  RETURNS TABLE (document_id text, available integer, outofstock boolean, stock_version bigint)
  LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  IF p_version < 1 THEN
    RETURN QUERY
      SELECT DISTINCT ON (p.document_id) p.document_id::text, COALESCE(p.available, 0)::integer,
             COALESCE(p.outofstock, true), p.stock_version
        FROM products p
       ORDER BY p.document_id, p.stock_version DESC;
  ELSE
    RETURN QUERY
      SELECT DISTINCT ON (p.document_id) p.document_id::text, COALESCE(p.available, 0)::integer,
             COALESCE(p.outofstock, true), p.stock_version
        FROM products p
       WHERE p.stock_version > p_version
       ORDER BY p.document_id, p.stock_version DESC;
  END IF;
END $fn$;
