-- Service vouchers (spec §3 "goods physical or virtual", "vouchers with code and status"; §4 "Voucher: to
-- be used, used, refunded"). A good of kind 2 is sold as electronic vouchers: paying its order issues one
-- code per unit, the store redeems a code in the console, and a refund request may take back unused
-- codes only. Such goods are settled on their own, never in one order with goods to ship.
ALTER TABLE product_sku
  ADD COLUMN goods_kind smallint NOT NULL DEFAULT 1 CHECK (goods_kind IN (1, 2)); -- 1 physical, 2 voucher
ALTER TABLE order_line
  ADD COLUMN goods_kind smallint NOT NULL DEFAULT 1 CHECK (goods_kind IN (1, 2));

-- One code of one order line. status 0 to be used, 1 used, 2 refunded. An unused code held by an open
-- refund request (after_sale_id) cannot be redeemed; the request's end either refunds it or lets it go.
CREATE TABLE order_voucher (
  shop_id        text NOT NULL REFERENCES shop (shop_id),
  id             bigserial,
  order_id       bigint NOT NULL REFERENCES mall_order (id),
  order_line_id  bigint NOT NULL REFERENCES order_line (id),
  code           text NOT NULL CHECK (code ~ '^[0-9]{12}$'),
  status         smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  after_sale_id  bigint REFERENCES after_sale (id),
  used_at        timestamptz,
  used_by        bigint REFERENCES app_user (id),
  refunded_at    timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, code),
  CHECK ((status = 1) = (used_at IS NOT NULL)),
  CHECK ((status = 2) = (refunded_at IS NOT NULL)),
  CHECK (status <> 1 OR after_sale_id IS NULL)
);
CREATE INDEX order_voucher_order ON order_voucher (shop_id, order_id, id);
CREATE INDEX order_voucher_after_sale ON order_voucher (shop_id, after_sale_id) WHERE after_sale_id IS NOT NULL;

SELECT apply_tenant_isolation();
