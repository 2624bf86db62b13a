-- The member centre (issue #17 item 5): growth value and levels, paid membership, the points mall.
--
-- Growth value: a member earns growth from the orders they receive (growth_per_yuan per yuan paid and not
-- refunded, granted once when the order is received, like its points) and loses it in proportion when the
-- order is refunded afterwards, never below zero. member_account.growth = Σ growth_ledger.change.
-- The level is the highest member_level whose growth_from the growth reaches.
--
-- Benefits the server enforces: every order's points are earned at earn_per_yuan × (the level's
-- points_rate + paid_points_bonus while a paid membership runs); coupons marked members_only are claimed
-- in the coupon centre by paid members only.
--
-- Paid membership: a plan bought by Alipay or WeChat is a payment of purpose 'membership' with one
-- member_purchase row. Its provider callback moves the payment out of pending once, and then extends
-- member_account.paid_until from the later of now and the current expiry, once (ends_at is written once).
--
-- The points mall: points_goods offers a SKU (shipped like any order, an order of type points paid in
-- points) or a coupon (delivered to my coupons at once) for a price in points (a multiple of 10), from its
-- own stock. A redemption takes stock by one conditional UPDATE … WHERE stock >= n and counts against the
-- per-member limit by INSERT … ON CONFLICT DO UPDATE … WHERE redeemed + n <= limit.

ALTER TABLE member_points_setting
  ADD COLUMN growth_per_yuan    numeric(8, 2) NOT NULL DEFAULT 1 CHECK (growth_per_yuan >= 0),
  ADD COLUMN paid_points_bonus  numeric(4, 2) NOT NULL DEFAULT 1 CHECK (paid_points_bonus >= 0);

ALTER TABLE member_account
  ADD COLUMN growth      integer NOT NULL DEFAULT 0 CHECK (growth >= 0),
  ADD COLUMN paid_until  timestamptz;

CREATE TABLE member_level (
  shop_id      text NOT NULL REFERENCES shop (shop_id),
  level        smallint NOT NULL CHECK (level BETWEEN 1 AND 9),
  growth_from  integer NOT NULL CHECK (growth_from >= 0),
  points_rate  numeric(4, 2) NOT NULL CHECK (points_rate >= 1),
  PRIMARY KEY (shop_id, level),
  UNIQUE (shop_id, growth_from)
);
INSERT INTO member_level (shop_id, level, growth_from, points_rate)
SELECT s.shop_id, l.level, l.growth_from, l.points_rate
  FROM shop s CROSS JOIN (VALUES (1, 0, 1.0), (2, 500, 1.2), (3, 2000, 1.5), (4, 5000, 1.8), (5, 10000, 2.0))
    AS l(level, growth_from, points_rate);

CREATE TABLE growth_ledger (
  shop_id       text NOT NULL REFERENCES shop (shop_id),
  id            bigserial,
  user_id       bigint NOT NULL,
  change        integer NOT NULL CHECK (change <> 0),
  growth_after  integer NOT NULL CHECK (growth_after >= 0),
  reason        text NOT NULL CHECK (reason IN ('order', 'refund', 'grant')),
  order_id      bigint,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, user_id) REFERENCES app_user (shop_id, id)
);
CREATE INDEX growth_ledger_user ON growth_ledger (shop_id, user_id, created_at DESC);

-- Growth an order earned when received, and what refunds took back (like order_points).
CREATE TABLE order_growth (
  shop_id   text NOT NULL REFERENCES shop (shop_id),
  order_id  bigint NOT NULL,
  user_id   bigint NOT NULL,
  rate      numeric(8, 2) NOT NULL,
  base      numeric(18, 2) NOT NULL CHECK (base >= 0),
  refunded  numeric(18, 2) NOT NULL DEFAULT 0 CHECK (refunded >= 0),
  earned    integer NOT NULL CHECK (earned >= 0),
  taken     integer NOT NULL DEFAULT 0 CHECK (taken >= 0),
  PRIMARY KEY (shop_id, order_id),
  FOREIGN KEY (shop_id, order_id) REFERENCES mall_order (shop_id, id),
  FOREIGN KEY (shop_id, user_id) REFERENCES app_user (shop_id, id),
  CHECK (taken <= earned)
);

CREATE TABLE member_plan (
  shop_id  text NOT NULL REFERENCES shop (shop_id),
  code     text NOT NULL CHECK (code IN ('month', 'quarter', 'year')),
  months   smallint NOT NULL CHECK (months BETWEEN 1 AND 36),
  price    numeric(18, 2) NOT NULL CHECK (price > 0),
  sort     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, code)
);
INSERT INTO member_plan (shop_id, code, months, price, sort)
SELECT s.shop_id, p.code, p.months, p.price, p.sort
  FROM shop s CROSS JOIN (VALUES ('month', 1, 19.00, 1), ('quarter', 3, 49.00, 2), ('year', 12, 168.00, 3))
    AS p(code, months, price, sort);

