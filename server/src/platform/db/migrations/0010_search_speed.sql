-- Keyword search reads every SKU its tsquery matches, so the cost of a broad keyword is the cost per match
-- (docs/benchmarks/search.md). Three changes make each match cheaper without changing what matches.

-- The exact substring recheck and the relevance order (where the keyword first occurs in the name) both
-- need the name in lower case; lowering it again for every match (ILIKE, strpos(lower(name), …)) was most
-- of the time of a broad keyword. For UTF-8, ILIKE is LIKE on both sides lowered, so
-- `name_lc LIKE lower(pattern)` matches exactly what `name ILIKE pattern` matched.
ALTER TABLE product_sku ADD COLUMN name_lc text GENERATED ALWAYS AS (lower(name)) STORED;

-- A name is plain when every character is printable ASCII, a CJK ideograph, or full-width or CJK
-- punctuation: NFKC and lower case (the app's and the database's) leave these as they are or turn them into
-- other characters that are neither letters, digits nor CJK, so the search tokens (made from the NFKC,
-- lower-case name) and lower(name) see the same runs of letters, digits and CJK. For a keyword that is one
-- such run of the right kind, the tokens then decide a plain name exactly and the substring recheck can be
-- skipped (tokenize.ts, KeywordQuery.exact). Anything else (㎜, ℃, full-width letters, ligatures, accents)
-- makes the name not plain, and it is rechecked as before.
ALTER TABLE product_sku ADD COLUMN name_plain boolean GENERATED ALWAYS AS (
  name ~ '^[\u0020-\u007e\u3000-\u3004\u3008-\u3011\u3014-\u301f\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]*$'
) STORED;

-- Search only ever looks at SKUs on sale. With the status in the index predicate the planner no longer
-- tests it on every fetched row, and off-shelf SKUs leave the posting lists.
DROP INDEX product_sku_search;
CREATE INDEX product_sku_search ON product_sku USING gin (search_tokens) WHERE status = 1;
