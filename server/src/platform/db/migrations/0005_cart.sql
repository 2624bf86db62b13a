-- The shopping cart (spec §3 "Cart state"): one line per user and SKU. Quantities are NUMERIC because
-- a shop may allow decimal quantities (base config decimalOrderConfig.decimalScale).
CREATE TABLE cart_line (
  id          bigserial PRIMARY KEY,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  user_id     bigint NOT NULL REFERENCES app_user (id),
  sku_id      bigint NOT NULL REFERENCES product_sku (id),
  quantity    numeric(18, 4) NOT NULL CHECK (quantity > 0),
  checked     boolean NOT NULL DEFAULT true,
  added_price numeric(18, 7),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (shop_id, user_id, sku_id)
);
CREATE INDEX cart_line_user ON cart_line (shop_id, user_id, created_at);

SELECT apply_tenant_isolation();
