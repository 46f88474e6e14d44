-- The catalogue search's database side (docs/decisions/076), installed on every start by
-- ../lifecycle.ts. Idempotent: run twice, the second run changes nothing.

-- Trigram similarity (word_similarity, `<%`) and its GIN operator class. PostgreSQL ships it in
-- contrib and marks it trusted: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The one normal form of a searched text and of the words searched for, as search engines
-- normalise Arabic: lower case; Arabic without tashkeel (U+064B–U+065F), the superscript alef
-- (U+0670) and tatweel (U+0640); the alef forms أ إ آ ٱ as ا, ى as ي, ة as ه, the hamza on waw and
-- on yaa (ؤ ئ) as و and ي, the Persian keheh and yeh (ک ی) as ك and ي; Arabic-Indic (٠–٩) and
-- Persian (۰–۹) digits as 0–9; runs of white space as one space.
CREATE OR REPLACE FUNCTION outlet_search_text(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    translate(
      regexp_replace(lower(input), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
      'أإآٱىةؤئکی٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
      'اااايهويكي01234567890123456789'),
    '\s+', ' ', 'g'))
$$;

-- Every locale's product title in its normal form, kept by PostgreSQL on every write (not a Strapi
-- attribute: no save can overwrite it), and its trigram index, which `<%` (a misspelt word) and
-- LIKE (a part of a word) read. The column stores the function's results, so it is derived again
-- whenever the function above is not the one it was derived with: its comment holds the md5 of
-- the function's body, and a column without it, or with another, is dropped and added again
-- (PostgreSQL computes every row anew; the index goes with it and is made again below).
DO $install$
DECLARE
  derived_with text := 'outlet_search_text ' || (
    SELECT md5(prosrc) FROM pg_proc WHERE oid = 'outlet_search_text(text)'::regprocedure);
BEGIN
  IF col_description('products'::regclass, (
       SELECT attnum FROM pg_attribute
        WHERE attrelid = 'products'::regclass AND attname = 'search_text' AND NOT attisdropped
     )) IS DISTINCT FROM derived_with THEN
    ALTER TABLE products DROP COLUMN IF EXISTS search_text;
    ALTER TABLE products ADD COLUMN search_text text GENERATED ALWAYS AS (outlet_search_text(title)) STORED;
    EXECUTE format('COMMENT ON COLUMN products.search_text IS %L', derived_with);
  END IF;
END
$install$;
CREATE INDEX IF NOT EXISTS products_search_text_trgm ON products USING gin (search_text gin_trgm_ops);
