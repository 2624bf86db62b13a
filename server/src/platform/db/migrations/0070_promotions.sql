-- Promotions (issue #17 item 7): flash sales (秒杀) in timed sessions, group buys (拼团) and special
-- discounts (限时折扣). Every table is a tenant table (RLS and distribution at the end).
--
-- Prices, windows, limits and activity stock are the server's: checkout (modules/promotions/checkout.ts)
-- reprices a line from these tables, never from the client.
--
-- A flash-sale item's stock is its own, reserved out of the SKU's stock: an order takes one unit of the
-- item by one conditional UPDATE (sold + n <= stock, behind the CHECK below) and one of the SKU by the
-- usual debit_order_stock. A buyer's units of an item are counted over their orders that are not
-- cancelled (promo_order.live); the buyer's submissions are serialised by the order lock, so the count
-- cannot be raced. The triggers below give the item's units and a group's seat back when an order is
-- cancelled, whoever cancels it (buyer, expiry sweep, failed group).

CREATE TABLE promo_flash_session (
  id          bigserial,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  title       text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 30),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  CONSTRAINT promo_flash_session_window CHECK (ends_at > starts_at)
);
CREATE INDEX promo_flash_session_time ON promo_flash_session (shop_id, starts_at);

CREATE TABLE promo_flash_item (
  id              bigserial,
  shop_id         text NOT NULL REFERENCES shop (shop_id),
  session_id      bigint NOT NULL,
  sku_id          bigint NOT NULL,
  price           numeric(18, 2) NOT NULL CHECK (price >= 0.01),
  stock           integer NOT NULL CHECK (stock > 0),
  sold            integer NOT NULL DEFAULT 0,
  per_user_limit  integer NOT NULL DEFAULT 1 CHECK (per_user_limit BETWEEN 1 AND 99),
  sort            integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, session_id, sku_id),
  CONSTRAINT promo_flash_never_oversold CHECK (sold >= 0 AND sold <= stock),
  FOREIGN KEY (shop_id, session_id) REFERENCES promo_flash_session (shop_id, id),
  FOREIGN KEY (shop_id, sku_id) REFERENCES product_sku (shop_id, id)
);
CREATE INDEX promo_flash_item_sku ON promo_flash_item (shop_id, sku_id);

-- A group-buy offer on a SKU: its group price, how many make a group and how long a group stays open.
CREATE TABLE promo_group_activity (
  id          bigserial,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  sku_id      bigint NOT NULL,
  price       numeric(18, 2) NOT NULL CHECK (price >= 0.01),
  group_size  integer NOT NULL CHECK (group_size BETWEEN 2 AND 50),
  open_hours  integer NOT NULL DEFAULT 24 CHECK (open_hours BETWEEN 1 AND 720),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  CONSTRAINT promo_group_activity_window CHECK (ends_at > starts_at),
  FOREIGN KEY (shop_id, sku_id) REFERENCES product_sku (shop_id, id)
);
CREATE INDEX promo_group_activity_sku ON promo_group_activity (shop_id, sku_id);

-- One group: seats are taken by its orders that are not cancelled (so a full group takes nobody else),
-- paid counts the paid ones; it forms when paid reaches size and fails when its time runs out first.
CREATE TABLE promo_group (
  id           bigserial,
  shop_id      text NOT NULL REFERENCES shop (shop_id),
  activity_id  bigint NOT NULL,
  leader_id    bigint NOT NULL,
  size         integer NOT NULL CHECK (size BETWEEN 2 AND 50),
  seats        integer NOT NULL DEFAULT 0,
  paid         integer NOT NULL DEFAULT 0,
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'formed', 'failed')),
  expires_at   timestamptz NOT NULL,
  formed_at    timestamptz,
  failed_at    timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id),
  CONSTRAINT promo_group_seats CHECK (seats >= 0 AND seats <= size AND paid >= 0 AND paid <= size),
  FOREIGN KEY (shop_id, activity_id) REFERENCES promo_group_activity (shop_id, id),
  FOREIGN KEY (shop_id, leader_id) REFERENCES app_user (shop_id, id)
);
CREATE INDEX promo_group_open ON promo_group (expires_at) WHERE status = 'open';
CREATE INDEX promo_group_activity_open ON promo_group (shop_id, activity_id, status);

-- A special discount (限时折扣): a rate (0.85 = 8.5折) on a set of SKUs for a period.
CREATE TABLE promo_discount (
  id          bigserial,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  title       text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 30),
  rate        numeric(3, 2) NOT NULL CHECK (rate > 0 AND rate < 1),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  CONSTRAINT promo_discount_window CHECK (ends_at > starts_at)
);

CREATE TABLE promo_discount_sku (
  shop_id      text NOT NULL REFERENCES shop (shop_id),
  discount_id  bigint NOT NULL,
  sku_id       bigint NOT NULL,
  PRIMARY KEY (shop_id, discount_id, sku_id),
  FOREIGN KEY (shop_id, discount_id) REFERENCES promo_discount (shop_id, id),
  FOREIGN KEY (shop_id, sku_id) REFERENCES product_sku (shop_id, id)
);
CREATE INDEX promo_discount_sku_sku ON promo_discount_sku (shop_id, sku_id);

