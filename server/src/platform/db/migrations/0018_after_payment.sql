-- After the payment (issue #16): shipping and logistics, receipt, the recycle bin, after-sales and
-- refunds, invoices, comments on order lines, uploads, and the staff of a store who work in the console.
-- Every new table is a tenant table: shop_id, its primary key and unique keys carry shop_id, and RLS is
-- applied at the end.

-- Who works for which store in the console (/vp/): the owner and staff see their store's orders,
-- after-sales, invoices and comments; the mall operator (app_user.is_operator) sees every store.
CREATE TABLE store_staff (
  shop_id   text NOT NULL REFERENCES shop (shop_id),
  store_id  bigint NOT NULL REFERENCES store (id),
  user_id   bigint NOT NULL REFERENCES app_user (id),
  role      text NOT NULL CHECK (role IN ('owner', 'staff', 'service')),
  PRIMARY KEY (shop_id, user_id, store_id)
);
CREATE INDEX store_staff_store ON store_staff (shop_id, store_id);

-- The shop's timings (seconds): unconfirmed receipt confirms itself, an unanswered after-sales request
-- counts as agreed, a return not shipped in time closes the request, no-reason returns within a window.
ALTER TABLE base_config
  ADD COLUMN auto_receive_seconds     integer NOT NULL DEFAULT 864000 CHECK (auto_receive_seconds > 0),
  ADD COLUMN merchant_answer_seconds  integer NOT NULL DEFAULT 172800 CHECK (merchant_answer_seconds > 0),
  ADD COLUMN return_ship_seconds      integer NOT NULL DEFAULT 604800 CHECK (return_ship_seconds > 0),
  ADD COLUMN no_reason_return_days    integer NOT NULL DEFAULT 7 CHECK (no_reason_return_days >= 0),
  ADD COLUMN logistics_step_seconds   integer NOT NULL DEFAULT 3600 CHECK (logistics_step_seconds > 0);

ALTER TABLE mall_order
  ADD COLUMN shipped_at       timestamptz,
  ADD COLUMN received_at      timestamptz,
  ADD COLUMN receive_due_at   timestamptz,
  ADD COLUMN completed_at     timestamptz,
  ADD COLUMN recycled_at      timestamptz,
  ADD COLUMN deleted_at       timestamptz,
  ADD COLUMN refunded_amount  numeric(18, 2) NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  ADD CONSTRAINT mall_order_refund_within_paid CHECK (refunded_amount <= pay_amount),
  ADD CONSTRAINT mall_order_deleted_from_bin CHECK (deleted_at IS NULL OR recycled_at IS NOT NULL);
CREATE INDEX mall_order_receive_due ON mall_order (receive_due_at) WHERE status = 'pendingReceipt';
CREATE INDEX mall_order_store ON mall_order (shop_id, store_id, created_at DESC);

-- A package: some lines of one order, with the courier and waybill the seller entered.
CREATE TABLE shipment (
  id            bigserial PRIMARY KEY,
  shop_id       text NOT NULL REFERENCES shop (shop_id),
  order_id      bigint NOT NULL REFERENCES mall_order (id),
  courier       text NOT NULL CHECK (char_length(courier) BETWEEN 1 AND 20),
  waybill       text NOT NULL CHECK (waybill ~ '^[A-Za-z0-9-]{6,30}$'),
  -- Logistics status (spec §4): received, in transit, reached the destination city, signed, problem parcel.
  status        text NOT NULL DEFAULT 'received'
                  CHECK (status IN ('received', 'inTransit', 'reachedCity', 'signed', 'problem')),
  shipped_at    timestamptz NOT NULL DEFAULT now(),
  next_step_at  timestamptz,
  UNIQUE (shop_id, courier, waybill)
);
CREATE INDEX shipment_order ON shipment (shop_id, order_id);
CREATE INDEX shipment_next_step ON shipment (next_step_at) WHERE next_step_at IS NOT NULL;

CREATE TABLE shipment_line (
  shop_id        text NOT NULL REFERENCES shop (shop_id),
  shipment_id    bigint NOT NULL REFERENCES shipment (id),
  order_line_id  bigint NOT NULL REFERENCES order_line (id),
  quantity       numeric(18, 4) NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (shop_id, shipment_id, order_line_id)
);

CREATE TABLE shipment_event (
  id           bigserial PRIMARY KEY,
  shop_id      text NOT NULL REFERENCES shop (shop_id),
  shipment_id  bigint NOT NULL REFERENCES shipment (id),
  status       text NOT NULL CHECK (status IN ('received', 'inTransit', 'reachedCity', 'signed', 'problem')),
  description  text NOT NULL,
  happened_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipment_event_shipment ON shipment_event (shop_id, shipment_id, happened_at);

-- An after-sales request on one order line (machines/after-sales/after-sales.machine.ts says which
-- status follows which event; the server writes each change as UPDATE … WHERE status = <expected>).
CREATE TABLE after_sale (
  id                 bigserial PRIMARY KEY,
  shop_id            text NOT NULL REFERENCES shop (shop_id),
  afs_no             text NOT NULL,
  order_id           bigint NOT NULL REFERENCES mall_order (id),
  order_line_id      bigint NOT NULL REFERENCES order_line (id),
  user_id            bigint NOT NULL REFERENCES app_user (id),
  store_id           bigint NOT NULL REFERENCES store (id),
  kind               text NOT NULL CHECK (kind IN ('refund', 'returnRefund')),
  status             text NOT NULL CHECK (status IN ('applied', 'refused', 'withdrawn', 'awaitingReturn',
                       'returnShipped', 'refunding', 'refunded', 'closed')),
  reason             text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 30),
  quantity           numeric(18, 4) NOT NULL CHECK (quantity > 0),
  amount             numeric(18, 2) NOT NULL CHECK (amount > 0),
  instructions       text NOT NULL DEFAULT '' CHECK (char_length(instructions) <= 200),
  pictures           jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_array_length(pictures) <= 5),
  phone              text NOT NULL CHECK (phone ~ '^1[0-9]{10}$'),
  return_courier     text,
  return_waybill     text,
  return_shipped_at  timestamptz,
  refuse_reason      text,
  answer_due_at      timestamptz,
  return_due_at      timestamptz,
  refunded_at        timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (shop_id, afs_no),
  CHECK ((status = 'refused') = (refuse_reason IS NOT NULL)),
  CHECK ((return_courier IS NULL) = (return_waybill IS NULL))
);
CREATE INDEX after_sale_user ON after_sale (shop_id, user_id, created_at DESC);
CREATE INDEX after_sale_store ON after_sale (shop_id, store_id, status, created_at DESC);
CREATE INDEX after_sale_line ON after_sale (shop_id, order_line_id);
CREATE INDEX after_sale_answer_due ON after_sale (answer_due_at) WHERE status = 'applied';
CREATE INDEX after_sale_return_due ON after_sale (return_due_at) WHERE status = 'awaitingReturn';
-- One open request per order line at a time.
CREATE UNIQUE INDEX after_sale_one_open ON after_sale (shop_id, order_line_id)
  WHERE status IN ('applied', 'awaitingReturn', 'returnShipped', 'refunding');