ALTER TABLE payment DROP CONSTRAINT payment_purpose_check;
ALTER TABLE payment ADD CONSTRAINT payment_purpose_check CHECK (purpose IN ('order', 'topup', 'membership'));
ALTER TABLE payment ADD CONSTRAINT payment_membership_scan CHECK (purpose <> 'membership' OR method IN ('alipay', 'wechat'));

CREATE TABLE member_purchase (
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  payment_id  text NOT NULL,
  user_id     bigint NOT NULL,
  plan_code   text NOT NULL,
  months      smallint NOT NULL CHECK (months BETWEEN 1 AND 36),
  amount      numeric(18, 2) NOT NULL CHECK (amount > 0),
  starts_at   timestamptz,
  ends_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, payment_id),
  FOREIGN KEY (shop_id, payment_id) REFERENCES payment (shop_id, id),
  FOREIGN KEY (shop_id, user_id) REFERENCES app_user (shop_id, id),
  FOREIGN KEY (shop_id, plan_code) REFERENCES member_plan (shop_id, code),
  CHECK ((starts_at IS NULL) = (ends_at IS NULL)),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX member_purchase_user ON member_purchase (shop_id, user_id, created_at DESC);

-- Coupons only paid members may claim in the coupon centre (会员专享券).
ALTER TABLE coupon ADD COLUMN members_only boolean NOT NULL DEFAULT false;

ALTER TABLE points_ledger DROP CONSTRAINT points_ledger_reason_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_reason_check
  CHECK (reason IN ('deduct', 'pay', 'return', 'grant', 'afterSale', 'signin', 'task', 'earn', 'takeback',
                    'expire', 'redeem'));

CREATE TABLE points_goods (
  shop_id         text NOT NULL REFERENCES shop (shop_id),
  id              bigserial,
  kind            text NOT NULL CHECK (kind IN ('goods', 'coupon')),
  sku_id          bigint,
  coupon_id       bigint,
  points          integer NOT NULL CHECK (points > 0 AND points % 10 = 0),
  stock           integer NOT NULL CHECK (stock >= 0),
  redeemed        integer NOT NULL DEFAULT 0 CHECK (redeemed >= 0),
  per_user_limit  integer NOT NULL DEFAULT 5 CHECK (per_user_limit BETWEEN 1 AND 99),
  sort            integer NOT NULL DEFAULT 0,
  enabled         boolean NOT NULL DEFAULT true,
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, sku_id) REFERENCES product_sku (shop_id, id),
  FOREIGN KEY (shop_id, coupon_id) REFERENCES coupon (shop_id, id),
  CHECK ((kind = 'goods') = (sku_id IS NOT NULL)),
  CHECK ((kind = 'coupon') = (coupon_id IS NOT NULL))
);
CREATE INDEX points_goods_list ON points_goods (shop_id, sort, id) WHERE enabled;

CREATE TABLE points_goods_claim (
  shop_id   text NOT NULL REFERENCES shop (shop_id),
  goods_id  bigint NOT NULL,
  user_id   bigint NOT NULL,
  redeemed  integer NOT NULL CHECK (redeemed >= 1),
  PRIMARY KEY (shop_id, goods_id, user_id),
  FOREIGN KEY (shop_id, goods_id) REFERENCES points_goods (shop_id, id),
  FOREIGN KEY (shop_id, user_id) REFERENCES app_user (shop_id, id)
);

CREATE TABLE points_redemption (
  shop_id         text NOT NULL REFERENCES shop (shop_id),
  id              bigserial,
  goods_id        bigint NOT NULL,
  user_id         bigint NOT NULL,
  quantity        integer NOT NULL CHECK (quantity >= 1),
  points          integer NOT NULL CHECK (points > 0),
  order_id        bigint,
  user_coupon_id  bigint,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, goods_id) REFERENCES points_goods (shop_id, id),
  FOREIGN KEY (shop_id, user_id) REFERENCES app_user (shop_id, id),
  FOREIGN KEY (shop_id, order_id) REFERENCES mall_order (shop_id, id),
  CHECK ((order_id IS NULL) <> (user_coupon_id IS NULL))
);
CREATE INDEX points_redemption_user ON points_redemption (shop_id, user_id, created_at DESC);

SELECT apply_tenant_isolation();
SELECT distribute_by_shop();
