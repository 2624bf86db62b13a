-- Welfare goods and welfare points (spec §1 "welfare zones", §2 /welfare/*, §7 /welfare/score/getuserscore).

-- A welfare SKU belongs to the tenant's employee-welfare catalogue (福利商城) as well as to the ordinary
-- catalogue: the welfare pages and `isWelfare = 1` list only these.
ALTER TABLE product_sku ADD COLUMN is_welfare boolean NOT NULL DEFAULT false;
-- Browsing the welfare hall without a keyword: its first page (best sellers) comes from this index.
CREATE INDEX product_sku_welfare ON product_sku (shop_id, sales DESC, id) WHERE is_welfare;

-- The welfare points an employer grants a user, spent in the welfare mall. One row per user; a user
-- without a row has none.
CREATE TABLE welfare_score (
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  user_id     bigint NOT NULL REFERENCES app_user (id),
  score       integer NOT NULL DEFAULT 0 CHECK (score >= 0),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, user_id)
);

SELECT apply_tenant_isolation();