CREATE TABLE after_sale_event (
  id             bigserial PRIMARY KEY,
  shop_id        text NOT NULL REFERENCES shop (shop_id),
  after_sale_id  bigint NOT NULL REFERENCES after_sale (id),
  event          text NOT NULL,
  from_status    text,
  to_status      text NOT NULL,
  actor          text NOT NULL CHECK (actor IN ('buyer', 'seller', 'system')),
  note           text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX after_sale_event_afs ON after_sale_event (shop_id, after_sale_id, id);

-- The money of an after-sales request going back to where it came from: balance and points at once,
-- a provider's method through its refund and signed callback. One refund per request, ever.
CREATE TABLE refund (
  id                  text PRIMARY KEY CHECK (id ~ '^R[0-9A-Za-z]{20,40}$'),
  shop_id             text NOT NULL REFERENCES shop (shop_id),
  after_sale_id       bigint NOT NULL REFERENCES after_sale (id),
  order_id            bigint NOT NULL REFERENCES mall_order (id),
  method              text NOT NULL CHECK (method IN ('alipay', 'wechat', 'balance', 'points')),
  amount              numeric(18, 2) NOT NULL CHECK (amount > 0),
  points              integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  status              text NOT NULL CHECK (status IN ('pending', 'succeeded')),
  provider_refund_id  text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  succeeded_at        timestamptz,
  UNIQUE (shop_id, after_sale_id),
  UNIQUE (shop_id, provider_refund_id),
  CHECK ((status = 'succeeded') = (succeeded_at IS NOT NULL))
);
CREATE INDEX refund_order ON refund (shop_id, order_id);

-- A refund callback carries no tenant (as a payment callback does not).
CREATE FUNCTION refund_shop(p_id text)
RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
AS $$ SELECT shop_id FROM refund WHERE id = p_id $$;

-- Balance and points ledgers learn the after-sales refund.
ALTER TABLE balance_ledger DROP CONSTRAINT balance_ledger_reason_check;
ALTER TABLE balance_ledger ADD CONSTRAINT balance_ledger_reason_check
  CHECK (reason IN ('pay', 'refund', 'topup', 'grant', 'afterSale'));
ALTER TABLE balance_ledger ADD COLUMN after_sale_id bigint;
ALTER TABLE points_ledger DROP CONSTRAINT points_ledger_reason_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_reason_check
  CHECK (reason IN ('deduct', 'pay', 'return', 'grant', 'afterSale'));
ALTER TABLE points_ledger ADD COLUMN after_sale_id bigint;
ALTER TABLE stock_ledger DROP CONSTRAINT stock_ledger_reason_check;
ALTER TABLE stock_ledger ADD CONSTRAINT stock_ledger_reason_check
  CHECK (reason IN ('order', 'cancel', 'restock', 'afterSale'));

-- An invoice of one order: applied for after payment, issued by the seller with its PDF.
CREATE TABLE invoice (
  id             bigserial PRIMARY KEY,
  shop_id        text NOT NULL REFERENCES shop (shop_id),
  order_id       bigint NOT NULL REFERENCES mall_order (id),
  user_id        bigint NOT NULL REFERENCES app_user (id),
  store_id       bigint NOT NULL REFERENCES store (id),
  kind           text NOT NULL CHECK (kind IN ('electronicOrdinary', 'vatSpecial')),
  title_type     text NOT NULL CHECK (title_type IN ('personal', 'unit')),
  title          text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 50),
  taxpayer_id    text NOT NULL DEFAULT '',
  content        text NOT NULL DEFAULT '商品明细' CHECK (content IN ('商品明细', '商品类别')),
  amount         numeric(18, 2) NOT NULL CHECK (amount >= 0),
  status         text NOT NULL CHECK (status IN ('applying', 'invoiced')),
  -- The buyer's request on an issued invoice: change the title (update) or the kind (exchange).
  change_request text CHECK (change_request IN ('update', 'exchange')),
  file_id        text,
  invoice_no     text,
  invoiced_at    timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (shop_id, order_id),
  CHECK ((title_type = 'unit') = (taxpayer_id <> '')),
  CHECK ((status = 'invoiced') = (file_id IS NOT NULL AND invoiced_at IS NOT NULL))
);
CREATE INDEX invoice_user ON invoice (shop_id, user_id, created_at DESC);
CREATE INDEX invoice_store ON invoice (shop_id, store_id, status);

