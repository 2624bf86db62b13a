-- Hardening: logins against enumeration and lock-out abuse; caps on unpaid orders.
--
-- Failed password logins are counted per account NAME within a shop, whether or not an account of that
-- name exists: an unknown name, a wrong password and a locked account then behave alike to a caller, so
-- answers reveal nothing about which names exist. Past a few failures a name needs a solved image check
-- (/batchPhone/checkImageCert) per further attempt, so locking somebody else's account costs a solved
-- check per try. This replaces the per-account login_guard and login_failure of 0002.

DROP TABLE login_failure;
DROP TABLE login_guard;

CREATE TABLE login_name_guard (
  shop_id       text NOT NULL REFERENCES shop (shop_id),
  user_name     text NOT NULL,
  failures      integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  window_start  timestamptz NOT NULL DEFAULT now(),
  locked_until  timestamptz,
  PRIMARY KEY (shop_id, user_name)
);
CREATE INDEX login_name_guard_window ON login_name_guard (window_start);

-- Image checks: the answer is stored as an HMAC only; a check is tried once. A solved check yields a
-- single-use ticket that one login attempt spends.
CREATE TABLE image_cert (
  shop_id            text NOT NULL REFERENCES shop (shop_id),
  id                 text NOT NULL,
  answer_hash        text NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  expires_at         timestamptz NOT NULL,
  tried_at           timestamptz,
  ticket_hash        text,
  ticket_expires_at  timestamptz,
  ticket_used_at     timestamptz,
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, ticket_hash)
);
CREATE INDEX image_cert_expiry ON image_cert (expires_at);

-- What one buyer may hold in unpaid orders at once (a shop setting): orders awaiting payment, and units of
-- one SKU in them. Keeps anyone from reserving a good's stock with orders they never pay.
ALTER TABLE base_config
  ADD COLUMN max_unpaid_orders integer NOT NULL DEFAULT 10 CHECK (max_unpaid_orders >= 1),
  ADD COLUMN max_unpaid_units_per_sku integer NOT NULL DEFAULT 500 CHECK (max_unpaid_units_per_sku >= 1);

SELECT apply_tenant_isolation();
