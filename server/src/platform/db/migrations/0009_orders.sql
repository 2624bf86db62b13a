-- Checkout, orders and payment (issue #6). Money is NUMERIC; every stock, balance, points and coupon
-- debit is one conditional UPDATE plus a ledger row in the same transaction, and the CHECK (… >= 0)
-- constraints below are the last wall should a debit ever be written without its condition.

-- Administrative regions (省/市/区/镇, GB/T 2260 codes plus 9-digit town codes). Shared by all tenants.
CREATE TABLE region (
  code         text PRIMARY KEY CHECK (code ~ '^[0-9]{6}([0-9]{3})?$'),
  parent_code  text REFERENCES region (code),
  name         text NOT NULL,
  level        smallint NOT NULL CHECK (level BETWEEN 1 AND 4)
);
CREATE INDEX region_parent ON region (parent_code, code);

-- Regions a store does not deliver to; a region is excluded when it or any of its ancestors is listed.
CREATE TABLE store_delivery_exclusion (
  shop_id      text NOT NULL REFERENCES shop (shop_id),
  store_id     bigint NOT NULL REFERENCES store (id),
  region_code  text NOT NULL REFERENCES region (code),
  PRIMARY KEY (shop_id, store_id, region_code)
);

-- Shipping per store: a flat express fee, waived from a threshold; same-city delivery has its own fee.
ALTER TABLE store
  ADD COLUMN shipping_fee        numeric(18, 2) NOT NULL DEFAULT 8.00 CHECK (shipping_fee >= 0),
  ADD COLUMN free_shipping_from  numeric(18, 2) NOT NULL DEFAULT 99.00 CHECK (free_shipping_from >= 0),
  ADD COLUMN same_city_fee       numeric(18, 2) NOT NULL DEFAULT 15.00 CHECK (same_city_fee >= 0);

-- Group-buy (2) and seckill (3) goods sell only inside their activity window (活动未开始 / 活动已结束).
ALTER TABLE product_sku
  ADD COLUMN activity_start  timestamptz,
  ADD COLUMN activity_end    timestamptz,
  ADD CONSTRAINT product_sku_activity CHECK (activity_end IS NULL OR activity_start IS NULL OR activity_end > activity_start);

-- The stock ledger: every change of product_sku.stock has one row here, written in the same transaction.
CREATE TABLE stock_ledger (
  id          bigserial PRIMARY KEY,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  sku_id      bigint NOT NULL REFERENCES product_sku (id),
  change      integer NOT NULL CHECK (change <> 0),
  reason      text NOT NULL CHECK (reason IN ('order', 'cancel', 'restock')),
  order_id    bigint,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stock_ledger_sku ON stock_ledger (shop_id, sku_id, created_at);

-- The buyer's address book (spec §5: detailed address 5–50; at most 20 addresses per user).
CREATE TABLE user_address (
  id             bigserial PRIMARY KEY,
  shop_id        text NOT NULL REFERENCES shop (shop_id),
  user_id        bigint NOT NULL REFERENCES app_user (id),
  receiver       text NOT NULL CHECK (char_length(receiver) BETWEEN 1 AND 20),
  phone          text NOT NULL CHECK (phone ~ '^1[0-9]{10}$'),
  province_code  text NOT NULL REFERENCES region (code),
  city_code      text NOT NULL REFERENCES region (code),
  county_code    text NOT NULL REFERENCES region (code),
  town_code      text REFERENCES region (code),
  region_name    text NOT NULL,
  detail         text NOT NULL CHECK (char_length(detail) BETWEEN 5 AND 50),
  is_default     boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_address_user ON user_address (shop_id, user_id, created_at);
CREATE UNIQUE INDEX user_address_one_default ON user_address (shop_id, user_id) WHERE is_default;

-- Balance (yuan) and points of a member.
CREATE TABLE member_account (
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  user_id     bigint NOT NULL REFERENCES app_user (id),
  balance     numeric(18, 2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  points      integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  PRIMARY KEY (shop_id, user_id)
);

CREATE TABLE balance_ledger (
  id             bigserial PRIMARY KEY,
  shop_id        text NOT NULL REFERENCES shop (shop_id),
  user_id        bigint NOT NULL REFERENCES app_user (id),
  change         numeric(18, 2) NOT NULL CHECK (change <> 0),
  balance_after  numeric(18, 2) NOT NULL CHECK (balance_after >= 0),
  reason         text NOT NULL CHECK (reason IN ('pay', 'refund', 'topup', 'grant')),
  submission_id  bigint,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX balance_ledger_user ON balance_ledger (shop_id, user_id, created_at);

CREATE TABLE points_ledger (
  id             bigserial PRIMARY KEY,
  shop_id        text NOT NULL REFERENCES shop (shop_id),
  user_id        bigint NOT NULL REFERENCES app_user (id),
  change         integer NOT NULL CHECK (change <> 0),
  points_after   integer NOT NULL CHECK (points_after >= 0),
  reason         text NOT NULL CHECK (reason IN ('deduct', 'pay', 'return', 'grant')),
  submission_id  bigint,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX points_ledger_user ON points_ledger (shop_id, user_id, created_at);

-- Coupon templates: kind 1 platform, 2 store, 3 category-limited, 4 specified products.
CREATE TABLE coupon (
  id           bigserial PRIMARY KEY,
  shop_id      text NOT NULL REFERENCES shop (shop_id),
  name         text NOT NULL,
  kind         smallint NOT NULL CHECK (kind IN (1, 2, 3, 4)),
  store_id     bigint REFERENCES store (id),
  category_id  bigint REFERENCES category (id),
  sku_ids      bigint[] NOT NULL DEFAULT '{}',
  threshold    numeric(18, 2) NOT NULL CHECK (threshold >= 0),
  discount     numeric(18, 2) NOT NULL CHECK (discount > 0),
  valid_from   timestamptz NOT NULL,
  valid_to     timestamptz NOT NULL CHECK (valid_to > valid_from),
  CHECK ((kind = 2) = (store_id IS NOT NULL)),
  CHECK ((kind = 3) = (category_id IS NOT NULL)),
  CHECK ((kind = 4) = (cardinality(sku_ids) > 0))
);

-- A coupon held by a user; status 0 unused, 1 used (expiry is read from the template's valid_to).
CREATE TABLE user_coupon (
  id          bigserial PRIMARY KEY,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  user_id     bigint NOT NULL REFERENCES app_user (id),
  coupon_id   bigint NOT NULL REFERENCES coupon (id),
  status      smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  order_id    bigint,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 1) = (order_id IS NOT NULL))
);
CREATE INDEX user_coupon_user ON user_coupon (shop_id, user_id, status);

-- One checkout submission: it makes one order per store and is paid as one amount.
CREATE TABLE order_submission (
  id              bigserial PRIMARY KEY,
  shop_id         text NOT NULL REFERENCES shop (shop_id),
  user_id         bigint NOT NULL REFERENCES app_user (id),
  goods_amount    numeric(18, 2) NOT NULL CHECK (goods_amount >= 0),
  shipping_fee    numeric(18, 2) NOT NULL CHECK (shipping_fee >= 0),
  coupon_amount   numeric(18, 2) NOT NULL CHECK (coupon_amount >= 0),
  points_used     integer NOT NULL CHECK (points_used >= 0 AND points_used % 10 = 0),
  points_amount   numeric(18, 2) NOT NULL CHECK (points_amount >= 0),
  pay_amount      numeric(18, 2) NOT NULL CHECK (pay_amount >= 0),
  expires_at      timestamptz NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_submission_user ON order_submission (shop_id, user_id, created_at DESC);

-- Order statuses follow machines/order-lifecycle.machine.ts; the server changes them only through it.
CREATE TABLE mall_order (
  id               bigserial PRIMARY KEY,
  shop_id          text NOT NULL REFERENCES shop (shop_id),
  order_no         text NOT NULL UNIQUE,
  submission_id    bigint NOT NULL REFERENCES order_submission (id),
  user_id          bigint NOT NULL REFERENCES app_user (id),
  store_id         bigint NOT NULL REFERENCES store (id),
  status           text NOT NULL CHECK (status IN ('pendingPayment', 'pendingDelivery', 'pendingReceipt',
                     'pendingEvaluation', 'evaluated', 'completed', 'canceled', 'grouping')),
  goods_amount     numeric(18, 2) NOT NULL CHECK (goods_amount >= 0),
  shipping_fee     numeric(18, 2) NOT NULL CHECK (shipping_fee >= 0),
  coupon_amount    numeric(18, 2) NOT NULL CHECK (coupon_amount >= 0),
  points_used      integer NOT NULL CHECK (points_used >= 0),
  points_amount    numeric(18, 2) NOT NULL CHECK (points_amount >= 0),
  pay_amount       numeric(18, 2) NOT NULL CHECK (pay_amount >= 0),
  delivery_method  smallint NOT NULL CHECK (delivery_method IN (1, 2, 3, 4)), -- express, pickup, none, same city
  receiver         text NOT NULL,
  phone            text NOT NULL,
  region_codes     text[] NOT NULL,
  address          text NOT NULL,
  invoice          jsonb NOT NULL,
  message          text NOT NULL DEFAULT '' CHECK (char_length(message) <= 200),
  pay_method       text CHECK (pay_method IN ('alipay', 'wechat', 'balance', 'points')),
  paid_at          timestamptz,
  canceled_at      timestamptz,
  cancel_reason    text,
  expires_at       timestamptz NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mall_order_user ON mall_order (shop_id, user_id, created_at DESC);
CREATE INDEX mall_order_submission ON mall_order (submission_id);
CREATE INDEX mall_order_unpaid ON mall_order (expires_at) WHERE status = 'pendingPayment';

CREATE TABLE order_line (
  id           bigserial PRIMARY KEY,
  shop_id      text NOT NULL REFERENCES shop (shop_id),
  order_id     bigint NOT NULL REFERENCES mall_order (id),
  sku_id       bigint NOT NULL REFERENCES product_sku (id),
  name         text NOT NULL,
  main_img     text NOT NULL DEFAULT '',
  unit         text NOT NULL,
  price        numeric(18, 7) NOT NULL CHECK (price >= 0),
  quantity     numeric(18, 4) NOT NULL CHECK (quantity > 0),
  amount       numeric(18, 2) NOT NULL CHECK (amount >= 0)
);
CREATE INDEX order_line_order ON order_line (order_id);

-- A payment attempt for a submission. Provider transaction ids are unique, so a callback pays once.
CREATE TABLE payment (
  id               text PRIMARY KEY CHECK (id ~ '^P[0-9A-Za-z]{20,40}$'),
  shop_id          text NOT NULL REFERENCES shop (shop_id),
  submission_id    bigint NOT NULL REFERENCES order_submission (id),
  user_id          bigint NOT NULL REFERENCES app_user (id),
  method           text NOT NULL CHECK (method IN ('alipay', 'wechat', 'balance', 'points')),
  amount           numeric(18, 2) NOT NULL CHECK (amount >= 0),
  points           integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  status           text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  provider_txn_id  text UNIQUE,
  expires_at       timestamptz NOT NULL,
  paid_at          timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_submission ON payment (submission_id);
-- At most one successful payment per submission, whatever the method.
CREATE UNIQUE INDEX payment_one_paid ON payment (submission_id) WHERE status = 'paid';

-- Every callback received, verified or not, for audit; a provider transaction is applied once.
CREATE TABLE payment_callback (
  id               bigserial PRIMARY KEY,
  shop_id          text NOT NULL REFERENCES shop (shop_id),
  payment_id       text NOT NULL,
  provider_txn_id  text NOT NULL,
  outcome          text NOT NULL,
  received_at      timestamptz NOT NULL DEFAULT now()
);

-- Idempotency keys of order and payment requests: the first answer is stored and replayed.
CREATE TABLE idempotency_record (
  shop_id       text NOT NULL REFERENCES shop (shop_id),
  user_id       bigint NOT NULL REFERENCES app_user (id),
  scope         text NOT NULL,
  key           text NOT NULL CHECK (char_length(key) BETWEEN 8 AND 80),
  request_hash  text NOT NULL,
  response      jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, user_id, scope, key)
);

-- A payment callback carries no tenant: this definer function finds the payment's shop so the rest of
-- the work runs under row-level security like any request.
CREATE FUNCTION payment_shop(p_id text)
RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
AS $$ SELECT shop_id FROM payment WHERE id = p_id $$;

-- The unpaid-order sweeper runs for every tenant: it lists which tenants have expired unpaid orders.
CREATE FUNCTION shops_with_expired_orders()
RETURNS SETOF text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
AS $$ SELECT DISTINCT shop_id FROM mall_order WHERE status = 'pendingPayment' AND expires_at <= now() $$;

SELECT apply_tenant_isolation();