-- Comments are written per order line by its buyer; the seller may reply once.
ALTER TABLE product_comment
  ADD COLUMN order_line_id  bigint REFERENCES order_line (id),
  ADD COLUMN user_id        bigint REFERENCES app_user (id),
  ADD COLUMN store_id       bigint REFERENCES store (id),
  ADD COLUMN reply          text CHECK (char_length(reply) BETWEEN 1 AND 200),
  ADD COLUMN replied_at     timestamptz,
  ADD CONSTRAINT product_comment_reply CHECK ((reply IS NULL) = (replied_at IS NULL));
CREATE UNIQUE INDEX product_comment_one_per_line ON product_comment (shop_id, order_line_id)
  WHERE order_line_id IS NOT NULL;
CREATE INDEX product_comment_store ON product_comment (shop_id, store_id, created_at DESC);

-- Uploads: who owns the file and what it is for. Public files (product images, comment pictures) are
-- served to anyone by path; private ones (after-sales vouchers, invoices) only to their owner and the
-- staff of the store concerned.
ALTER TABLE file_object
  ADD COLUMN owner_user_id  bigint REFERENCES app_user (id),
  ADD COLUMN purpose        text NOT NULL DEFAULT 'catalog'
                              CHECK (purpose IN ('catalog', 'comment', 'voucher', 'invoice', 'avatar', 'document')),
  ADD COLUMN private        boolean NOT NULL DEFAULT false,
  ADD COLUMN sha256         text;

-- What an order looked like when it was placed (snapshot-detail): the variant's specs besides name and
-- price, which order_line already keeps.
ALTER TABLE order_line ADD COLUMN specs text NOT NULL DEFAULT '';

-- The sweepers run for every tenant: these definer functions say which tenants have work due.
CREATE FUNCTION shops_with_due_shipments()
RETURNS SETOF text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
AS $$ SELECT DISTINCT shop_id FROM shipment WHERE next_step_at <= now() $$;

CREATE FUNCTION shops_with_receipts_due()
RETURNS SETOF text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
AS $$ SELECT DISTINCT shop_id FROM mall_order WHERE status = 'pendingReceipt' AND receive_due_at <= now() $$;

CREATE FUNCTION shops_with_after_sales_due()
RETURNS SETOF text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
AS $$ SELECT DISTINCT shop_id FROM after_sale
       WHERE (status = 'applied' AND answer_due_at <= now())
          OR (status = 'awaitingReturn' AND return_due_at <= now()) $$;

SELECT apply_tenant_isolation();
