-- Identity: SMS verification codes, login hardening (replay cache, per-IP buckets, failure counting and
-- account locks), password-reset tickets, and the shop's pay settlement type.
--
-- Tenant tables carry shop_id and get RLS from apply_tenant_isolation() at the end. Four tables are
-- global on purpose, because what they protect is not a tenant's:
--   login_replay     a ciphertext is replayable against any tenant, so "seen" must be global;
--   rate_limit       a client IP is throttled across tenants (one attacker, many tenant headers);
--   sms_throttle,
--   sms_send_log     the send caps protect the phone's owner, whichever tenant asks for a code.
-- They hold hashes, IP addresses, phone numbers and timestamps only, never a code or a password.

-- 1 pay online before delivery, 2 settle on account (monthly statement). Read by the storefront after login.
ALTER TABLE base_config
  ADD COLUMN pay_settlement_type smallint NOT NULL DEFAULT 1 CHECK (pay_settlement_type IN (1, 2));

CREATE TABLE sms_code (
  id          bigserial PRIMARY KEY,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  mobile      text NOT NULL,
  purpose     text NOT NULL CHECK (purpose IN ('login', 'register', 'forget')),
  code_hash   text NOT NULL,
  attempts    smallint NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX sms_code_lookup ON sms_code (shop_id, mobile, purpose, id DESC);

-- One row per phone, locked for the length of a send so concurrent requests for the same phone queue up
-- and each sees the sends committed before it (PostgreSQL READ COMMITTED takes a fresh snapshot per
-- statement once the lock is granted).
CREATE TABLE sms_throttle (
  mobile  text PRIMARY KEY
);

CREATE TABLE sms_send_log (
  id       bigserial PRIMARY KEY,
  mobile   text NOT NULL,
  sent_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_send_log_mobile ON sms_send_log (mobile, sent_at);

-- SHA-256 of accepted login ciphertexts; a second insert of the same digest is a replay.
CREATE TABLE login_replay (
  digest      text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX login_replay_expiry ON login_replay (expires_at);

-- Fixed-window counters, one row per (bucket, subject), advanced by a single upsert.
CREATE TABLE rate_limit (
  bucket        text NOT NULL,
  subject       text NOT NULL,
  window_start  timestamptz NOT NULL,
  hits          integer NOT NULL,
  PRIMARY KEY (bucket, subject)
);

-- One row per account that ever failed a password login; locked while an attempt is checked, so
-- concurrent guesses against one account are counted one after the other.
CREATE TABLE login_guard (
  shop_id       text NOT NULL REFERENCES shop (shop_id),
  user_id       bigint PRIMARY KEY REFERENCES app_user (id),
  locked_until  timestamptz
);

CREATE TABLE login_failure (
  id         bigserial PRIMARY KEY,
  shop_id    text NOT NULL REFERENCES shop (shop_id),
  user_id    bigint NOT NULL REFERENCES app_user (id),
  failed_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failure_user ON login_failure (shop_id, user_id, failed_at);

CREATE TABLE password_reset_ticket (
  id          bigserial PRIMARY KEY,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  user_id     bigint NOT NULL REFERENCES app_user (id),
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

SELECT apply_tenant_isolation();
