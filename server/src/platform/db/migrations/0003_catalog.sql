-- Catalogue and search: the comparison list, and indexes for the goods hall's orders and the detail page.

-- The comparison list holds at most four SKUs per user (spec §5, §9). The cap is a property of the
-- data, not of a count taken before inserting: each entry occupies one of four numbered slots, and a
-- slot is unique per user, so two concurrent adds can never both take the fourth place.
CREATE TABLE manual_compare_sku (
  id          bigserial PRIMARY KEY,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  user_id     bigint NOT NULL REFERENCES app_user (id),
  sku_id      bigint NOT NULL REFERENCES product_sku (id),
  slot        smallint NOT NULL CHECK (slot BETWEEN 1 AND 4),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (shop_id, user_id, slot),
  UNIQUE (shop_id, user_id, sku_id)
);

-- Row-level security keeps a query's own conditions from running before the tenant policy unless they
-- are LEAKPROOF, and an index condition runs first by definition: without this, the planner may not use
-- the GIN index on search_tokens for app queries at all and reads every row of product_sku. Matching a
-- tsvector against a tsquery raises no error that depends on the row's data, so it leaks nothing the
-- policy hides. Only a superuser may mark a function LEAKPROOF: a migrator without that right leaves
-- search correct but unindexed (docs/benchmarks/search.md).
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF;
  END IF;
END
$$;

-- Variants of a product page (same spu_code).
CREATE INDEX product_sku_spu ON product_sku (shop_id, spu_code);
-- Browsing without a keyword: the first page of each order comes from an index, not a full sort.
CREATE INDEX product_sku_sales ON product_sku (shop_id, sales DESC, id);
CREATE INDEX product_sku_newest ON product_sku (shop_id, created_at DESC, id DESC);
CREATE INDEX product_sku_price ON product_sku (shop_id, price, id);
CREATE INDEX product_sku_brand ON product_sku (shop_id, brand_id);

SELECT apply_tenant_isolation();