-- The activity an order was placed in. live: the order is not cancelled (its units count against the
-- buyer's limit, its seat is taken).
CREATE TABLE promo_order (
  shop_id        text NOT NULL REFERENCES shop (shop_id),
  order_id       bigint NOT NULL,
  user_id        bigint NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('flash', 'group')),
  flash_item_id  bigint,
  group_id       bigint,
  units          integer NOT NULL CHECK (units > 0),
  live           boolean NOT NULL DEFAULT true,
  refunded_at    timestamptz,
  PRIMARY KEY (shop_id, order_id),
  CONSTRAINT promo_order_kind CHECK ((kind = 'flash') = (flash_item_id IS NOT NULL)
                                     AND (kind = 'group') = (group_id IS NOT NULL)),
  FOREIGN KEY (shop_id, order_id) REFERENCES mall_order (shop_id, id),
  FOREIGN KEY (shop_id, user_id) REFERENCES app_user (shop_id, id),
  FOREIGN KEY (shop_id, flash_item_id) REFERENCES promo_flash_item (shop_id, id),
  FOREIGN KEY (shop_id, group_id) REFERENCES promo_group (shop_id, id)
);
CREATE INDEX promo_order_flash_user ON promo_order (shop_id, flash_item_id, user_id) WHERE live;
CREATE INDEX promo_order_group ON promo_order (shop_id, group_id);

-- Takes units of a flash-sale item of a running session, never past its stock; refuses with MS101 when
-- none is left or the session is not running. Checkout runs it in the order's last statement, before
-- debit_order_stock and with the COMMIT (one round trip), so the hot item row is locked for that
-- statement and the commit only.
CREATE FUNCTION take_flash_stock(p_item bigint, p_units integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE promo_flash_item i SET sold = i.sold + p_units
    FROM promo_flash_session s
   WHERE i.id = p_item AND s.shop_id = i.shop_id AND s.id = i.session_id
     AND s.starts_at <= now() AND s.ends_at > now() AND i.sold + p_units <= i.stock;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'flash-sale item % sold out', p_item USING ERRCODE = 'MS101';
  END IF;
END
$$;

-- Paying a group-buy order (the lifecycle's PAY_GROUP): it waits in 拼团中 until its group is full. The
-- group's row is locked by the UPDATE, so two members paying at once count one after the other; the
-- payment that fills the group forms it (GROUP_FORMED: every waiting order moves to pendingDelivery). A
-- group that already failed refuses the payment (the payment's transaction rolls back).
CREATE FUNCTION promo_order_paid() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  g record;
BEGIN
  IF NEW.order_type <> 'grouping' OR OLD.status <> 'pendingPayment' OR NEW.status <> 'pendingDelivery' THEN
    RETURN NEW;
  END IF;
  UPDATE promo_group pg SET paid = pg.paid + 1,
         status = CASE WHEN pg.paid + 1 >= pg.size THEN 'formed' ELSE pg.status END,
         formed_at = CASE WHEN pg.paid + 1 >= pg.size THEN now() ELSE pg.formed_at END
    FROM promo_order po
   WHERE po.shop_id = NEW.shop_id AND po.order_id = NEW.id AND pg.shop_id = po.shop_id AND pg.id = po.group_id
     AND pg.status = 'open'
  RETURNING pg.id, pg.paid, pg.size INTO g;
  IF g.id IS NULL THEN
    RAISE EXCEPTION 'group closed' USING ERRCODE = 'MS201';
  END IF;
  IF g.paid < g.size THEN
    NEW.status := 'grouping';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER promo_order_paid BEFORE UPDATE OF status ON mall_order
  FOR EACH ROW WHEN (OLD.status = 'pendingPayment' AND NEW.status = 'pendingDelivery' AND NEW.order_type = 'grouping')
  EXECUTE FUNCTION promo_order_paid();

-- The payment that formed a group moves the orders that were waiting in it.
CREATE FUNCTION promo_group_formed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mall_order o SET status = 'pendingDelivery'
    FROM promo_order po, promo_order me, promo_group pg
   WHERE me.shop_id = NEW.shop_id AND me.order_id = NEW.id AND pg.shop_id = me.shop_id AND pg.id = me.group_id
     AND pg.status = 'formed' AND po.shop_id = me.shop_id AND po.group_id = me.group_id
     AND o.shop_id = po.shop_id AND o.id = po.order_id AND o.status = 'grouping';
  RETURN NULL;
END
$$;
CREATE TRIGGER promo_group_formed AFTER UPDATE OF status ON mall_order
  FOR EACH ROW WHEN (OLD.status = 'pendingPayment' AND NEW.status = 'pendingDelivery' AND NEW.order_type = 'grouping')
  EXECUTE FUNCTION promo_group_formed();

-- A cancelled order gives its flash-sale units and its group seat back, once (live goes false once).
CREATE FUNCTION promo_order_canceled() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  po record;
BEGIN
  UPDATE promo_order p SET live = false
   WHERE p.shop_id = NEW.shop_id AND p.order_id = NEW.id AND p.live
  RETURNING p.flash_item_id, p.group_id, p.units INTO po;
  IF po.units IS NULL THEN
    RETURN NULL;
  END IF;
  IF po.flash_item_id IS NOT NULL THEN
    UPDATE promo_flash_item SET sold = sold - po.units WHERE shop_id = NEW.shop_id AND id = po.flash_item_id;
  END IF;
  IF po.group_id IS NOT NULL THEN
    UPDATE promo_group SET seats = seats - 1
     WHERE shop_id = NEW.shop_id AND id = po.group_id AND status = 'open';
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER promo_order_canceled AFTER UPDATE OF status ON mall_order
  FOR EACH ROW WHEN (NEW.status = 'canceled' AND OLD.status <> 'canceled' AND NEW.order_type IN ('second', 'grouping'))
  EXECUTE FUNCTION promo_order_canceled();

-- The group sweeper runs for every tenant: it lists which tenants have open groups past their time.
CREATE FUNCTION shops_with_groups_due()
RETURNS SETOF text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
AS $$ SELECT DISTINCT shop_id FROM promo_group WHERE status = 'open' AND expires_at <= now() $$;

SELECT apply_tenant_isolation();
SELECT distribute_by_shop();
