-- A store's own pages (issue #18): the notices a seller posts for its buyers (holiday shipping, new
-- goods, invoicing), shown on /{domain}/shop/home?storeId= and its notice list and detail. Bodies are
-- plain-text paragraphs, as the mall's own notices (shop_notice), so the storefront renders them as text.
-- A tenant table: shop_id leads its primary key, and RLS is applied at the end.
CREATE TABLE store_notice (
  id            bigserial,
  shop_id       text NOT NULL REFERENCES shop (shop_id),
  store_id      bigint NOT NULL REFERENCES store (id),
  title         text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  summary       text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 200),
  paragraphs    text[] NOT NULL DEFAULT '{}',
  published_at  timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id)
);
CREATE INDEX store_notice_latest ON store_notice (shop_id, store_id, published_at DESC, id DESC);

SELECT apply_tenant_isolation();
