-- Product page actions (spec §2 detail): favourites, store follows, footprints and product comments.
CREATE TABLE favourite_sku (
  id          bigserial PRIMARY KEY,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  user_id     bigint NOT NULL REFERENCES app_user (id),
  sku_id      bigint NOT NULL REFERENCES product_sku (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, sku_id)
);

CREATE TABLE store_follow (
  id          bigserial PRIMARY KEY,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  user_id     bigint NOT NULL REFERENCES app_user (id),
  store_id    bigint NOT NULL REFERENCES store (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, store_id)
);

-- One row per user and SKU; a new view moves last_viewed_at forward.
CREATE TABLE footprint (
  id              bigserial PRIMARY KEY,
  shop_id         text NOT NULL REFERENCES shop (shop_id),
  user_id         bigint NOT NULL REFERENCES app_user (id),
  sku_id          bigint NOT NULL REFERENCES product_sku (id),
  last_viewed_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, sku_id)
);
CREATE INDEX footprint_recent ON footprint (shop_id, user_id, last_viewed_at DESC);

-- Buyers' comments on a SKU (spec §7 orderComment/shopComments).
CREATE TABLE product_comment (
  id          bigserial PRIMARY KEY,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  sku_id      bigint NOT NULL REFERENCES product_sku (id),
  user_name   text NOT NULL CHECK (char_length(user_name) BETWEEN 1 AND 20),
  anonymous   boolean NOT NULL DEFAULT false,
  rating      smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  content     text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 150),
  pictures    jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_comment_sku ON product_comment (shop_id, sku_id, created_at DESC, id DESC);

SELECT apply_tenant_isolation();
