-- Website content of the /website-manage service: help-centre articles (spec §2 help-center children)
-- and shop notices (spec §2 shop/notice-list, shop/notice-detail). Bodies are plain-text paragraphs,
-- never HTML, so the storefront renders them as text.
CREATE TABLE help_article (
  id          bigserial PRIMARY KEY,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  code        text NOT NULL CHECK (code IN ('goods', 'onlinePayment', 'password', 'protocol', 'purchase', 'register', 'resident')),
  title       text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 50),
  paragraphs  text[] NOT NULL DEFAULT '{}',
  sort        integer NOT NULL DEFAULT 0,
  UNIQUE (shop_id, code)
);

CREATE TABLE shop_notice (
  id            bigserial PRIMARY KEY,
  shop_id       text NOT NULL REFERENCES shop (shop_id),
  title         text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  summary       text NOT NULL DEFAULT '',
  paragraphs    text[] NOT NULL DEFAULT '{}',
  published_at  timestamptz NOT NULL
);
CREATE INDEX shop_notice_latest ON shop_notice (shop_id, published_at DESC, id DESC);

SELECT apply_tenant_isolation();
