-- Which version of the app's search lexemes (tokenize.ts, TOKENIZER_VERSION) product_sku.search_tokens
-- holds. The lexemes are made in the app, so no SQL migration can make them again; when the app's
-- version is newer, the server makes them again for every SKU at start-up (db/retokenize.ts) before it
-- serves a search. Version 1 kept letter runs and digit runs apart; version 2 keeps runs of letters and
-- digits together (`a4`, `9812pro`), so that a keyword such as A4 narrows the rows through the index.
-- The seed stamps the version it wrote. The app's role has no access: only the owner reads or writes it.
CREATE TABLE search_tokenizer (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version  integer NOT NULL CHECK (version > 0)
);
INSERT INTO search_tokenizer (version) VALUES (1);
