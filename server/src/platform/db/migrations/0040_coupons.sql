-- Coupons members claim in the coupon centre (issue #17 item 6).
--
-- A template (coupon) is given out `total` times at most: every claim takes one by a single conditional
-- UPDATE … SET issued = issued + 1 WHERE issued < total, behind the CHECK below. A member claims it at
-- most `per_user_limit` times: coupon_claim counts a member's claims of a template, raised by one
-- INSERT … ON CONFLICT DO UPDATE … WHERE claimed < limit, so neither a crowd nor one member's parallel
-- clicks can take more than there is.
--
-- A held coupon (user_coupon) carries its own validity: the template's fixed window, or `valid_days`
-- from the moment it was claimed. Its status stays 0 unused / 1 used; expired is unused past valid_to.

ALTER TABLE coupon
  ADD COLUMN total           integer,
  ADD COLUMN issued          integer NOT NULL DEFAULT 0,
  ADD COLUMN per_user_limit  integer NOT NULL DEFAULT 1 CHECK (per_user_limit BETWEEN 1 AND 99),
  ADD COLUMN valid_days      integer CHECK (valid_days BETWEEN 1 AND 3650),
  ADD COLUMN claimable       boolean NOT NULL DEFAULT false,
  ADD COLUMN sort            integer NOT NULL DEFAULT 0;
UPDATE coupon c SET issued = (SELECT count(*) FROM user_coupon u WHERE u.coupon_id = c.id);
UPDATE coupon SET total = greatest(issued, 1);
ALTER TABLE coupon
  ALTER COLUMN total SET NOT NULL,
  ALTER COLUMN total SET DEFAULT 10000,
  ADD CONSTRAINT coupon_total_positive CHECK (total > 0),
  ADD CONSTRAINT coupon_never_over_issued CHECK (issued >= 0 AND issued <= total);
CREATE INDEX coupon_centre ON coupon (shop_id, sort, id) WHERE claimable;

ALTER TABLE user_coupon
  ADD COLUMN valid_from  timestamptz,
  ADD COLUMN valid_to    timestamptz,
  ADD COLUMN source      text NOT NULL DEFAULT 'grant' CHECK (source IN ('grant', 'claim'));
UPDATE user_coupon u SET valid_from = c.valid_from, valid_to = c.valid_to FROM coupon c WHERE c.id = u.coupon_id;
ALTER TABLE user_coupon
  ALTER COLUMN valid_from SET NOT NULL,
  ALTER COLUMN valid_to SET NOT NULL,
  ADD CONSTRAINT user_coupon_window CHECK (valid_to > valid_from);
CREATE INDEX user_coupon_mine ON user_coupon (shop_id, user_id, valid_to);
CREATE INDEX user_coupon_order ON user_coupon (order_id) WHERE order_id IS NOT NULL;

-- A coupon given without its validity (a grant) takes the template's: its window, or valid_days from now.
CREATE FUNCTION user_coupon_validity() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  IF NEW.valid_to IS NULL THEN
    SELECT valid_from, valid_to, valid_days INTO c FROM coupon WHERE id = NEW.coupon_id;
    IF c.valid_days IS NULL THEN
      NEW.valid_from := c.valid_from;
      NEW.valid_to := c.valid_to;
    ELSE
      NEW.valid_from := COALESCE(NEW.valid_from, NEW.created_at, now());
      NEW.valid_to := NEW.valid_from + make_interval(days => c.valid_days);
    END IF;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER user_coupon_validity BEFORE INSERT ON user_coupon
  FOR EACH ROW EXECUTE FUNCTION user_coupon_validity();

-- How many times a member claimed a template (never above its per_user_limit).
CREATE TABLE coupon_claim (
  shop_id    text NOT NULL REFERENCES shop (shop_id),
  coupon_id  bigint NOT NULL,
  user_id    bigint NOT NULL,
  claimed    integer NOT NULL CHECK (claimed >= 1),
  PRIMARY KEY (shop_id, coupon_id, user_id),
  -- Keys between tenant tables carry the shop (migration 0035).
  FOREIGN KEY (shop_id, coupon_id) REFERENCES coupon (shop_id, id),
  FOREIGN KEY (shop_id, user_id) REFERENCES app_user (shop_id, id)
);
CREATE INDEX coupon_claim_user ON coupon_claim (shop_id, user_id);

SELECT apply_tenant_isolation();
SELECT distribute_by_shop();
