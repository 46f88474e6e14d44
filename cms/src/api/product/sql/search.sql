-- The catalogue search's database side (docs/decisions/076), installed on every start by
-- ../lifecycle.ts. Idempotent.

-- Trigram similarity (word_similarity, `<%`) and its GIN operator class. PostgreSQL ships it in
-- contrib and marks it trusted: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The one normal form of a searched text and of the words searched for: lower case; Arabic
-- without tashkeel (U+064B–U+065F), the superscript alef (U+0670) and tatweel (U+0640); the alef
-- forms أ إ آ ٱ as ا, ى as ي, ة as ه; runs of white space as one space.
CREATE OR REPLACE FUNCTION outlet_search_text(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    translate(regexp_replace(lower(input), '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱىة', 'اااايه'),
    '\s+', ' ', 'g'))
$$;

-- Every locale's product title in its normal form, kept by PostgreSQL on every write (not a Strapi
-- attribute: no save can overwrite it), and its trigram index, which `<%` (a misspelt word) and
-- LIKE (a part of a word) read. Changing outlet_search_text above needs this column rebuilt.
ALTER TABLE products ADD COLUMN IF NOT EXISTS search_text text GENERATED ALWAYS AS (outlet_search_text(title)) STORED;
CREATE INDEX IF NOT EXISTS products_search_text_trgm ON products USING gin (search_text gin_trgm_ops);
