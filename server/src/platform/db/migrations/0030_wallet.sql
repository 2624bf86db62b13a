-- Balance, points, sign-in and points tasks (issue #17, items 2–4).
--
-- Points come in lots: every grant (sign-in, task, paid order, a return of spent points) is a lot that
-- expires one year after it was granted, and what is left of it is `remaining`. Spending takes from the
-- lots that expire first; an expired lot's remaining points leave the balance with an `expire` ledger
-- line. So at every instant member_account.points = Σ points_ledger.change = Σ remaining of the lots that
-- have not expired. points_allocation records which lots a spend took from, so points given back (a
-- cancelled order, a refund paid in points) return to the lots they came from, with those lots' expiry.

-- The shop's points rules: points earned per yuan paid (granted when the order is received, taken back
-- in proportion on refund), how long a lot lasts, and the sign-in points with the streak bonus (every
-- streak_days-th day in a row earns streak_bonus more).
CREATE TABLE member_points_setting (
  shop_id          text PRIMARY KEY REFERENCES shop (shop_id),
  earn_per_yuan    numeric(8, 2) NOT NULL DEFAULT 1 CHECK (earn_per_yuan >= 0),
  valid_months     integer NOT NULL DEFAULT 12 CHECK (valid_months BETWEEN 1 AND 120),
  signin_points    integer NOT NULL DEFAULT 5 CHECK (signin_points >= 0),
  streak_days      integer NOT NULL DEFAULT 7 CHECK (streak_days >= 2),
  streak_bonus     integer NOT NULL DEFAULT 20 CHECK (streak_bonus >= 0)
);
INSERT INTO member_points_setting (shop_id) SELECT shop_id FROM shop;

ALTER TABLE points_ledger DROP CONSTRAINT points_ledger_reason_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_reason_check
  CHECK (reason IN ('deduct', 'pay', 'return', 'grant', 'afterSale', 'signin', 'task', 'earn', 'takeback',
                    'expire'));
ALTER TABLE points_ledger
  ADD COLUMN order_id  bigint,
  ADD COLUMN lot_id    bigint,
  ADD COLUMN note      text NOT NULL DEFAULT '';

ALTER TABLE balance_ledger ADD COLUMN payment_id text;
CREATE UNIQUE INDEX balance_ledger_one_topup ON balance_ledger (shop_id, payment_id) WHERE reason = 'topup';

CREATE TABLE points_lot (
  shop_id      text NOT NULL REFERENCES shop (shop_id),
  id           bigserial,
  user_id      bigint NOT NULL REFERENCES app_user (id),
  granted      integer NOT NULL CHECK (granted > 0),
  remaining    integer NOT NULL CHECK (remaining >= 0),
  expired      integer NOT NULL DEFAULT 0 CHECK (expired >= 0),
  granted_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL CHECK (expires_at > granted_at),
  ledger_id    bigint NOT NULL,
  PRIMARY KEY (shop_id, id),
  CHECK (remaining + expired <= granted)
);
CREATE INDEX points_lot_live ON points_lot (shop_id, user_id, expires_at, id) WHERE remaining > 0;
CREATE INDEX points_lot_due ON points_lot (expires_at) WHERE remaining > 0;

CREATE TABLE points_allocation (
  shop_id    text NOT NULL REFERENCES shop (shop_id),
  ledger_id  bigint NOT NULL,
  lot_id     bigint NOT NULL,
  points     integer NOT NULL CHECK (points > 0),
  returned   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, ledger_id, lot_id),
  CHECK (returned BETWEEN 0 AND points)
);

-- Points earned by an order: granted once when it is received, at the rate of that day, on what was paid
-- and not refunded by then (`base`); later refunds take back in proportion. When the member no longer
-- holds the points to take back, the taking back stops at zero and the rest is recorded as `shortfall`.
CREATE TABLE order_points (
  shop_id    text NOT NULL REFERENCES shop (shop_id),
  order_id   bigint NOT NULL,
  user_id    bigint NOT NULL REFERENCES app_user (id),
  rate       numeric(8, 2) NOT NULL,
  base       numeric(18, 2) NOT NULL CHECK (base >= 0),
  refunded   numeric(18, 2) NOT NULL DEFAULT 0 CHECK (refunded >= 0),
  earned     integer NOT NULL CHECK (earned >= 0),
  taken      integer NOT NULL DEFAULT 0 CHECK (taken >= 0),
  shortfall  integer NOT NULL DEFAULT 0 CHECK (shortfall >= 0),
  PRIMARY KEY (shop_id, order_id),
  CHECK (taken + shortfall <= earned)
);

-- One sign-in per member and China calendar day; streak counts the days in a row ending with this one.
CREATE TABLE signin_day (
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  user_id     bigint NOT NULL REFERENCES app_user (id),
  day         date NOT NULL,
  streak      integer NOT NULL CHECK (streak >= 1),
  points      integer NOT NULL CHECK (points >= 0),
  bonus       integer NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, user_id, day)
);

-- Points tasks of a shop, each granting its points once per member.
CREATE TABLE points_task (
  shop_id  text NOT NULL REFERENCES shop (shop_id),
  code     text NOT NULL CHECK (code IN ('profile', 'firstOrder', 'pictureComment')),
  points   integer NOT NULL CHECK (points > 0),
  sort     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, code)
);
INSERT INTO points_task (shop_id, code, points, sort)
SELECT s.shop_id, t.code, t.points, t.sort
  FROM shop s CROSS JOIN (VALUES ('profile', 50, 1), ('firstOrder', 100, 2), ('pictureComment', 30, 3)) AS t(code, points, sort);

CREATE TABLE points_task_done (
  shop_id  text NOT NULL REFERENCES shop (shop_id),
  user_id  bigint NOT NULL REFERENCES app_user (id),
  code     text NOT NULL,
  points   integer NOT NULL,
  done_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, user_id, code)
);

-- A top-up is a payment of its own (purpose topup), not of an order: Alipay or WeChat only, never
-- balance or points. Its provider callback credits the balance once (balance_ledger_one_topup).
ALTER TABLE payment ALTER COLUMN submission_id DROP NOT NULL;
ALTER TABLE payment
  ADD COLUMN purpose text NOT NULL DEFAULT 'order' CHECK (purpose IN ('order', 'topup')),
  ADD CONSTRAINT payment_subject CHECK ((purpose = 'order') = (submission_id IS NOT NULL)),
  ADD CONSTRAINT payment_topup_scan CHECK (purpose <> 'topup' OR method IN ('alipay', 'wechat'));
CREATE INDEX payment_topup_user ON payment (shop_id, user_id, created_at DESC) WHERE purpose = 'topup';

-- Lots for the points members already hold: one lot each, granted now.
WITH held AS (
  SELECT a.shop_id, a.user_id, a.points,
         (SELECT max(l.id) FROM points_ledger l WHERE l.shop_id = a.shop_id AND l.user_id = a.user_id) AS ledger_id
    FROM member_account a WHERE a.points > 0)
INSERT INTO points_lot (shop_id, user_id, granted, remaining, granted_at, expires_at, ledger_id)
SELECT shop_id, user_id, points, points, now(), now() + interval '12 months', COALESCE(ledger_id, 0) FROM held;

-- The sweep finds the tenants with lots past their time.
CREATE FUNCTION shops_with_expired_points(p_now timestamptz)
RETURNS SETOF text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
AS $$ SELECT DISTINCT shop_id FROM points_lot WHERE remaining > 0 AND expires_at <= p_now $$;

SELECT apply_tenant_isolation();
