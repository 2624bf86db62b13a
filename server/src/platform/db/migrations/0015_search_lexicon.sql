-- The Latin lexemes of each tenant's SKUs, so that a keyword's final run can be looked up in the search
-- index as the few lexemes it begins rather than as a prefix.
--
-- A keyword's final run of letters and digits is prefix-matched (`a4:*`, tokenize.ts), because the
-- name's run may go on after it. GIN answers a prefix by gathering the postings of every lexeme with that
-- prefix into a bitmap of its own before it can combine them with anything, even when one lexeme has the
-- prefix: the index scan of A4 took 1.15 ms as `a4:*` and 0.37 ms as `a4`, the same 3,146 rows, of about
-- 5 ms for the whole search; `deli` 1.39 ms, and 0.85 as `deli | delixi` (docs/benchmarks/search.md).
--
-- The table only ever grows: a lexeme that no SKU holds any more costs one lookup that finds nothing,
-- and so the table is always a superset of the lexemes in the index, which is what makes the expansion
-- exact. Runs of letters and digits are ASCII, so the "C" collation orders them by byte and a prefix is
-- a range of the primary key.
CREATE TABLE search_lexicon (
  shop_id text NOT NULL REFERENCES shop (shop_id),
  lexeme  text COLLATE "C" NOT NULL,
  PRIMARY KEY (shop_id, lexeme)
);

CREATE FUNCTION search_lexicon_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexicon (shop_id, lexeme)
  SELECT DISTINCT n.shop_id, l.lexeme
    FROM new_skus n, unnest(tsvector_to_array(n.search_tokens)) AS l(lexeme)
   WHERE l.lexeme ~ '^[a-z0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

-- New SKUs, a statement at a time (a seed or an import inserts thousands in one statement).
CREATE TRIGGER product_sku_lexicon_insert AFTER INSERT ON product_sku
  REFERENCING NEW TABLE AS new_skus FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_add();

-- New tokens of an existing SKU (a renamed SKU, the lexemes made again by db/retokenize.ts). A trigger with
-- a column list cannot have a transition table, so this one goes row by row; updates that leave the tokens
-- alone (sales, prices, status) do not fire it.
CREATE FUNCTION search_lexicon_add_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexicon (shop_id, lexeme)
  SELECT NEW.shop_id, l.lexeme
    FROM unnest(tsvector_to_array(NEW.search_tokens)) AS l(lexeme)
   WHERE l.lexeme ~ '^[a-z0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER product_sku_lexicon_update AFTER UPDATE OF search_tokens ON product_sku
  FOR EACH ROW WHEN (OLD.search_tokens IS DISTINCT FROM NEW.search_tokens)
  EXECUTE FUNCTION search_lexicon_add_row();

INSERT INTO search_lexicon (shop_id, lexeme)
SELECT DISTINCT s.shop_id, l.lexeme
  FROM product_sku s, unnest(tsvector_to_array(s.search_tokens)) AS l(lexeme)
 WHERE l.lexeme ~ '^[a-z0-9]+$';

-- The tsquery `query` with its prefix term `'prefix':*` replaced by the tenant's lexemes that begin with
-- `prefix`, OR-ed. More than 64 such lexemes (a prefix of one or two characters) and the prefix term
-- stays: so many lookups would cost more than the prefix. No lexeme at all leaves the bare `'prefix'`,
-- which finds nothing, as the prefix would. Row-level security limits the lexemes to the current tenant.
CREATE FUNCTION search_expand_prefix(query text, prefix text) RETURNS tsquery
LANGUAGE sql STABLE AS $$
  SELECT replace(query, quote_literal(prefix) || ':*',
                 CASE WHEN count(*) <= 64
                      THEN '(' || coalesce(string_agg(quote_literal(l.lexeme), ' | '), quote_literal(prefix)) || ')'
                      ELSE quote_literal(prefix) || ':*' END)::tsquery
    FROM (SELECT x.lexeme FROM search_lexicon x
           WHERE x.lexeme >= prefix COLLATE "C" AND x.lexeme < (prefix || '~') COLLATE "C"
           LIMIT 65) l
$$;

SELECT apply_tenant_isolation();
