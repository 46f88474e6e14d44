-- The catalogue's change log (docs/decisions/100), installed on every start by ../lifecycle.ts.
-- Idempotent. Every write of a catalogue entry through Strapi adds a row after it commits
-- (catalogue/changes.ts); every CMS replica reads the rows it has not seen a few times a second
-- and reads those entries again, so a staff edit made on one replica shows on all within about
-- 250 ms. Rows older than a day are dropped on start.
CREATE TABLE IF NOT EXISTS outlet_catalogue_changes (
  version bigserial PRIMARY KEY,
  uid text NOT NULL,
  -- The document written; NULL: anything of `uid` may have changed (read it all again).
  document_id text,
  changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX IF NOT EXISTS outlet_catalogue_changes_changed_at ON outlet_catalogue_changes (changed_at);
DELETE FROM outlet_catalogue_changes WHERE changed_at < now() - interval '1 day';
