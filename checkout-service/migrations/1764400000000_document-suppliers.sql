-- Up Migration
-- A tax document shows the supplier as it was when the document was issued: the supplier's
-- name, address and TRN are kept with the invoice (order) and with each credit note (refund), so
-- a later change of the settings never changes an issued document (decision 047).
ALTER TABLE orders ADD COLUMN invoice_supplier jsonb;
ALTER TABLE refunds ADD COLUMN credit_note_supplier jsonb;

-- Down Migration
ALTER TABLE refunds DROP COLUMN credit_note_supplier;
ALTER TABLE orders DROP COLUMN invoice_supplier;
